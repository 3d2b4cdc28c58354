import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { menuItems } from '../../db/schema/index';

/** The company's main menu tiles, in their order. */
export function listMenuItems(db: DbOrTx, companyId: number) {
  return db
    .select({ id: menuItems.id, icon: menuItems.icon, link: menuItems.link, position: menuItems.position, name: menuItems.name })
    .from(menuItems)
    .where(eq(menuItems.companyId, companyId))
    .orderBy(asc(menuItems.position));
}
