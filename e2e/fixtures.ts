import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import type { RequestOf } from '@flexplan/domain/api/wire';
import type { freshEmployeeRequestSchema } from '@flexplan/domain/api/fresh-employee-api';
import { CompanyApi, createEmployee, logIn, type Employee, type Session } from './company-api';
import { companyUrl } from './e2e-env';
import es from '../apps/web/src/locales/es.json' with { type: 'json' };
import en from '../apps/web/src/locales/en.json' with { type: 'json' };
import pt from '../apps/web/src/locales/pt.json' with { type: 'json' };
import ca from '../apps/web/src/locales/ca.json' with { type: 'json' };

export const locales = { es, en, pt, ca };
export const DEMO_PASSWORD = 'Flexible2026';
export const LAURA = 'laura.martin@acme.test';
export type { CompanyApi, Employee, Session };

/** Opens `path` on the person's company host already logged in (their token and cookie consent in storage). */
export async function openLoggedIn(page: Page, who: Session, path = '/'): Promise<void> {
  await page.addInitScript(
    ([t]) => {
      if (!window.sessionStorage.getItem('e2e.seeded')) {
        window.localStorage.setItem('flexplan.token', t!);
        window.localStorage.setItem('flexplan.cookieConsent', 'v3');
        window.sessionStorage.setItem('e2e.seeded', '1');
      }
    },
    [who.token],
  );
  await page.goto(companyUrl(who.company, path));
}

/** Accepts the cookie modal when it shows (a fresh browser context has no consent yet). */
export async function acceptCookies(page: Page): Promise<void> {
  await page.getByTestId('cookies-accept').click();
  await expect(page.getByTestId('cookies-accept')).toBeHidden();
}

/**
 * Serious and critical axe violations (WCAG 2.1 A and AA), as rule ids with where they were found.
 * Waits for finite animations first: mid-fade, text is translucent and axe would measure that.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  const first = await measureSerious(page);
  if (first.length === 0) return first;
  // A violation must hold at rest: measured again a moment later, a transient paint is gone and
  // a real violation is still there.
  await page.waitForTimeout(500);
  return measureSerious(page);
}

async function measureSerious(page: Page): Promise<string[]> {
  // Measured at rest: no animation running, and no toast, modal or drawer half faded in or out
  // (Mantine fades them with timers, between which no animation runs), or axe reads them blended.
  await page.waitForFunction(() => {
    const isSettled = document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity);
    const isOpaque = (element: Element | null): boolean => !element || (getComputedStyle(element).opacity === '1' && isOpaque(element.parentElement));
    const fading = '.mantine-Notification-root, .mantine-Modal-content, .mantine-Drawer-content';
    return isSettled && Array.from(document.querySelectorAll(fading)).every(isOpaque);
  });
  // The pointer rests off the page: a row it hovers is painted a shade darker than at rest.
  await page.mouse.move(0, 0);
  // While a modal is open the page behind it is inert, dimmed by the overlay: what the person
  // reads, and what is measured, is the modal (the page was measured before it opened). Axe read
  // the grey captions under the overlay as below AA about 1 run in 10.
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  const hasModal = (await page.locator('.mantine-Modal-content[role="dialog"]').count()) > 0;
  const result = await (hasModal ? builder.include('.mantine-Modal-content[role="dialog"]') : builder).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

export { linkIn, linksOf, waitForMail } from './mailbox';
export { readPdf, readPdfAttachment } from './pdf-reader';

interface Fixtures {
  /** A company's API with no session (the company lookup, an acceptance link). */
  companyApi: (company: string) => CompanyApi;
  /** Logs a demo user in through the API; a test that changes their data takes `employee` instead. */
  login: (company: string, email: string, password?: string) => Promise<Session>;
  /** The demo employee `employee` copies (`test.use({ employeeLike: … })`): laura without her history by default. */
  employeeLike: RequestOf<typeof freshEmployeeRequestSchema>;
  /** A new employee of this test's own, logged in through the API. */
  employee: Employee;
}

/**
 * The suite's fixtures (Playwright `test.extend`): scenarios that change data (a cart, contracts,
 * a profile, a language) do it on `employee`, made for them alone, so no spec depends on what
 * another left behind and the files run in parallel. Read-only scenarios may log in a demo user.
 */
export const test = base.extend<Fixtures>({
  companyApi: async ({ request }, use) => {
    await use((company) => new CompanyApi(request, company));
  },
  login: async ({ request }, use) => {
    await use((company, email, password = DEMO_PASSWORD) => logIn(request, company, email, password));
  },
  employeeLike: [{ like: LAURA }, { option: true }],
  employee: async ({ request, employeeLike }, use) => {
    await use(await createEmployee(request, employeeLike));
  },
});
export { expect };
