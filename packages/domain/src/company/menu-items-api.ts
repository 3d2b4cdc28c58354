import { z } from 'zod';
import { supportedLanguages, type Language } from '../i18n/languages';
import { idParamSchema, idSchema } from '../validation/id-schema';
import { validationMessages as v } from '../validation/messages';
import { menuItemHiddenReasons } from './menu-item-visibility';

/**
 * The company's main-menu tiles as its administrator manages them (Company
 * section): `GET`, `POST`, `PUT /{id}`, `DELETE /{id}` and `PUT /order` under
 * /api/admin/company/menu-items. Employees read them through GET /api/menu (menu-api.ts).
 */

/** The icons the web app draws (docs/product/employee-portal.md §2 Main menu): a tile names one of these. */
export const menuIcons = ['info', 'documents', 'remuneration', 'other', 'compensation', 'exemption'] as const;
export type MenuIcon = (typeof menuIcons)[number];

export const MAX_MENU_ITEM_NAME_LENGTH = 60;
export const MAX_MENU_ITEM_LINK_LENGTH = 500;
/** A main menu is a page of tiles, not a site map. */
export const MAX_MENU_ITEMS = 50;

// A host of letters, digits, dots and hyphens (no user@, which could pass for another host), an
// optional port, then a path, query or fragment. Written out: the domain has no URL class.
const label = '[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?';
const httpsAddress = new RegExp(`^https://${label}(?:\\.${label})*(?::\\d{1,5})?(?:[/?#].*)?$`);

/**
 * A tile's link: a path of the portal ("/documents"), or an https:// address that opens in a new
 * tab. Refused: "//host" and "/\host" (a browser reads both as another host), any other scheme
 * (javascript:, data:, http:), spaces and backslashes anywhere.
 */
export function isMenuLink(link: string): boolean {
  if (/[\s\\]/.test(link)) return false;
  if (link.startsWith('/')) return !link.startsWith('//');
  return httpsAddress.test(link);
}

const nameText = () => z.string({ message: v.invalid }).trim().max(MAX_MENU_ITEM_NAME_LENGTH, { message: v.tooLong }).optional();

/** A tile's name per language; a blank one is "no name in that language", dropped. */
export const menuItemNameSchema = z
  .object({ es: nameText(), ca: nameText(), en: nameText(), pt: nameText() })
  .strict()
  .transform((names) => Object.fromEntries(Object.entries(names).filter(([, value]) => value)) as Partial<Record<Language, string>>);

/** `POST` and `PUT /{id}`: the whole tile. Which names are required depends on the company (`missingMenuItemName`). */
export const menuItemInputSchema = z
  .object({
    icon: z.enum(menuIcons, { message: v.invalid }),
    link: z
      .string({ message: v.required })
      .trim()
      .min(1, { message: v.required })
      .max(MAX_MENU_ITEM_LINK_LENGTH, { message: v.tooLong })
      .refine(isMenuLink, { message: v.invalid })
      .describe('A path of the portal starting with "/" (not "//"), or an https:// address.'),
    name: menuItemNameSchema.describe('The name in each of the company’s languages; the first language’s is required. At most 60 characters each.'),
  })
  .strict()
  .meta({ id: 'MenuItemBody' });
export type MenuItemInput = z.input<typeof menuItemInputSchema>;
export type MenuItemValues = z.output<typeof menuItemInputSchema>;

/** The company's first language when the tile has no name in it (the field to blame, `name.<language>`), else null. */
export function missingMenuItemName(name: Partial<Record<Language, string>>, companyLanguages: readonly string[]): Language | null {
  const first = companyLanguages.find((language): language is Language => (supportedLanguages as readonly string[]).includes(language)) ?? 'es';
  return name[first]?.trim() ? null : first;
}

/** `PUT /order`: exactly the company's tile ids, each once, in their new order. */
export const menuItemsOrderSchema = z
  .object({
    ids: z
      .array(idSchema, { message: v.required })
      .min(1, { message: v.required })
      .max(MAX_MENU_ITEMS, { message: v.max })
      .refine((ids) => new Set(ids).size === ids.length, { message: v.duplicate }),
  })
  .strict()
  .meta({ id: 'MenuItemsOrder' });
export type MenuItemsOrder = z.output<typeof menuItemsOrderSchema>;

/** One tile as the administrator sees it, in the company's order. */
export const adminMenuItemSchema = z
  .object({
    id: z.number().int(),
    icon: z.string().describe('One of menuIcons; a name stored before the list was fixed shows a generic icon.'),
    link: z.string(),
    position: z.number().int(),
    name: z.record(z.string(), z.string()),
  })
  .meta({ id: 'AdminMenuItem' });
export type AdminMenuItem = z.output<typeof adminMenuItemSchema>;

/** A tile of the list, with whether employees see it (menu-item-visibility.ts): the admin sees every tile, employees not always. */
export const adminMenuListItemSchema = adminMenuItemSchema
  .extend({
    hiddenReason: z
      .enum(menuItemHiddenReasons)
      .nullable()
      .describe('Why GET /api/menu leaves the tile out for employees (compensationHidden: the company hides compensation), or null when they see it.'),
  })
  .meta({ id: 'AdminMenuListItem' });
export type AdminMenuListItem = z.output<typeof adminMenuListItemSchema>;

export const adminMenuItemListSchema = z.object({ items: z.array(adminMenuListItemSchema) }).meta({ id: 'AdminMenuItemList' });
export type AdminMenuItemList = z.output<typeof adminMenuItemListSchema>;

export const menuItemIdParamsSchema = z.object({ id: idParamSchema });

/** A new company's tiles, in the demo menu's shape: what every company has, until its administrator changes them. */
export const defaultMenuItems: { icon: MenuIcon; link: string; name: Record<Language, string> }[] = [
  { icon: 'info', link: '/home', name: { es: 'Mi plan', ca: 'El meu pla', en: 'My plan', pt: 'O meu plano' } },
  { icon: 'documents', link: '/documents', name: { es: 'Documentos', ca: 'Documents', en: 'Documents', pt: 'Documentos' } },
  {
    icon: 'compensation',
    link: '/compensation',
    name: { es: 'Compensación total', ca: 'Compensació total', en: 'Total compensation', pt: 'Compensação total' },
  },
];
