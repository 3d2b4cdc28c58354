import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, LAURA, linkIn, openLoggedIn, seriousViolations, test as base, waitForMail, type Employee, type Session } from '../fixtures';
import { logIn } from '../company-api';
import { ACCEPT_PATH, addToCart, planYear, purchase } from '../contracts-api';
import { companyUrl } from '../e2e-env';
import { layoutProblems } from '../layout-problems';

/**
 * A visual check: every page of the portal as laura, at a phone's and a desktop's
 * width, in Spanish and Catalan. A page fails when something sticks out of the viewport, when
 * text is cut off by its box (the rule for text meant to truncate is in ../layout-problems.ts),
 * or on a serious axe violation. laura's visits only read: her data is the seed's and stays so.
 * The pages that need data of their own — a reset link, an acceptance link, a cart at its
 * signing step — are seen on the test's own employee (fixtures.ts `employee`), a copy of laura.
 *
 * The screenshots are CI artefacts: test-results/visual/<lang>-<width>/<page>.png. Playwright
 * empties only its outputDir (test-results/<port>), never this folder.
 */

const widths = [375, 1280] as const;
type Width = (typeof widths)[number];
const languages = ['es', 'ca'] as const;
type Language = (typeof languages)[number] | 'pt';
const shotsDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'test-results', 'visual');

interface Visit {
  /** The screenshot's file name, and the test's. */
  name: string;
  path: string;
  /** Logged out: the login pages. */
  anonymous?: boolean;
  /** What shows the page has its content; a level-1 heading by default. */
  ready?: (page: Page) => Promise<void>;
  /** What to open on the page after it is ready (a dialog). */
  open?: (page: Page) => Promise<void>;
  /** The widths the page exists at, when not both. */
  widths?: readonly Width[];
}

/** A page that needs data of its own: made on the test's employee, then opened at `path`. */
interface OwnDataVisit extends Omit<Visit, 'path'> {
  /** Makes what the page needs (a token, a cart) and answers the path to open. */
  setUp: (employee: Employee) => Promise<string>;
}

/** acme's products (apps/server/src/db/seed/demo-catalogue.ts), each under /products/<alias>. */
const products = [
  'health-insurance',
  'food',
  'transport',
  'kindergarten',
  'formation',
  'renting',
  'life-insurance',
  'life-insurance-axa',
  'saving-plan',
  'gym',
  'lottery',
  'informative',
];

/**
 * The pages of the route table (packages/domain/src/routing/route-table.ts) and the router
 * (apps/web/src/app/router.tsx) a complete employee reaches, and the mobile menu open. Left out
 * here, seen below on data of their own: /reset-password and /contracts/accept (a token from an
 * e-mail) and the checkout's signing step (a cart); the legal notices are PDFs, not pages. Home
 * holds the news and the tax calculator's savings; each product page holds the side calculator.
 */
const visits: Visit[] = [
  { name: 'login', path: '/login', anonymous: true },
  { name: 'forgot-password', path: '/forgot-password', anonymous: true, ready: (page) => expect(page.locator('input[name="email"]')).toBeVisible() },
  { name: 'main-menu', path: '/', ready: (page) => expect(page.getByTestId('menu-tile').first()).toBeVisible() },
  { name: 'home', path: '/home' },
  { name: 'home-2026', path: '/home?year=2026' },
  { name: 'flexible', path: '/flexible' },
  { name: 'other', path: '/other' },
  ...products.map((alias) => ({ name: `product-${alias}`, path: `/products/${alias}` })),
  { name: 'cart', path: '/cart' },
  { name: 'documents', path: '/documents' },
  { name: 'my-contracts', path: '/documents/user', ready: (page) => expect(page.getByTestId('contract-detail-button').first()).toBeVisible() },
  {
    name: 'contract-detail',
    path: '/documents/user',
    ready: (page) => expect(page.getByTestId('contract-detail-button').first()).toBeVisible(),
    open: async (page) => {
      await page.getByTestId('contract-detail-button').first().click();
      await expect(page.getByTestId('contract-detail-table')).toBeVisible();
    },
  },
  { name: 'profile-user', path: '/profile', ready: (page) => expect(page.locator('input[name="password"]')).toBeVisible() },
  { name: 'profile-employee', path: '/profile?tab=employee' },
  { name: 'profile-family', path: '/profile?tab=family' },
  { name: 'compensation', path: '/compensation' },
  { name: 'privacy-policy', path: '/privacy-policy' },
  { name: 'admin-not-allowed', path: '/admin' },
  {
    // The drawer exists below 768 px only: at 1280 px the same menu is the sidebar, seen on every
    // page. Opened away from home, whose first-login tour would sit over the burger.
    name: 'mobile-menu-open',
    path: '/documents',
    widths: [375],
    open: async (page) => {
      await page.locator('button[aria-controls="shell-navbar"]').click();
      await expect(page.locator('#shell-navbar')).toBeInViewport({ ratio: 1 });
    },
  },
];

const JOAO = 'joao.silva@globex.test';
const GYM = 16; // Wellhub gimnasios: Top, needs no information (as in checkout-flow.spec.ts)

/** A gym in the cart for the plan year's last two months, never past their cut-off. */
async function gymInCart(employee: Employee): Promise<number> {
  const year = await planYear(employee);
  return (await addToCart(employee, { year, benefitId: GYM, items: [11, 12].map((month) => ({ familyId: null, month, price: 3990 })) })).id;
}

/** The link of the e-mail the action sends the employee, as the e-mail's reader follows it (its path). */
async function mailedPath(employee: Employee, fragment: string, action: () => Promise<void>): Promise<string> {
  const after = new Date();
  await action();
  const link = new URL(linkIn(await waitForMail({ to: employee.email, after, linkContains: fragment }), fragment));
  return link.pathname + link.search;
}

const ownDataVisits: OwnDataVisit[] = [
  {
    name: 'reset-password',
    anonymous: true,
    setUp: (employee) =>
      mailedPath(employee, '/reset-password?token=', async () => {
        expect((await employee.withoutSession().post('/auth/forgot-password', { email: employee.email })).status).toBeLessThan(300);
      }),
    ready: (page) => expect(page.locator('input[name="newPassword"]')).toBeVisible({ timeout: 20_000 }),
  },
  {
    // The link opens the review of what is accepted; accepting is a button the visit never presses.
    name: 'contract-accept',
    anonymous: true,
    setUp: async (employee) => {
      const id = await gymInCart(employee);
      return mailedPath(employee, ACCEPT_PATH, () => purchase(employee, [id]));
    },
    ready: (page) => expect(page.getByTestId('reviewed-contract').first()).toBeVisible({ timeout: 20_000 }),
  },
  {
    // The gym is a Top product: the next step asks for the agreement, then the signing step shows.
    name: 'checkout-sign',
    setUp: async (employee) => {
      await gymInCart(employee);
      return '/cart';
    },
    ready: (page) => expect(page.getByTestId('cart-next')).toBeVisible({ timeout: 20_000 }),
    open: async (page) => {
      await page.getByTestId('cart-next').click();
      await expect(page.getByTestId('next-dialog')).toHaveAttribute('data-kind', 'agreement');
      await page.getByTestId('next-agree').click();
      await expect(page.getByTestId('sign-terms')).toBeVisible();
      await expect(page.getByTestId('next-dialog')).toBeHidden();
    },
  },
];

/** laura logged in once per worker: every test only reads, so one session serves them all. */
const test = base.extend<object, { laura: Session }>({
  laura: [
    async ({ playwright }, use) => {
      const context = await playwright.request.newContext();
      await use(await logIn(context, 'acme', LAURA, DEMO_PASSWORD));
      await context.dispose();
    },
    { scope: 'worker' },
  ],
});

/** Waits until the page has its content: no loader or visible skeleton left. */
async function waitForContent(page: Page, visit: Visit): Promise<void> {
  // A lazy page's first load is slow on a busy machine (two cores for the CI and the helpers).
  await (visit.ready ?? ((p: Page) => expect(p.locator('h1').first()).toBeVisible({ timeout: 20_000 })))(page);
  await expect(page.locator('.mantine-Loader-root, .mantine-Skeleton-root[data-visible], [aria-busy="true"]')).toHaveCount(0);
}

/**
 * Opens the visit at each of its widths, screenshots it and answers what a person could not read:
 * overflow, clipped text, serious axe violations.
 */
async function problemsOf(page: Page, visit: Visit, language: Language, who: Session): Promise<string[]> {
  await page.addInitScript(
    ([lang, anonymous]) => {
      window.localStorage.setItem('flexplan.language', lang!);
      if (anonymous) window.localStorage.setItem('flexplan.cookieConsent', 'v3');
    },
    [language, visit.anonymous ? 'yes' : ''],
  );
  const problems: string[] = [];
  for (const width of visit.widths ?? widths) {
    await page.setViewportSize({ width, height: 900 });
    if (visit.anonymous) await page.goto(companyUrl(who.company, visit.path));
    else await openLoggedIn(page, who, visit.path);
    await waitForContent(page, visit);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await visit.open?.(page);
    const axe = await seriousViolations(page); // also waits for the page to be at rest
    const { overflow, clipped } = await layoutProblems(page);
    const dir = join(shotsDir, `${language}-${width}`);
    mkdirSync(dir, { recursive: true });
    await page.screenshot({ path: join(dir, `${visit.name}.png`), fullPage: !visit.open });
    problems.push(
      ...axe.map((v) => `${width}px axe ${v}`),
      ...overflow.map((o) => `${width}px overflow ${o}`),
      ...clipped.map((c) => `${width}px clipped ${c}`),
    );
  }
  return problems;
}

for (const language of languages) {
  test.describe(`visual check in ${language}`, () => {
    test.use({ locale: `${language}-ES` });

    for (const visit of visits) {
      test(`${visit.name} (${language})`, async ({ page, laura }) => {
        expect(await problemsOf(page, visit, language, laura)).toEqual([]);
      });
    }

    for (const visit of ownDataVisits) {
      test(`${visit.name} (${language})`, async ({ page, employee }) => {
        const path = await visit.setUp(employee);
        expect(await problemsOf(page, { ...visit, path }, language, employee)).toEqual([]);
      });
    }
  });
}

/** globex's products (apps/server/src/db/seed/demo-catalogue.ts), the ones joao has. */
const globexProducts = ['health-insurance', 'food', 'transport', 'saving-plan'];

/**
 * What a Portuguese reader would not recognise as money in the page's text: Brazil's euro before
 * the amount ("€ 36.000,00"), thousands grouped with a dot, or 4-digit amounts ungrouped
 * ("3000,00 €"). Portugal writes "36 000,00 €" (docs/decisions/060-portuguese-is-portugal-s.md).
 */
async function nonPortugueseAmounts(page: Page): Promise<string[]> {
  const text = (await page.locator('body').innerText()).replace(/[\u00a0\u202f]/g, ' ');
  const wrong = [...text.matchAll(/€ ?-?\d[\d., ]*|\d{1,3}\.\d{3}(?:[.,]\d+)* ?€|(?<![\d ])\d{4,},\d{2} ?€/g)].map((m) => m[0].trim());
  const portuguese = text.match(/\d{1,3}(?: \d{3})*,\d{2} €/g) ?? [];
  return portuguese.length === 0 ? ['no amount written as Portugal writes it', ...wrong] : wrong;
}

/**
 * globex in Portuguese on a phone: joao's product pages write money as Portugal does and fit
 * 375 px (the salary table fits or scrolls inside its own box).
 */
test.describe('visual check in pt (globex, 375 px)', () => {
  test.use({ locale: 'pt-PT' });

  for (const alias of globexProducts) {
    test(`product-${alias} (pt)`, async ({ page, playwright }) => {
      const context = await playwright.request.newContext();
      const joao = await logIn(context, 'globex', JOAO, DEMO_PASSWORD);
      const problems = await problemsOf(page, { name: `globex-product-${alias}`, path: `/products/${alias}`, widths: [375] }, 'pt', joao);
      await context.dispose();
      expect(await nonPortugueseAmounts(page)).toEqual([]);
      expect(problems).toEqual([]);
    });
  }
});
