import type { AuditFields } from '@flexplan/domain/audit/audit-api';
import { menuItemHiddenReason } from '@flexplan/domain/company/menu-item-visibility';
import { MAX_MENU_ITEMS, missingMenuItemName, type AdminMenuItem, type AdminMenuItemList, type MenuItemValues } from '@flexplan/domain/company/menu-items-api';
import type { DbOrTx } from '../../db/client';
import { readsTogether } from '../../db/reads-together';
import type { AdminActor } from '../../http/admin-actor';
import { InputError, NotFoundError } from '../../http/http-errors';
import type { ServiceDeps } from '../../service-deps';
import { recordAudit } from '../audit/audit.service';
import {
  countMenuItems,
  deleteMenuItem,
  findCompanyLanguages,
  findMenuVisibilitySettings,
  insertMenuItem,
  listCompanyMenuItems,
  lockCompanyMenuItems,
  lockMenuItem,
  setMenuOrder,
  updateMenuItem,
} from './menu-items.repository';

type Deps = Pick<ServiceDeps, 'db'>;

// Employees read the same rows through GET /api/menu (features/menu) with no cache in between:
// a change shows on their next request. Another company's id, or an unknown one, is a 404.

/** A tile as the audit log shows it: one field per name (`nameEs`, `nameCa`…, each with its label in the locales). */
const auditFieldsOf = (item: Pick<AdminMenuItem, 'icon' | 'link' | 'name'>): AuditFields => ({
  icon: item.icon,
  link: item.link,
  ...Object.fromEntries(Object.entries(item.name).map(([language, text]) => [`name${language.charAt(0).toUpperCase()}${language.slice(1)}`, text])),
});

/** Only the fields that changed, before and after. */
function diffOf(before: AuditFields, after: AuditFields): { before: AuditFields; after: AuditFields } {
  const diff = { before: {} as AuditFields, after: {} as AuditFields };
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (before[key] === after[key]) continue;
    diff.before[key] = before[key] ?? null;
    diff.after[key] = after[key] ?? null;
  }
  return diff;
}

/** The name is required in the company's first language (the field to blame: `name.<language>`). */
async function checkName({ db }: Deps, actor: AdminActor, values: MenuItemValues): Promise<void> {
  const languages = await findCompanyLanguages(db, actor.companyId);
  if (!languages) throw new NotFoundError('company');
  const missing = missingMenuItemName(values.name, languages);
  if (missing) throw new InputError({ [`name.${missing}`]: 'validation.required' });
}

/** Every tile of the company, each with why employees do not see it (GET /api/menu reads the same rule). */
async function listWithVisibility(db: DbOrTx, companyId: number): Promise<AdminMenuItemList> {
  const [items, settings] = await readsTogether(db, [() => listCompanyMenuItems(db, companyId), () => findMenuVisibilitySettings(db, companyId)]);
  if (!settings) throw new NotFoundError('company');
  return { items: items.map((item) => ({ ...item, hiddenReason: menuItemHiddenReason(item.link, settings) })) };
}

/** GET /api/admin/company/menu-items. */
export function listMenuItemsOf({ db }: Deps, actor: AdminActor): Promise<AdminMenuItemList> {
  return listWithVisibility(db, actor.companyId);
}

/** POST /api/admin/company/menu-items: a tile after the last one. */
export async function createMenuItem(deps: Deps, actor: AdminActor, values: MenuItemValues): Promise<AdminMenuItem> {
  await checkName(deps, actor, values);
  return deps.db.transaction(async (tx) => {
    await lockCompanyMenuItems(tx, actor.companyId);
    if ((await countMenuItems(tx, actor.companyId)) >= MAX_MENU_ITEMS) throw new InputError({ _: 'validation.max' }, { _: { max: MAX_MENU_ITEMS } });
    const item = await insertMenuItem(tx, actor.companyId, values);
    await recordAudit(tx, {
      companyId: actor.companyId,
      actor,
      action: 'menuItem.created',
      table: 'menu_items',
      rowId: item.id,
      employeeId: null,
      before: {},
      after: { ...auditFieldsOf(item), position: item.position },
    });
    return item;
  });
}

/** PUT /api/admin/company/menu-items/{id}: the whole tile; one that changes nothing writes no entry. */
export async function changeMenuItem(deps: Deps, actor: AdminActor, id: number, values: MenuItemValues): Promise<AdminMenuItem> {
  return deps.db.transaction(async (tx) => {
    const before = await lockMenuItem(tx, actor.companyId, id);
    // The 404 first: another company's id is not found whatever the body says.
    if (!before) throw new NotFoundError('menuItem');
    await checkName({ db: tx }, actor, values);
    const diff = diffOf(auditFieldsOf(before), auditFieldsOf(values));
    if (Object.keys(diff.after).length === 0) return before;
    const after = await updateMenuItem(tx, actor.companyId, id, values);
    await recordAudit(tx, { companyId: actor.companyId, actor, action: 'menuItem.updated', table: 'menu_items', rowId: id, employeeId: null, ...diff });
    return after;
  });
}

/** DELETE /api/admin/company/menu-items/{id}. */
export function removeMenuItem({ db }: Deps, actor: AdminActor, id: number): Promise<void> {
  return db.transaction(async (tx) => {
    const item = await lockMenuItem(tx, actor.companyId, id);
    if (!item) throw new NotFoundError('menuItem');
    await deleteMenuItem(tx, actor.companyId, id);
    await recordAudit(tx, {
      companyId: actor.companyId,
      actor,
      action: 'menuItem.deleted',
      table: 'menu_items',
      rowId: id,
      employeeId: null,
      before: { ...auditFieldsOf(item), position: item.position },
      after: {},
    });
  });
}

/**
 * PUT /api/admin/company/menu-items/order: `ids` must be exactly the company's tiles, each once;
 * a missing, unknown or another company's id is a 400 on `ids` and changes nothing. The entry
 * names the company (the order is the whole menu's) with the ids before and after.
 */
export function reorderMenuItems({ db }: Deps, actor: AdminActor, ids: number[]): Promise<AdminMenuItemList> {
  return db.transaction(async (tx) => {
    const current = await lockCompanyMenuItems(tx, actor.companyId);
    const own = new Set(current.map((item) => item.id));
    if (ids.length !== own.size || ids.some((id) => !own.has(id))) throw new InputError({ ids: 'validation.invalid' });
    const before = current.map((item) => item.id).join(',');
    const after = ids.join(',');
    if (before !== after) {
      await setMenuOrder(tx, actor.companyId, ids);
      await recordAudit(tx, {
        companyId: actor.companyId,
        actor,
        action: 'menuItem.reordered',
        table: 'menu_items',
        rowId: ids[0]!,
        employeeId: null,
        before: { order: before },
        after: { order: after },
      });
    }
    return listWithVisibility(tx, actor.companyId);
  });
}
