// By path, not by package: the build's config loader (vite.config.ts, the locale-parts plugin) hands
// bare imports to Node, which does not read the domain's TypeScript.
import { errorCodes } from '../../../../../packages/domain/src/errors/error-codes.ts';

/**
 * Each locale ships in three parts (a light first page): `public`, the texts of the pages
 * a visitor sees before logging in (login, password reset, contract acceptance, the cookie
 * banner, the company's loading, maintenance and error pages); `admin`, the back office's, fetched
 * by /admin alone; and `app`, the rest, fetched once there is a session. The login page then
 * downloads about a third of a locale instead of all of it, and an employee never downloads the
 * back office's texts. `e2e/tests/public-texts.spec.ts` opens the public pages with the public part
 * alone and fails on any text they ask of the others.
 *
 * Whole sections, and from a section the public pages need only part of, those keys (the
 * acceptance page's categories, the platform's error codes): the rest of such a section is in
 * `app`, where i18next's `fallbackNS` finds it, so a logged-in page downloads no text twice.
 */
export const publicSections = ['auth', 'accept', 'common', 'company', 'cookies', 'legal', 'pages', 'renderError', 'session', 'states', 'validation'] as const;
/** The back office's sections: only /admin reads them (app/routes/admin-page.tsx). */
export const adminSections = [
  'admin',
  'audit',
  'platform',
  'employees',
  'employeeImport',
  'companySettings',
  'welcome',
  'adminNews',
  'adminLegalTexts',
  'adminContractsReview',
  'adminTaxYears',
] as const;
export const publicKeysOf: Readonly<Record<string, readonly string[]>> = {
  checkout: ['categories'],
  // The platform's codes, which the calls of the pages before login answer with; not the benefit
  // catalogue's and wizards' (half of the section), which only a session's calls can.
  errors: ['title', 'generic', ...Object.values(errorCodes)],
};

export const localeParts = ['public', 'app', 'admin'] as const;
export type LocalePart = (typeof localeParts)[number];

type Texts = Record<string, unknown>;

function withoutKeys(texts: Texts, keys: readonly string[]): Texts {
  return Object.fromEntries(Object.entries(texts).filter(([key]) => !keys.includes(key)));
}

/** The texts of one part of a locale. */
export function localePart(texts: Texts, part: LocalePart): Texts {
  const isPublicSection = (section: string) => (publicSections as readonly string[]).includes(section);
  const isAdminSection = (section: string) => (adminSections as readonly string[]).includes(section);
  const picked: Texts = {};
  for (const [section, value] of Object.entries(texts)) {
    const keys = publicKeysOf[section];
    if (part === 'admin' && isAdminSection(section)) picked[section] = value;
    else if (part === 'app' && !isPublicSection(section) && !isAdminSection(section)) picked[section] = keys ? withoutKeys(value as Texts, keys) : value;
    else if (part === 'public' && isPublicSection(section)) picked[section] = value;
    else if (part === 'public' && keys) picked[section] = Object.fromEntries(keys.map((key) => [key, (value as Texts)[key]]));
  }
  return picked;
}
