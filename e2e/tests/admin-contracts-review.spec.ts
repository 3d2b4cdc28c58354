import type { APIRequestContext } from '@playwright/test';
import { expect, locales, openLoggedIn, seriousViolations, test, waitForMail, type Session } from '../fixtures';
import { addToCart, contractThroughMail, myContracts, planYear } from '../contracts-api';
import { companyUrl, E2E_PORT } from '../e2e-env';

const { es } = locales;
const SHOTS = 'test-results/admin-contracts-review';
const GYM = 16; // Wellhub gimnasios: needs no review once accepted
const FORMATION = 7; // Formación profesional: waits for the company's review once accepted
const REASON = 'Has causado baja en el gimnasio de la empresa';
const DOCUMENT = 'Certificado de la formación';
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);
// A 1×1 PNG: the training's invoice, shown in place in the review.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64');

/** The employee uploads an invoice (POST /storage/invoices, multipart), as the cart's training form does. */
async function uploadInvoice(request: APIRequestContext, who: Session): Promise<{ name: string; originalFilename: string }> {
  const response = await request.fetch(`http://127.0.0.1:${E2E_PORT}/api/storage/invoices`, {
    method: 'POST',
    headers: { host: `${who.company}.localhost:${E2E_PORT}`, authorization: `Bearer ${who.token}` },
    multipart: { file: { name: 'factura-esic.png', mimeType: 'image/png', buffer: PNG } },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as { name: string; originalFilename: string };
}

/**
 * The company's administrator reviews contracts (docs/product/back-office.md §3): filters the list,
 * opens a training under review and sees its details and invoice, approves it, and the employee
 * sees it contracted; then cancels the employee's gym with a reason the employee receives by e-mail.
 */
test.describe('the administrator reviews the company’s contracts', () => {
  test('filters, reviews a training with its invoice, approves it, and cancels a gym with a reason', async ({ page, browser, request, employee, login }) => {
    test.slow(); // an acceptance e-mail, a cancellation e-mail, two browsers
    const year = await planYear(employee);
    const invoice = await uploadInvoice(request, employee);
    const formation = await addToCart(employee, {
      year,
      benefitId: FORMATION,
      details: { paymentFreq: 'yearly' },
      additionalInfo: {
        centerName: 'ESIC Business School',
        course: 'Máster en Finanzas',
        phoneContact: '914523300',
        paymentFreq: 'yearly',
        invoices: [invoice],
      },
      items: [{ familyId: null, month: 12, price: 60_000 }],
    });
    const gym = await addToCart(employee, { year, benefitId: GYM, items: [11, 12].map((month) => ({ familyId: null, month, price: 3990 })) });
    await contractThroughMail(employee, [formation.id, gym.id]);

    const admin = await login('acme', 'admin@acme.test');
    await page.setViewportSize({ width: 1280, height: 900 });
    await openLoggedIn(page, admin, '/admin');
    // Filtered to trainings running in December: the address keeps the filters.
    // Once the list has loaded: the page's texts arrive first, and the form is drawn again when they do.
    await expect(page.getByTestId('admin-totals')).toBeVisible();
    await page.getByTestId('admin-filter-category').selectOption('formation');
    await expect(page).toHaveURL(/category=formation/);
    await page.getByTestId('admin-filter-month').fill(`${year}-12`);
    await expect(page).toHaveURL(new RegExp(`category=formation.*month=${year}-12`));
    await expect(page.getByTestId('admin-totals')).toContainText('€');
    const row = page.locator(`[data-testid="admin-row"][data-contract-id="${formation.id}"]`);
    await expect(row).toBeVisible();
    await expect(page.locator('[data-testid="admin-row"]').filter({ hasText: 'Wellhub' })).toHaveCount(0);

    // The review: the training's details and its invoice, shown in place.
    await row.getByTestId('admin-review').click();
    const panel = page.getByTestId('review-panel');
    await expect(panel).toBeVisible();
    await expect(panel.getByTestId('review-info')).toContainText('ESIC Business School');
    await expect(panel.getByTestId('review-items')).toContainText('Diciembre');
    const image = panel.getByTestId('review-file-image');
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
    await page.screenshot({ path: `${SHOTS}/review-1280.png`, fullPage: true });
    // Let the dialog finish fading in: mid-transition its text is translucent and axe measures that.
    await page.waitForTimeout(500);
    expect(await seriousViolations(page)).toEqual([]);

    // A document filed for the employee from the review: theirs, marked as the administrator's.
    await panel
      .getByTestId('employee-document-upload')
      .locator('input[type="file"]')
      .setInputFiles({ name: 'aviso.pdf', mimeType: 'application/pdf', buffer: PDF });
    await panel.getByTestId('employee-document-name').fill(DOCUMENT);
    await panel.getByTestId('employee-document-submit').click();
    await expect(page.getByText(es.adminContractsReview.upload.done.replace('{{employee}}', 'Laura Martín')).first()).toBeVisible();

    // Approved from the review.
    await panel.getByTestId('review-approve').click();
    await page.getByTestId('admin-confirm-button').click();
    await expect(page.getByText(es.adminContractsReview.done.approve).first()).toBeVisible();
    await expect.poll(async () => (await myContracts(employee)).find((c) => c.id === formation.id)?.label).toBe('contracts.list.contracted');
    await page.keyboard.press('Escape');

    // The employee sees it contracted.
    const theirs = await browser.newContext();
    const their = await theirs.newPage();
    await openLoggedIn(their, employee, '/documents/user');
    const training = their.getByTestId('contract-row').filter({ hasText: 'Formación profesional' });
    await expect(training.getByTestId('contract-label')).toHaveText(es.contracts.list.contracted);
    await their.goto(companyUrl(employee.company, '/documents'));
    await expect(their.getByTestId('document-row').filter({ hasText: DOCUMENT })).toContainText(es.documents.creator.admin);
    await theirs.close();

    // The gym, contracted, cancelled with a reason: asked for, then e-mailed to the employee.
    await openLoggedIn(page, admin, '/admin?tab=contracted&category=gym');
    const gymRow = page.locator(`[data-testid="admin-row"][data-contract-id="${gym.id}"]`);
    await gymRow.getByTestId('admin-cancel').click();
    await page.getByTestId('admin-confirm-button').click();
    await expect(page.getByTestId('admin-reason')).toHaveAttribute('aria-invalid', 'true');
    const sentAfter = new Date();
    await page.getByTestId('admin-reason').fill(REASON);
    await page.getByTestId('admin-confirm-button').click();
    await expect(page.getByText(es.adminContractsReview.done.cancel).first()).toBeVisible();
    const mail = await waitForMail({ to: employee.email, after: sentAfter, subjectContains: 'Tu contrato se ha cancelado' });
    expect(mail.text).toContain(`Motivo: ${REASON}`);
    expect(mail.text).toContain('Wellhub gimnasios');

    await page.setViewportSize({ width: 375, height: 812 });
    await openLoggedIn(page, admin, `/admin?category=formation&month=${year}-12&tab=contracted`);
    await expect(page.locator(`[data-testid="admin-row"][data-contract-id="${formation.id}"]`)).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/list-375.png`, fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.locator(`[data-testid="admin-row"][data-contract-id="${formation.id}"]`).getByTestId('admin-review').click();
    await expect(page.getByTestId('review-panel')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/review-375.png`, fullPage: true });
  });
});
