import { menuItemInputSchema, missingMenuItemName, type MenuItemInput } from '@flexplan/domain/company/menu-items-api';

/** A `validation.*` key per field: `icon`, `link`, `name.<language>`, or `name` for the names as a whole; the server's 400 uses the same paths. */
export type MenuItemErrors = Record<string, string>;

/** The domain schema's verdict, and the company's first language's name that is required (as the server checks it). */
export function validateMenuItem(item: MenuItemInput, languages: readonly string[]): MenuItemErrors {
  const errors: MenuItemErrors = {};
  const result = menuItemInputSchema.safeParse(item);
  if (!result.success) for (const issue of result.error.issues) errors[issue.path.join('.') || '_'] ??= issue.message;
  const missing = missingMenuItemName(result.success ? result.data.name : (item.name ?? {}), languages);
  if (missing) errors[`name.${missing}`] ??= 'validation.required';
  return errors;
}
