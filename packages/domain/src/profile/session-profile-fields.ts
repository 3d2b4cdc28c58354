// What the session needs of the profile, apart from the profile's schemas: the route guard reads
// it on every page (routing/session-state.ts), so it must not bring zod into the first download
// of the web app.

/** The tabs of /profile (docs/product/employee-portal.md §2 Profile): user information is the default. */
export const profileTabs = ['user', 'employee', 'family'] as const;
export type ProfileTab = (typeof profileTabs)[number];

/** What the session needs before the portal opens (docs/product/employee-portal.md §2), and the tab that asks for each. */
export const sessionProfileFields = { email: 'user', phone: 'employee' } as const satisfies Record<string, ProfileTab>;
export type SessionProfileField = keyof typeof sessionProfileFields;

/** Nothing on file: null, undefined or blank text. */
export const isEmptyValue = (value: unknown) => value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/** The e-mail and the phone, each when it is missing: what the incomplete-profile warning asks for. */
export function missingProfileFields(user: { email?: string | null; phone?: string | null }): SessionProfileField[] {
  return (['email', 'phone'] as const).filter((field) => isEmptyValue(user[field]));
}

/** The query parameter of /profile naming the field its tab focuses when it opens (the warning's link). */
export const profileFieldParam = 'field';

/** Where the warning sends the person: the tab of the first missing field, which focuses that field. */
export function profileLinkFor(missing: readonly SessionProfileField[]): string {
  const field = missing[0];
  if (!field) return '/profile';
  const tab = sessionProfileFields[field];
  return tab === 'user' ? `/profile?${profileFieldParam}=${field}` : `/profile?tab=${tab}&${profileFieldParam}=${field}`;
}
