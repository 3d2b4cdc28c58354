import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { collectives, companies, familyMembers, legalEntities, menuItems, offices, users } from '../schema/index';
import type { Storage } from '../../storage/local-storage';
import { hashPassword } from '../../security/password-hash';
import { demoCompanies, demoMenu, type DemoCompany } from './demo-companies';
import { DEMO_PASSWORD, demoUsers, type DemoUser } from './demo-users';
import { demoImages } from './demo-images';
import { demoOperators, demoPlatform } from './demo-platform';
import { seedCatalogue } from './seed-catalogue';
import { toMadridDate } from '@flexplan/domain/dates/madrid-calendar';
import { seedTaxYears } from './seed-tax-years';
import { personalIdColumns } from '../crypto/active-cipher';

export interface SeededCompany {
  id: number;
  legalEntityIds: number[];
  officeIds: number[];
  collectiveIds: number[];
}

/**
 * Seeds the demo data. Idempotent: a company whose slug exists is left as it is, so running it
 * again (or on every start) changes nothing.
 */
export async function seedDemoData(db: DbOrTx, storage: Storage, today = new Date()): Promise<{ created: string[] }> {
  await Promise.all(Object.entries(demoImages).map(([name, svg]) => storage.put('images', name, svg)));
  await seedTaxYears(db);
  const created: string[] = [];
  // The platform company holds the platform operators (demo-platform.ts), and no catalogue.
  for (const demo of [...demoCompanies, demoPlatform]) {
    const existing = await db.select({ id: companies.id }).from(companies).where(eq(companies.slug, demo.company.slug));
    if (existing.length > 0) continue;
    const people = [...demoUsers, ...demoOperators].filter((u) => u.company === demo.company.slug);
    const passwordHashes = await Promise.all(people.map(() => hashPassword(DEMO_PASSWORD)));
    await db.transaction(async (tx) => {
      const seeded = await insertCompany(tx, demo);
      for (const [i, person] of people.entries()) await insertDemoUser(tx, seeded, person, passwordHashes[i]!);
    });
    created.push(demo.company.slug);
  }
  for (const demo of demoCompanies) {
    const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.slug, demo.company.slug));
    if (company && (await seedCatalogue(db, storage, company.id, demo.company.slug, toMadridDate(today.toISOString()))))
      created.push(`${demo.company.slug} catalogue`);
  }
  return { created };
}

async function insertCompany(db: DbOrTx, demo: DemoCompany): Promise<SeededCompany> {
  const [company] = await db.insert(companies).values(demo.company).returning({ id: companies.id });
  const id = company!.id;
  const les = await db
    .insert(legalEntities)
    .values(demo.legalEntities.map((le) => ({ ...le, companyId: id })))
    .returning({ id: legalEntities.id });
  const ofs = await db
    .insert(offices)
    .values(demo.offices.map((name) => ({ name, companyId: id })))
    .returning({ id: offices.id });
  const cols = await db
    .insert(collectives)
    .values(demo.collectives.map((name) => ({ name, companyId: id })))
    .returning({ id: collectives.id });
  await db.insert(menuItems).values(demoMenu.map((m, i) => ({ ...m, position: i + 1, companyId: id })));
  return { id, legalEntityIds: les.map((r) => r.id), officeIds: ofs.map((r) => r.id), collectiveIds: cols.map((r) => r.id) };
}

/** One demo person and their family, in the company's collective, office and legal entity by index; the user's id. */
export async function insertDemoUser(db: DbOrTx, company: SeededCompany, person: DemoUser, passwordHash: string): Promise<number> {
  const { family = [], address = {}, company: _slug, collective, office, legalEntity, ...fields } = person;
  const [user] = await db
    .insert(users)
    .values({
      ...fields,
      ...address,
      ...personalIdColumns(company.id, person.personalId),
      companyId: company.id,
      collectiveId: company.collectiveIds[collective],
      officeId: company.officeIds[office],
      legalEntityId: company.legalEntityIds[legalEntity],
      passwordHash,
    })
    .returning({ id: users.id });
  if (family.length > 0) {
    await db.insert(familyMembers).values(family.map((m) => ({ ...m, companyId: company.id, userId: user!.id })));
  }
  return user!.id;
}
