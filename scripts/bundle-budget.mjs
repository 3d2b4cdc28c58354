// `npm run budget`: what the browser downloads before each page can show, read from the build
// (apps/web/dist/.vite/manifest.json; `npm run build` first). Prints a table and exits 1 when a
// route is past its ceiling, so CI fails on a heavier first page.
//
// Two numbers per route. The targets (docs/decisions/321-bundle-budget-targets-and-a-ratchet.md): /login at most 160 kB gzip of JavaScript and
// CSS, any other route at most 250 kB. The ceiling is what the build weighs today, a little
// rounded up: a ratchet that lets no change make a page heavier while the targets are not all met
// (docs/decisions/321-bundle-budget-targets-and-a-ratchet.md). Lower a ceiling when a page gets
// lighter; once every target is met, the ceilings are the targets.
//
// A route's initial load is the entry (index.html) and its route chunks (the page, and the shell
// layout for pages inside it), each with every chunk it imports statically and their CSS, plus
// the locale fetched at start (the largest of them, whichever language the visitor reads): its
// public part on the pages before login, the public and app parts on the others, and on /admin the
// back office's part too (apps/web/src/shared/i18n/locale-parts.ts).
// What a page loads later by `import()` (a dialog, the cookie banner, a chart) is not in it.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distArgument = process.argv.indexOf('--dist');
const dist = distArgument > 0 ? path.resolve(process.argv[distArgument + 1]) : path.join(root, 'apps/web/dist');
const manifestPath = path.join(dist, '.vite/manifest.json');

const KB = 1000; // kB as Vite prints them
const loginTarget = 160 * KB;
const routeTarget = 250 * KB;

const shell = 'src/app/shell/shell-layout.tsx';
/**
 * Every route of apps/web/src/app/router.tsx, by its page module; `inShell` pages also load the
 * shell. `ceiling` in kB, the target 250 kB unless given.
 */
const routes = [
  // Within its target since 2026-11-28 (docs/decisions/368-small-page-set-chunks-merged-the-phones-menu-drawn.md): the entry every page shares (React
  // DOM, i18next, React Router, TanStack Query, Mantine's core) is some 140 kB of it.
  { path: '/login', page: 'src/app/routes/login-page.tsx', target: loginTarget, ceiling: 160, isPublic: true },
  // The next three 1 kB up: the tax years' form checks a year with the domain's schema, whose
  // tuple brings zod's tuple type into the chunk these pages share with it.
  { path: '/forgot-password', page: 'src/app/routes/forgot-password-page.tsx', ceiling: 184, isPublic: true },
  { path: '/reset-password', page: 'src/app/routes/reset-password-page.tsx', ceiling: 187, isPublic: true },
  { path: '/welcome', page: 'src/app/routes/welcome-page.tsx', ceiling: 187, isPublic: true },
  { path: '/contracts/accept', page: 'src/app/routes/contract-accept-page.tsx', ceiling: 165, isPublic: true },
  // Every page after login 14–18 kB more (gzip) since the build stopped rewriting Mantine's code
  // (docs/decisions/140-dependencies-as-published.md): Floating UI with the menu's ScrollArea, and
  // react-remove-scroll with the AppShell's header. Their ceilings raised to match; /documents,
  // /compensation and /cart 0.1 kB more again with the typed route table's client (decision 160).
  { path: '/', page: 'src/app/routes/main-menu-page.tsx', ceiling: 209 },
  // Every page after login 1–2 kB more (gzip) for the texts of one round of fixes in four languages
  // (the locale's app part: bag names and units, the tax rules' year, the cart's saving, audit
  // values, the questionnaire's tabs, the shell's skip link), their ceilings raised to match.
  { path: '/home', page: 'src/app/routes/home-page.tsx', inShell: true, ceiling: 243 },
  // The profile opens on its user tab: the employee and family tabs are chunks of their own, and
  // its forms fetch their zod schemas when first focused.
  { path: '/profile', page: 'src/app/routes/profile-page.tsx', inShell: true, ceiling: 248 },
  // The benefit cards (forms, number inputs, sliders) are a chunk of their own, preloaded with the
  // page's code after its API reads (start-page-hints.ts) and rendered once they have answered
  // (some 40 kB more): not counted here. The simple
  // categories price without the wizards' zod schemas.
  { path: '/products/:alias', page: 'src/app/routes/product-page.tsx', inShell: true, ceiling: 233 },
  { path: '/flexible', page: 'src/app/routes/flexible-page.tsx', inShell: true, ceiling: 234 },
  { path: '/other', page: 'src/app/routes/other-page.tsx', inShell: true, ceiling: 234 },
  { path: '/privacy-policy', page: 'src/app/routes/privacy-policy-page.tsx', inShell: true, ceiling: 227 },
  { path: '/documents', page: 'src/app/routes/documents-page.tsx', inShell: true, ceiling: 239 },
  { path: '/documents/user', page: 'src/app/routes/user-contracts-page.tsx', inShell: true, ceiling: 237 },
  { path: '/compensation', page: 'src/app/routes/compensation-page.tsx', inShell: true, ceiling: 231 },
  // The chart (recharts) is its own lazy chunk, loaded after the table: not counted here.
  { path: '/payslip', page: 'src/app/routes/payslip-page.tsx', inShell: true, ceiling: 235 },
  { path: '/best-plan', page: 'src/app/routes/best-plan-page.tsx', inShell: true, ceiling: 246 },
  // The back office's texts moved to a locale part of their own: every employee page
  // 2–4 kB lighter, its ceiling lowered; the public pages 1 kB more for the new error codes' texts.
  { path: '/cart', page: 'src/app/routes/cart-page.tsx', inShell: true, ceiling: 245 },
  // The administrator's page waits for the back office's texts too (the locale's admin part). The
  // platform operator's company switch and the confirmation dialog are chunks of their own. The
  // contracts' filters, totals and review texts: 3 kB up (the review panel, its upload and the bulk
  // approval are chunks of their own). The texts of the tabs that are chunks of their own (audit,
  // import, company, news, legal texts, tax years) come with the tab (the locale's adminTabs part).
  { path: '/admin', page: 'src/app/routes/admin-page.tsx', inShell: true, ceiling: 247, isAdmin: true },
];

if (!existsSync(manifestPath)) {
  console.error(`bundle budget: no ${path.relative(root, manifestPath)}; run \`npm run build\` first.`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

const gzipSizes = new Map();
function gzipSize(file) {
  if (!gzipSizes.has(file)) gzipSizes.set(file, gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length);
  return gzipSizes.get(file);
}

/** The files a chunk needs before it runs: itself, its static imports (recursively) and their CSS. */
function staticClosure(keys) {
  const seen = new Set();
  const files = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`bundle budget: ${key} is not in the build's manifest (renamed? update scripts/bundle-budget.mjs)`);
    seen.add(key);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return files;
}

const problems = [];

// A page added to the router without a line here would go unmeasured.
const knownPages = new Set([shell, ...routes.map((route) => route.page)]);
for (const [key, chunk] of Object.entries(manifest)) {
  if (chunk.isDynamicEntry && /^src\/app\/routes\/[^/]+-page\.tsx$/.test(key) && !knownPages.has(key)) {
    problems.push(`${key} is a route page the budget does not know: add it to scripts/bundle-budget.mjs`);
  }
}

/** The largest chunk of one part of the locales (`src/locales/ca.json?part=public`). */
function largestLocalePart(part) {
  const pattern = new RegExp(`^src/locales/[a-z]{2}\\.json\\?part=${part}$`);
  const chunks = Object.entries(manifest)
    .filter(([key]) => pattern.test(key))
    .map(([key, chunk]) => ({ key, file: chunk.file, size: gzipSize(chunk.file) }));
  const largest = chunks.sort((a, b) => b.size - a.size)[0];
  if (!largest) problems.push(`no ${part} locale chunk in the build: the locales should load on demand, in parts (apps/web/src/shared/i18n)`);
  return largest;
}
const publicLocale = largestLocalePart('public');
const appLocale = largestLocalePart('app');
const adminLocale = largestLocalePart('admin');

/** The parts of the locale a route waits for. */
function localesOf(route) {
  if (route.isPublic) return [publicLocale];
  return route.isAdmin ? [publicLocale, appLocale, adminLocale] : [publicLocale, appLocale];
}

const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
const rows = routes.map((route) => {
  const files = staticClosure([entry, route.page, ...(route.inShell ? [shell] : [])]);
  for (const locale of localesOf(route)) if (locale) files.add(locale.file);
  let js = 0;
  let css = 0;
  for (const file of files) {
    if (file.endsWith('.css')) css += gzipSize(file);
    else js += gzipSize(file);
  }
  const target = route.target ?? routeTarget;
  const ceiling = route.ceiling * KB;
  const total = js + css;
  return { route: route.path, js, css, total, target, ceiling, files: files.size, isWithinCeiling: total <= ceiling, meetsTarget: total <= target };
});

const kb = (bytes) => (bytes / KB).toFixed(1);
const table = [
  ['route', 'JS kB', 'CSS kB', 'total kB', 'target kB', 'ceiling kB', 'files', ''],
  ...rows.map((row) => [
    row.route,
    kb(row.js),
    kb(row.css),
    kb(row.total),
    kb(row.target),
    kb(row.ceiling),
    String(row.files),
    !row.isWithinCeiling ? 'OVER CEILING' : row.meetsTarget ? 'target met' : 'over target',
  ]),
];
const widths = table[0].map((_, column) => Math.max(...table.map((line) => line[column].length)));
for (const line of table) console.log(line.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  '));
console.log(
  `gzip level 9 of ${path.relative(root, dist) || dist}; each route counts the largest locale (${publicLocale ? path.basename(publicLocale.key) : 'none'}; the app part only after login, the admin part on /admin).`,
);

const missed = rows.filter((row) => !row.meetsTarget).length;
console.log(`targets: ${rows.length - missed} of ${rows.length} routes met.`);
for (const row of rows) if (!row.isWithinCeiling) problems.push(`${row.route}: ${kb(row.total)} kB is over its ceiling of ${kb(row.ceiling)} kB`);
if (problems.length > 0) {
  for (const problem of problems) console.error(`bundle budget: ${problem}`);
  process.exit(1);
}
