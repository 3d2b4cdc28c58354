import { randomBytes, randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FreshCompany } from '@flexplan/domain/api/fresh-company-api';
import type { Db } from '../client';
import { collectives, companies, legalEntities, offices, users } from '../schema/index';
import { hashPassword } from '../../security/password-hash';
import { DEMO_PASSWORD, demoUsers } from './demo-users';
import { insertDemoUser } from './seed';

const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
const randomDni = () => {
  const number = randomInt(10_000_000, 100_000_000);
  return `${number}${DNI_LETTERS[number % 23]}`;
};

/**
 * A company copied from acme's row (colours, images, languages, flags) under a random subdomain,
 * with one legal entity, office and collective, acme's administrator and laura copied into it
 * with new e-mails, the demo password and the tour of home done; no catalogue.
 */
export async function seedFreshCompany(db: Db, now: Date): Promise<FreshCompany | null> {
  const [acme] = await db.select().from(companies).where(eq(companies.slug, 'acme'));
  const admin = demoUsers.find((u) => u.email === 'admin@acme.test');
  const laura = demoUsers.find((u) => u.email === 'laura.martin@acme.test');
  if (!acme || !admin || !laura) return null;
  const tag = randomBytes(4).toString('hex');
  const slug = `e2e${tag}`;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return db.transaction(async (tx) => {
    const { id: _id, createdAt: _createdAt, ...branding } = acme;
    const [company] = await tx
      .insert(companies)
      .values({ ...branding, slug, name: `Acme E2E ${tag}`, legalTexts: {} })
      .returning({ id: companies.id });
    const companyId = company!.id;
    const one = async (table: typeof collectives | typeof offices | typeof legalEntities, name: string) =>
      (await tx.insert(table).values({ companyId, name }).returning({ id: table.id }))[0]!.id;
    const seeded = {
      id: companyId,
      legalEntityIds: [await one(legalEntities, `Acme E2E ${tag} S.L.`)],
      officeIds: [await one(offices, 'Madrid')],
      collectiveIds: [await one(collectives, 'General')],
    };
    const emailOf = (email: string) => email.replace('@acme.test', `.${tag}@acme.test`);
    const people = [
      { ...admin, email: emailOf(admin.email), personalId: randomDni(), collective: 0, office: 0, legalEntity: 0 },
      { ...laura, email: emailOf(laura.email), personalId: randomDni(), collective: 0, office: 0, legalEntity: 0 },
    ];
    for (const person of people) {
      const userId = await insertDemoUser(tx, seeded, person, passwordHash);
      await tx.update(users).set({ onboardingTourDoneAt: now }).where(eq(users.id, userId));
    }
    return { company: slug, adminEmail: people[0]!.email, employeeEmail: people[1]!.email, password: DEMO_PASSWORD };
  });
}
