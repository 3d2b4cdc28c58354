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
  // The catalogue's cards come in a chunk of their own (product-catalogue.tsx), which the page's
  // largest paint waits for: started with the page's code rather than once the page has rendered.
  {
    matches: (path) => /^\/products\/[^/]+$/.test(path),
    hasSession: true,
    modules: [shell, page('product'), 'src/features/benefits/components/benefit-card.tsx'],
  },
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

/** The files a page opened at a path should start downloading with the HTML, as root-relative URLs. */
export interface StartPageFiles {
  modules: string[];
  styles: string[];
}

/**
 * What a page opened at `path` downloads before it can paint, to start with the HTML rather than
 * once the entry has run: the locale part(s) of its language, which every page waits
 * for, and the page's whole static import tree with its stylesheets (the entry's own are in the
 * page already). Vite's own preloading finds these links and does not ask again. The server speaks
 * HTTP/1.1, so the browser opens six connections to it: a logged-in page's links are added by the
 * early-requests script after its API reads (index-page.ts), or the profile, which the route guard
 * waits for, would queue behind some forty files (Lighthouse /home: LCP 4.9 → 5.6 s).
 */
export function startPageFiles(manifest: ViteManifest, path: string, language: Language): StartPageFiles {
  const startPage = findStartPage(path);
  // The locale first: nothing renders before it.
  const localeModules = [`src/locales/${language}.json?part=public`];
  if (startPage?.hasSession) localeModules.push(`src/locales/${language}.json?part=app`);
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const inEntry = entryKey ? staticClosure(manifest, [entryKey]) : new Set<string>();
  const keys = startPage ? [...staticClosure(manifest, [...localeModules, ...startPage.modules])] : localeModules;
  const chunks = keys
    .filter((key) => !inEntry.has(key))
    .map((key) => manifest[key])
    .filter((chunk): chunk is ManifestChunk => chunk !== undefined);
  return {
    modules: chunks.map((chunk) => `/${chunk.file}`),
    styles: [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))].map((file) => `/${file}`),
  };
}

/** The files as `<link>` hints. Vite adds each stylesheet with crossorigin when its chunk loads: the preload is fetched the same way. */
export function startPageLinks({ modules, styles }: StartPageFiles): string[] {
  return [
    ...modules.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
    ...styles.map((href) => `<link rel="preload" as="style" crossorigin href="${href}">`),
  ];
}
