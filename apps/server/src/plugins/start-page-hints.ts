import type { Language } from '@flexplan/domain';

/** One chunk of `apps/web/dist/.vite/manifest.json`, keyed there by its source (`src/app/routes/home-page.tsx`). */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
export type ViteManifest = Record<string, ManifestChunk>;

const shell = 'src/app/shell/shell-layout.tsx';
const page = (name: string) => `src/app/routes/${name}-page.tsx`;

/**
 * The code a page opened at each path needs before it can paint, by manifest key: the web router's
 * routes (apps/web/src/app/router.tsx; start-page-hints.test.ts keeps the two in step). A page of
 * the shell needs the shell; a page behind a session also needs the locale's app part. The server
 * cannot see the session (the token is in localStorage), so it hints what a visitor opening that
 * path usually has: a session for the portal's pages, none for the login pages.
 */
export const startPages: readonly { matches: (path: string) => boolean; hasSession: boolean; modules: readonly string[] }[] = [
  // A first visit also opens the cookie modal over the login page, whose text is its largest paint.
  {
    matches: (path) => path === '/login',
    hasSession: false,
    modules: [page('login'), 'src/features/cookie-consent/components/cookie-consent-modal.tsx'],
  },
  { matches: (path) => path === '/forgot-password', hasSession: false, modules: [page('forgot-password')] },
  { matches: (path) => path === '/reset-password', hasSession: false, modules: [page('reset-password')] },
  { matches: (path) => path === '/welcome', hasSession: false, modules: [page('welcome')] },
  { matches: (path) => path === '/contracts/accept', hasSession: false, modules: [page('contract-accept')] },
  { matches: (path) => path === '/', hasSession: true, modules: [page('main-menu')] },
  ...(
    [
      ['/profile', 'profile'],
      ['/home', 'home'],
      ['/flexible', 'flexible'],
      ['/other', 'other'],
      ['/privacy-policy', 'privacy-policy'],
      ['/documents', 'documents'],
      ['/documents/user', 'user-contracts'],
      ['/compensation', 'compensation'],
      ['/payslip', 'payslip'],
      ['/best-plan', 'best-plan'],
      ['/cart', 'cart'],
      ['/admin', 'admin'],
    ] as const
  ).map(([path, name]) => ({ matches: (p: string) => p === path, hasSession: true, modules: [shell, page(name)] })),
  { matches: (path) => /^\/products\/[^/]+$/.test(path), hasSession: true, modules: [shell, page('product')] },
];

/** The start page of a path (a trailing slash ignored), or undefined for a path the app does not know. */
export function findStartPage(path: string) {
  const normalised = path.replace(/\/+$/, '') || '/';
  return startPages.find((candidate) => candidate.matches(normalised));
}

/** The manifest keys a chunk imports statically, itself included, recursively. */
function staticClosure(manifest: ViteManifest, keys: readonly string[], into = new Set<string>()): Set<string> {
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk || into.has(key)) continue;
    into.add(key);
    staticClosure(manifest, chunk.imports ?? [], into);
  }
  return into;
}

/**
 * `<link rel="modulepreload">` hints that start a page's first downloads with the HTML rather than
 * after the entry has run (issue 16): the locale part(s) of its language, which every page waits
 * for, and the page's own chunks. A logged-in page gets those only: the server speaks HTTP/1.1, so
 * the browser opens six connections to it, and hinting a page's whole import tree (some hundred
 * small chunks on /home) kept them busy while the profile, which the route guard waits for, queued
 * behind (/home: LCP 4.9 → 5.6 s under Lighthouse). A login page waits for no API call (the
 * company comes in the page), so it gets its whole import tree, stylesheets included: some fifty
 * small files that otherwise started only once the entry had run. Vite's own preloading finds
 * these links and does not ask again.
 */
export function startPageHints(manifest: ViteManifest, path: string, language: Language): string {
  const startPage = findStartPage(path);
  // The locale first: nothing renders before it.
  const localeModules = [`src/locales/${language}.json?part=public`];
  if (startPage?.hasSession) localeModules.push(`src/locales/${language}.json?part=app`);
  const pageModules = startPage?.modules ?? [];
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const inEntry = entryKey ? staticClosure(manifest, [entryKey]) : new Set<string>();
  const keys = startPage && !startPage.hasSession ? [...staticClosure(manifest, [...localeModules, ...pageModules])] : [...localeModules, ...pageModules];
  const chunks = keys
    .filter((key) => !inEntry.has(key))
    .map((key) => manifest[key])
    .filter((chunk): chunk is ManifestChunk => chunk !== undefined);
  const scripts = chunks.map((chunk) => `<link rel="modulepreload" crossorigin href="/${chunk.file}">`);
  // Vite adds each stylesheet with crossorigin when its chunk loads: the preload is fetched the same way.
  const stylesheets = startPage && !startPage.hasSession ? [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))] : [];
  return [...scripts, ...stylesheets.map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`)].join('\n    ');
}
