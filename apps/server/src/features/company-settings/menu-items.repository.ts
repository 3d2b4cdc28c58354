import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { AdminMenuItem, MenuItemValues } from '@flexplan/domain/company/menu-items-api';
import type { MenuVisibilitySettings } from '@flexplan/domain/company/menu-item-visibility';
import type { DbOrTx } from '../../db/client';
import { companies, menuItems } from '../../db/schema/index';

// Every statement filters by the company: another company's tile id finds nothing.

const columns = { id: menuItems.id, icon: menuItems.icon, link: menuItems.link, position: menuItems.position, name: menuItems.name };

/** The company's tiles in their order. */
export function listCompanyMenuItems(db: DbOrTx, companyId: number): Promise<AdminMenuItem[]> {
  return db.select(columns).from(menuItems).where(eq(menuItems.companyId, companyId)).orderBy(asc(menuItems.position), asc(menuItems.id));
}

/** The company's tiles, locked until the transaction ends: two reorders or creations wait for each other. */
export function lockCompanyMenuItems(db: DbOrTx, companyId: number): Promise<AdminMenuItem[]> {
  return db.select(columns).from(menuItems).where(eq(menuItems.companyId, companyId)).orderBy(asc(menuItems.position), asc(menuItems.id)).for('update');
}

/** One of the company's tiles, locked; undefined for another company's or an unknown id. */
export async function lockMenuItem(db: DbOrTx, companyId: number, id: number): Promise<AdminMenuItem | undefined> {
  const [row] = await db
    .select(columns)
    .from(menuItems)
    .where(and(eq(menuItems.companyId, companyId), eq(menuItems.id, id)))
    .for('update');
  return row;
}

export async function countMenuItems(db: DbOrTx, companyId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(menuItems).where(eq(menuItems.companyId, companyId));
  return Number(row?.n ?? 0);
}

/** A new tile after the company's last one. */
export async function insertMenuItem(db: DbOrTx, companyId: number, values: MenuItemValues): Promise<AdminMenuItem> {
  const [row] = await db
    .insert(menuItems)
    .values({
      companyId,
      ...values,
      position: sql`(select coalesce(max(${menuItems.position}), 0) + 1 from ${menuItems} where ${menuItems.companyId} = ${companyId})`,
    })
    .returning(columns);
  return row!;
}

export async function updateMenuItem(db: DbOrTx, companyId: number, id: number, values: MenuItemValues): Promise<AdminMenuItem> {
  const [row] = await db
    .update(menuItems)
    .set(values)
    .where(and(eq(menuItems.companyId, companyId), eq(menuItems.id, id)))
    .returning(columns);
  return row!;
}

export async function deleteMenuItem(db: DbOrTx, companyId: number, id: number): Promise<void> {
  await db.delete(menuItems).where(and(eq(menuItems.companyId, companyId), eq(menuItems.id, id)));
}

/** Positions 1, 2, 3… in the order of `ids` (all the company's, checked by the service). */
export async function setMenuOrder(db: DbOrTx, companyId: number, ids: number[]): Promise<void> {
  for (const [index, id] of ids.entries()) {
    await db
      .update(menuItems)
      .set({ position: index + 1 })
      .where(and(eq(menuItems.companyId, companyId), eq(menuItems.id, id)));
  }
}

/** The company's languages: a tile's first name is required in the first of them. */
export async function findCompanyLanguages(db: DbOrTx, companyId: number): Promise<string[] | undefined> {
  const [row] = await db.select({ languages: companies.languages }).from(companies).where(eq(companies.id, companyId));
  return row?.languages;
}

/** The company's settings that hide tiles from employees (menu-item-visibility.ts in the domain). */
export async function findMenuVisibilitySettings(db: DbOrTx, companyId: number): Promise<MenuVisibilitySettings | undefined> {
  const [row] = await db.select({ hideCompensation: companies.hideCompensation }).from(companies).where(eq(companies.id, companyId));
  return row;
}
