import { constants, publicEncrypt } from 'node:crypto';
import http from 'node:http';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { E2E_PORT, companyUrl } from './e2e-env';
import es from '../apps/web/src/locales/es.json' with { type: 'json' };
import en from '../apps/web/src/locales/en.json' with { type: 'json' };
import pt from '../apps/web/src/locales/pt.json' with { type: 'json' };
import ca from '../apps/web/src/locales/ca.json' with { type: 'json' };

export const locales = { es, en, pt, ca };
export const DEMO_PASSWORD = 'Flexible2026';

interface ApiAnswer {
  status: number;
  body: unknown;
}

/**
 * A call to the server as `company` (Node cannot resolve *.localhost, so it goes to 127.0.0.1
 * with the company's Host header).
 */
export function api(company: string, method: string, path: string, body?: object, token?: string): Promise<ApiAnswer> {
  const payload = body ? JSON.stringify(body) : undefined;
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: E2E_PORT,
        method,
        path: `/api${path}`,
        headers: {
          host: `${company}.localhost:${E2E_PORT}`,
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk) => {
          text += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : null }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** A password as the browser sends it: RSA-OAEP (SHA-256) under the server's key, base64 (login, the current password). */
export async function encryptedPassword(company: string, password: string): Promise<string> {
  const key = await api(company, 'GET', '/auth/public-key');
  const { publicKeyPem } = key.body as { publicKeyPem: string };
  return publicEncrypt({ key: publicKeyPem, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(password)).toString('base64');
}

/** Logs in through the API, as the browser would (RSA-OAEP encrypted password). */
export async function apiLogin(company: string, email: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await api(company, 'POST', '/auth/login', { email, password: await encryptedPassword(company, password), cookiesAccepted: 'v3' });
  if (res.status !== 200) throw new Error(`login of ${email} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return (res.body as { token: string }).token;
}

/**
 * Puts a demo user's language back: choosing one in the portal keeps it on the profile, and the
 * e-mails and contract PDFs later scenarios read come in it.
 */
export async function restoreLanguage(company: string, email: string, language = 'es'): Promise<void> {
  const res = await api(company, 'POST', '/profile', { language }, await apiLogin(company, email));
  if (res.status !== 200) throw new Error(`the language of ${email} was not restored: ${res.status}`);
}

/** Opens `path` on the company's host already logged in (token and cookie consent in storage). */
export async function openLoggedIn(page: Page, company: string, email: string, path = '/', password = DEMO_PASSWORD): Promise<string> {
  const token = await apiLogin(company, email, password);
  await page.addInitScript(
    ([t]) => {
      if (!window.sessionStorage.getItem('e2e.seeded')) {
        window.localStorage.setItem('flexplan.token', t!);
        window.localStorage.setItem('flexplan.cookieConsent', 'v3');
        window.sessionStorage.setItem('e2e.seeded', '1');
      }
    },
    [token],
  );
  await page.goto(companyUrl(company, path));
  return token;
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

export const test = base;
export { expect };
