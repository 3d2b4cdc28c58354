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

/**
 * `<link rel="modulepreload">` hints that start a page's first downloads with the HTML rather than
 * after the entry has run (issue 16): the locale part(s) of its language, which every page waits
 * for, and the page's own chunks, whose imports the browser then finds as it parses them. Only
 * those: the server speaks HTTP/1.1, so the browser opens six connections to it, and hinting a
 * page's whole import tree (some hundred small chunks on /home) kept them busy while the profile,
 * which the route guard waits for, queued behind (/home: LCP 4.9 → 5.6 s under Lighthouse). Vite's own
 * preloading finds these links and does not ask again.
 */
export function startPageHints(manifest: ViteManifest, path: string, language: Language): string {
  const startPage = findStartPage(path);
  // The locale first: nothing renders before it.
  const modules = [`src/locales/${language}.json?part=public`];
  if (startPage?.hasSession) modules.push(`src/locales/${language}.json?part=app`);
  modules.push(...(startPage?.modules ?? []));
  return modules
    .map((key) => manifest[key])
    .filter((chunk): chunk is ManifestChunk => chunk !== undefined && !chunk.isEntry)
    .map((chunk) => `<link rel="modulepreload" crossorigin href="/${chunk.file}">`)
    .join('\n    ');
}
