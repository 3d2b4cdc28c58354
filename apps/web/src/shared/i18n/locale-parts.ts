// By path, not by package: the build's config loader (vite.config.ts, the locale-parts plugin) hands
// bare imports to Node, which does not read the domain's TypeScript.
import { errorCodes } from '../../../../../packages/domain/src/errors/error-codes.ts';

/**
 * Each locale ships in four parts (a light first page): `public`, the texts of the pages
 * a visitor sees before logging in (login, password reset, contract acceptance, the cookie
 * banner, the company's loading, maintenance and error pages); `admin`, the back office's, fetched
 * by /admin alone; `adminTabs`, those of the back office's tabs that are chunks of their own,
 * fetched with the tab; and `app`, the rest, fetched once there is a session. The login page then
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
export const adminSections = ['admin', 'platform', 'employees', 'welcome', 'adminContractsReview'] as const;
/**
 * The sections of the back office's tabs that are chunks of their own: fetched with the tab
 * (`useAdminTabTexts`), not with /admin, which keeps the page's first download within its budget
 * as the back office grows; from each, the keys /admin itself shows (the tab's name, its loading
 * label) are in `admin`.
 */
export const adminTabSections = ['audit', 'employeeImport', 'companySettings', 'adminNews', 'adminLegalTexts', 'adminTaxYears'] as const;
export const adminKeysOf: Readonly<Record<(typeof adminTabSections)[number], readonly string[]>> = {
  audit: ['loading'],
  employeeImport: ['loading'],
  companySettings: ['loading'],
  adminNews: ['section', 'loading'],
  adminLegalTexts: ['tab', 'loading'],
  adminTaxYears: ['tab', 'loading'],
};
export const publicKeysOf: Readonly<Record<string, readonly string[]>> = {
  checkout: ['categories'],
  // The platform's codes, which the calls of the pages before login answer with; not the benefit
  // catalogue's and wizards' (half of the section), which only a session's calls can.
  errors: ['title', 'generic', ...Object.values(errorCodes)],
};

export const localeParts = ['public', 'app', 'admin', 'adminTabs'] as const;
export type LocalePart = (typeof localeParts)[number];

type Texts = Record<string, unknown>;

function withoutKeys(texts: Texts, keys: readonly string[]): Texts {
  return Object.fromEntries(Object.entries(texts).filter(([key]) => !keys.includes(key)));
}

function onlyKeys(texts: Texts, keys: readonly string[]): Texts {
  return Object.fromEntries(keys.map((key) => [key, texts[key]]));
}

/** The texts of one part of a locale. */
export function localePart(texts: Texts, part: LocalePart): Texts {
  const picked: Texts = {};
  for (const [section, value] of Object.entries(texts)) {
    const split = splitSection(section, value as Texts);
    for (const [sectionPart, sectionTexts] of split) if (sectionPart === part) picked[section] = sectionTexts;
  }
  return picked;
}

/** Where one section's texts go: its part, and for a few sections some keys in another. */
function splitSection(section: string, texts: Texts): [LocalePart, Texts][] {
  const isIn = (sections: readonly string[]) => sections.includes(section);
  if (isIn(publicSections)) return [['public', texts]];
  if (isIn(adminSections)) return [['admin', texts]];
  const adminKeys = adminKeysOf[section as keyof typeof adminKeysOf];
  if (adminKeys)
    return [
      ['admin', onlyKeys(texts, adminKeys)],
      ['adminTabs', withoutKeys(texts, adminKeys)],
    ];
  const publicKeys = publicKeysOf[section];
  if (publicKeys)
    return [
      ['public', onlyKeys(texts, publicKeys)],
      ['app', withoutKeys(texts, publicKeys)],
    ];
  return [['app', texts]];
}
