import type { APIRequestContext } from '@playwright/test';
import { acceptCookies, DEMO_PASSWORD, expect, LAURA, locales, openLoggedIn, readPdf, seriousViolations, test } from '../fixtures';
import { companyUrl, E2E_PORT } from '../e2e-env';
import { layoutProblems } from '../layout-problems';

const { es, ca } = locales;
const documents = ['notice', 'privacy', 'conditions', 'cookies'] as const;
const oneLine = (text: string) => text.replace(/\s+/g, ' ');

/** A static PDF as the server answers it (the same for every company; Node cannot resolve *.localhost). */
async function servedPdf(request: APIRequestContext, path: string) {
  const response = await request.get(`http://127.0.0.1:${E2E_PORT}${path}`);
  expect(response.headers()['content-type']).toBe('application/pdf');
  return readPdf(await response.body(), path);
}

// Real short legal texts in four languages, marked as the company's to replace.
test.describe('legal documents', () => {
  test('the login page links each legal PDF in the language shown, and each opens on its demo banner', async ({ page }) => {
    await page.goto(companyUrl('acme', '/login'));
    await expect(page.getByRole('link', { name: es.cookies.policyLink })).toHaveAttribute('href', '/api/legal-texts/cookies/es/pdf');
    await acceptCookies(page);
    for (const document of documents)
      await expect(page.getByRole('link', { name: es.legal[document] })).toHaveAttribute('href', `/api/legal-texts/${document}/es/pdf`);

    await page.getByTestId('language-select').locator('visible=true').selectOption('ca');
    for (const document of documents) {
      const link = page.getByRole('link', { name: ca.legal[document] });
      await expect(link).toHaveAttribute('href', `/api/legal-texts/${document}/ca/pdf`);
      const pdf = await servedPdf(page.request, (await link.getAttribute('href'))!);
      expect(oneLine(pdf.text)).toMatch(/^Text de demostració — \[Empresa\] l’ha de substituir pel seu propi\. /);
    }
  });

  test('a signed-in browser holds no cookie, and the cookie policy names everything it keeps', async ({ page, employee }) => {
    await page.goto(companyUrl('acme', '/login'));
    await acceptCookies(page);
    await page.getByTestId('language-select').locator('visible=true').selectOption('ca');
    await page.locator('input[name="email"]').fill(employee.email);
    await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: ca.auth.login.submit }).click();
    await expect(page.getByTestId('header-first-name')).toBeVisible();

    expect(await page.context().cookies()).toEqual([]);
    const kept = await page.evaluate(() => [...Object.keys(window.localStorage), ...Object.keys(window.sessionStorage)]);
    expect(kept).toEqual(expect.arrayContaining(['flexplan.token', 'flexplan.language', 'flexplan.cookieConsent']));
    const policy = await servedPdf(page.request, '/assets/legal/ca/cookies.pdf');
    for (const key of kept) expect(policy.text, `the cookie policy does not describe "${key}"`).toContain(`${key}:`);
  });

  for (const width of [375, 1280]) {
    test(`the privacy policy page shows the company's demo policy, readable at ${width} px`, async ({ page, login }) => {
      await page.setViewportSize({ width, height: 900 });
      await openLoggedIn(page, await login('acme', LAURA), '/privacy-policy');
      await expect(page.getByTestId('privacy-text')).toContainText('Texto de demostración — Acme Seguros debe sustituirlo por el suyo propio.');
      await expect(page.getByTestId('privacy-text')).toContainText('Responsable: Acme Seguros S.A.');
      await expect(page.getByRole('heading', { level: 3, name: '7. Tus derechos' })).toBeVisible();
      await expect(page.getByTestId('privacy-detail')).toContainText('Delegado de protección de datos (DPD): dpo@acme.test.');
      await expect(page.getByTestId('privacy-detail')).toContainText('Agencia Española de Protección de Datos');
      expect(await layoutProblems(page)).toEqual({ overflow: [], clipped: [] });
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
