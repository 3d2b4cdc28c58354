import { and, eq, ne } from 'drizzle-orm';
import { PLATFORM_COMPANY_SLUG } from '@flexplan/domain/company/platform-api';
import type { NewCompany } from '@flexplan/domain/company/new-company-api';
import { defaultMenuItems } from '@flexplan/domain/company/menu-items-api';
import type { DbOrTx } from '../../db/client';
import { personalIdColumns } from '../../db/crypto/active-cipher';
import { collectives, companies, menuItems, users } from '../../db/schema/index';

// A new company's look until its administrator brands it: a navy bar and a blue whose light
// shades (the avatar, light buttons) keep AA contrast with its text (the platform's #1971c2 does not).
const neutralLook = { colorBar: '#1c2b4a', colorTitles: '#1c2b4a', color: '#0b5fd3' };

/** Whether a company (client or the platform's) has this subdomain already. */
export async function isSlugTaken(db: DbOrTx, slug: string): Promise<boolean> {
  const rows = await db.select({ id: companies.id }).from(companies).where(eq(companies.slug, slug)).limit(1);
  return rows.length > 0;
}

/** The company row, its default collective and main-menu tiles, and its first administrator (who cannot log in until the welcome link sets a password). */
export async function insertCompanyWithAdmin(db: DbOrTx, input: NewCompany, unusablePasswordHash: string) {
  const [company] = await db
    .insert(companies)
    .values({ slug: input.slug, name: input.name, brand: input.name.toUpperCase(), languages: input.languages, ...neutralLook })
    .returning({ id: companies.id, slug: companies.slug, name: companies.name });
  const [collective] = await db.insert(collectives).values({ companyId: company!.id, name: 'General' }).returning({ id: collectives.id });
  // Employees land on a menu with something in it; the administrator changes it in the Company section.
  await db.insert(menuItems).values(defaultMenuItems.map((item, index) => ({ ...item, companyId: company!.id, position: index + 1 })));
  const { admin } = input;
  const [user] = await db
    .insert(users)
    .values({
      companyId: company!.id,
      collectiveId: collective!.id,
      role: 'company-admin',
      email: admin.email,
      ...personalIdColumns(company!.id, admin.personalId),
      passwordHash: unusablePasswordHash,
      firstName: admin.firstName,
      lastName1: admin.lastName1,
      lastName2: admin.lastName2 ?? null,
      language: input.languages[0],
    })
    .returning({ id: users.id });
  return { ...company!, collectiveId: collective!.id, adminId: user!.id };
}

/** Sets a client company's maintenance flag; its previous value, or undefined for an unknown id or the platform's own. */
export async function updateMaintenance(db: DbOrTx, companyId: number, maintenance: boolean): Promise<boolean | undefined> {
  const [before] = await db
    .select({ maintenance: companies.maintenance })
    .from(companies)
    .where(and(eq(companies.id, companyId), ne(companies.slug, PLATFORM_COMPANY_SLUG)))
    .for('update');
  if (!before) return undefined;
  await db.update(companies).set({ maintenance }).where(eq(companies.id, companyId));
  return before.maintenance;
}
