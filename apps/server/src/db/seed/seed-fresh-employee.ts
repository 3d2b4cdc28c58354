import { randomBytes, randomInt } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../client';
import { collectives, companies, familyMembers, legalEntities, offices, products, users } from '../schema/index';
import type { Storage } from '../../storage/local-storage';
import { hashPassword } from '../../security/password-hash';
import { DEMO_PASSWORD, demoUsers } from './demo-users';
import { insertDemoUser, type SeededCompany } from './seed';
import { setUpDemoEmployee } from './seed-catalogue';
import { seedUserHistory } from './seed-history';
import { demoBenefitIds } from './demo-benefit-ids';

export interface FreshEmployeeRequest {
  /** The demo employee copied, by e-mail. */
  like: string;
  /** With laura's contract history and documents. */
  history: boolean;
  /** When the tour of home was done; null: it is still ahead of them. */
  onboardingTourDoneAt: Date | null;
}

export interface SeededFreshEmployee {
  company: string;
  email: string;
  password: string;
  firstName: string;
  family: { id: number; firstName: string }[];
}

// The control letter of a DNI: its number modulo 23 in this table.
const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';

/** A well-formed DNI nobody has: random, so that two suites on one database do not collide either. */
function randomDni(): string {
  const number = randomInt(10_000_000, 100_000_000);
  return `${number}${DNI_LETTERS[number % 23]}`;
}

/**
 * A new employee made from a demo employee, as the seed makes the demo ones: the same company,
 * collective, office, salary, bags, language and family, every product on, the demo password;
 * a new e-mail (the demo one with a random tag) and personal ID. Null when `like` is no demo employee.
 */
export async function seedFreshEmployee(db: Db, storage: Storage, request: FreshEmployeeRequest, planYear: number): Promise<SeededFreshEmployee | null> {
  const template = demoUsers.find((u) => u.email === request.like && (u.role ?? 'employee') === 'employee');
  if (!template) return null;
  const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.slug, template.company));
  if (!company) return null;
  const [local, domain] = template.email.split('@');
  const email = `${local}.e2e${randomBytes(4).toString('hex')}@${domain}`;
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  return db.transaction(async (tx) => {
    const idsOf = async (table: typeof collectives | typeof offices | typeof legalEntities) =>
      (await tx.select({ id: table.id }).from(table).where(eq(table.companyId, company.id)).orderBy(asc(table.id))).map((r) => r.id);
    const seeded: SeededCompany = {
      id: company.id,
      collectiveIds: await idsOf(collectives),
      officeIds: await idsOf(offices),
      legalEntityIds: await idsOf(legalEntities),
    };
    const userId = await insertDemoUser(tx, seeded, { ...template, email, personalId: randomDni() }, passwordHash);
    if (request.onboardingTourDoneAt) await tx.update(users).set({ onboardingTourDoneAt: request.onboardingTourDoneAt }).where(eq(users.id, userId));
    const productIds = (await tx.select({ id: products.id }).from(products).where(eq(products.companyId, company.id))).map((p) => p.id);
    await setUpDemoEmployee(tx, company.id, userId, template.email, productIds);
    if (request.history) await seedUserHistory(tx, storage, company.id, userId, planYear, await demoBenefitIds(tx, company.id, template.company));
    const family = await tx
      .select({ id: familyMembers.id, firstName: familyMembers.firstName })
      .from(familyMembers)
      .where(eq(familyMembers.userId, userId))
      .orderBy(asc(familyMembers.id));
    return { company: template.company, email, password: DEMO_PASSWORD, firstName: template.firstName, family };
  });
}
