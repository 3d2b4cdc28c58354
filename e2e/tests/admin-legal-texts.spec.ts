import type { Page } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { FreshCompany } from '@flexplan/domain/api/fresh-company-api';
import { CompanyApi } from '../company-api';
import { companyUrl } from '../e2e-env';
import { expect, LAURA, locales, openLoggedIn, readPdf, seriousViolations, test } from '../fixtures';

const { es, ca } = locales;
const SHOTS = 'test-results/admin-legal-texts';
const privacyCa = [
  'Política de privadesa pròpia',
  '',
  'Qui tracta les teves dades',
  'L’empresa tracta les teves dades només per gestionar el teu pla de retribució flexible.',
  '',
  'Els teus drets',
  'Pots demanar l’accés, la rectificació o la supressió de les teves dades a privadesa@exemple.test.',
].join('\n');

/** A one-page PDF, as the server checks uploads by their content. */
async function ownPdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.addPage().drawText('Cookie policy of the company', { x: 50, y: 700, font: await pdf.embedFont(StandardFonts.Helvetica) });
  return Buffer.from(await pdf.save());
}

/** A file of the page's own origin, fetched by the page (Node cannot resolve *.localhost). */
async function fetchedByPage(page: Page, path: string): Promise<Buffer> {
  const bytes = await page.evaluate(async (url) => Array.from(new Uint8Array(await (await fetch(url)).arrayBuffer())), path);
  return Buffer.from(bytes);
}

test.describe("a company's own legal texts", () => {
  // A company of this scenario's own: acme's legal texts are what other scenarios check.
  let fresh: FreshCompany;
  test.beforeEach(async ({ request }) => {
    const created = await new CompanyApi(request, 'acme').post<FreshCompany>('/e2e/companies', {});
    expect(created.status).toBe(201);
    fresh = created.body;
  });

  test('the administrator writes the privacy policy in Catalan; an employee reading in Catalan sees it, another company the generic text', async ({
    page,
    browser,
    login,
  }) => {
    await openLoggedIn(page, await login(fresh.company, fresh.adminEmail), '/admin?section=legal');
    await expect(page.getByTestId('legal-texts')).toBeVisible();
    await page.getByTestId('legal-text-privacy-tab-ca').click();
    const editor = page.getByTestId('legal-text-privacy-ca');
    await expect(editor.getByTestId('legal-text-privacy-ca-source')).toHaveText(es.adminLegalTexts.source.generic);
    await editor.getByLabel(es.adminLegalTexts.body).fill(privacyCa);
    // The preview reads it as the portal will: its headings as headings.
    await expect(editor.getByTestId('legal-text-privacy-ca-preview').getByRole('heading', { name: 'Els teus drets' })).toBeVisible();
    await editor.getByTestId('legal-text-privacy-ca-save').click();
    await expect(page.getByText(es.adminLegalTexts.saved).first()).toBeVisible();
    await expect(editor.getByTestId('legal-text-privacy-ca-source')).toHaveText(es.adminLegalTexts.source.text);
    // The cookie policy in Spanish, uploaded as a PDF instead.
    const cookies = page.getByTestId('legal-text-cookies-es');
    await cookies.locator('input[type="file"]').setInputFiles({ name: 'cookies.pdf', mimeType: 'application/pdf', buffer: await ownPdf() });
    await expect(page.getByText(es.adminLegalTexts.uploaded).first()).toBeVisible();
    await expect(cookies.getByTestId('legal-text-cookies-es-source')).toHaveText(es.adminLegalTexts.source.pdf);
    await expect(cookies).toContainText('cookies.pdf');
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      await expect(page.getByTestId('legal-text-privacy-ca')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/admin-${width}.png`, fullPage: true });
    }

    // The employee, in a browser of their own, reads the portal in Catalan.
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const employeePage = await context.newPage();
    await openLoggedIn(employeePage, await login(fresh.company, fresh.employeeEmail), '/privacy-policy');
    await expect(employeePage.getByTestId('privacy-text')).toBeVisible();
    await employeePage.getByTestId('language-select').locator('visible=true').selectOption('ca');
    const own = employeePage.getByTestId('own-legal-text');
    await expect(own).toContainText('L’empresa tracta les teves dades només per gestionar el teu pla de retribució flexible.');
    await expect(own.getByRole('heading', { name: 'Els teus drets' })).toBeVisible();
    await expect(employeePage.getByRole('heading', { level: 1, name: ca.plan.privacy.title })).toBeVisible();
    // The shell's privacy link opens the company's own PDF, in Catalan.
    const link = employeePage.getByRole('link', { name: ca.legal.privacy }).first();
    await expect(link).toHaveAttribute('href', '/api/legal-texts/privacy/ca/pdf');
    const pdf = await readPdf(await fetchedByPage(employeePage, '/api/legal-texts/privacy/ca/pdf'), 'privacy.pdf');
    expect(pdf.text.replace(/\s+/g, ' ')).toContain('Pots demanar l’accés, la rectificació o la supressió de les teves dades');
    expect(pdf.text).not.toContain('Text de demostració');
    for (const width of [375, 1280]) {
      await employeePage.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      await expect(own).toBeVisible();
      expect(await seriousViolations(employeePage)).toEqual([]);
      await employeePage.screenshot({ path: `${SHOTS}/portal-${width}.png`, fullPage: true });
    }
    // In Spanish, which has no own text, the company's privacy texts as before.
    await employeePage.getByTestId('language-select').locator('visible=true').selectOption('es');
    await expect(employeePage.getByTestId('privacy-text')).toBeVisible();
    await expect(employeePage.getByRole('link', { name: es.legal.privacy }).first()).toHaveAttribute('href', '/api/legal-texts/privacy/es/pdf');
    await context.close();

    // Another company, read in Catalan: the generic text and links, as before.
    const other = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const otherPage = await other.newPage();
    await otherPage.goto(companyUrl('acme', '/login'));
    await otherPage.getByTestId('cookies-accept').click();
    await otherPage.getByTestId('language-select').locator('visible=true').selectOption('ca');
    await expect(otherPage.getByRole('link', { name: ca.legal.privacy })).toHaveAttribute('href', '/api/legal-texts/privacy/ca/pdf');
    // The link's address redirects to the generic PDF.
    const generic = await readPdf(await fetchedByPage(otherPage, '/api/legal-texts/privacy/ca/pdf'), 'privacy.pdf');
    expect(generic.text.replace(/\s+/g, ' ')).toMatch(/^Text de demostració — \[Empresa\] l’ha de substituir pel seu propi\. /);
    expect(await fetchedByPage(otherPage, '/api/legal-texts/privacy/ca').then((body) => JSON.parse(body.toString()))).toMatchObject({ source: 'generic' });
    await other.close();
    const lauraContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const laura = await lauraContext.newPage();
    await openLoggedIn(laura, await login('acme', LAURA), '/privacy-policy');
    await expect(laura.getByTestId('privacy-text')).toContainText('Texto de demostración — Acme Seguros debe sustituirlo por el suyo propio.');
    await expect(laura.getByTestId('own-legal-text')).toHaveCount(0);
    await lauraContext.close();
  });
});
