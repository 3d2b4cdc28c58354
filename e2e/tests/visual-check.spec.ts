import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, LAURA, openLoggedIn, seriousViolations, test as base, type Session } from '../fixtures';
import { logIn } from '../company-api';
import { companyUrl } from '../e2e-env';
import { layoutProblems } from '../layout-problems';

/**
 * Issue 15, "A visual check": every page of the portal as laura, at a phone's and a desktop's
 * width, in Spanish and Catalan. A page fails when something sticks out of the viewport, when
 * text is cut off by its box (the rule for text meant to truncate is in ../layout-problems.ts),
 * or on a serious axe violation. Read-only: laura's data is the seed's and stays so (no cart
 * change, no save, no signature), so the cart is seen at its first step only.
 *
 * The screenshots are CI artefacts: test-results/visual/<lang>-<width>/<page>.png. Playwright
 * empties only its outputDir (test-results/<port>), never this folder.
 */

const widths = [375, 1280] as const;
const languages = ['es', 'ca'] as const;
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
 * (apps/web/src/app/router.tsx) a complete employee reaches. Left out: /reset-password and
 * /contracts/accept need a token from an e-mail; the legal notices are PDFs, not pages; the
 * checkout's signing step needs a cart change. Home holds the news and the tax calculator's
 * savings; each product page holds the side calculator.
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

for (const language of languages) {
  test.describe(`visual check in ${language}`, () => {
    test.use({ locale: `${language}-ES` });

    for (const visit of visits) {
      test(`${visit.name} (${language})`, async ({ page, laura }) => {
        await page.addInitScript(
          ([lang, anonymous]) => {
            window.localStorage.setItem('flexplan.language', lang!);
            if (anonymous) window.localStorage.setItem('flexplan.cookieConsent', 'v3');
          },
          [language, visit.anonymous ? 'yes' : ''],
        );
        const problems: string[] = [];
        for (const width of widths) {
          await page.setViewportSize({ width, height: 900 });
          if (visit.anonymous) await page.goto(companyUrl('acme', visit.path));
          else await openLoggedIn(page, laura, visit.path);
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
        expect(problems).toEqual([]);
      });
    }
  });
}
