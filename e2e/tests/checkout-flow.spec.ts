import { readFileSync } from 'node:fs';
import { type Browser, type Page } from '@playwright/test';
import { expect, LAURA, linkIn, locales, openLoggedIn, readPdfAttachment, seriousViolations, test, waitForMail, type Session } from '../fixtures';
import { addToCart, myContracts, planYear } from '../contracts-api';
import { companyUrl } from '../e2e-env';

const { es } = locales;
const GYM = 16; // Wellhub gimnasios: Top, needs no information
const FORMATION = 7; // Formación profesional: Exent, needs the centre's information
const ACCEPT_PATH = '/contracts/accept?token=';

/** Two cart items of two categories, in the plan year's last months (never past their cut-off). */
async function fillCart(who: Session): Promise<number[]> {
  const year = await planYear(who);
  const gym = await addToCart(who, { year, benefitId: GYM, items: [10, 11, 12].map((month) => ({ familyId: null, month, price: 3990 })) });
  const formation = await addToCart(who, {
    year,
    benefitId: FORMATION,
    details: { paymentFreq: 'yearly' },
    items: [{ familyId: null, month: 12, price: 60000 }],
  });
  return [gym.id, formation.id];
}

async function openAcceptLink(browser: Browser, token: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(companyUrl('acme', `/contracts/accept?token=${token}`));
  return page;
}

test.describe('checkout: confirm, sign, accept by e-mail', () => {
  test('laura completes a training’s information, signs two products and accepts them from the e-mail link', async ({ page, browser, employee }) => {
    const created = await fillCart(employee);

    await openLoggedIn(page, employee, '/cart');
    const rows = page.getByTestId('cart-row');
    await expect(rows).toHaveCount(2);
    const training = rows.filter({ hasText: 'Formación profesional' });
    await expect(training.getByTestId('info-status')).toHaveText(es.checkout.info.pending);
    await expect(rows.filter({ hasText: 'Wellhub gimnasios' }).getByTestId('info-status')).toHaveText(es.checkout.info.notRequired);

    // The edit modal: update stays disabled until every required field and an invoice are there.
    await training.getByTestId('row-edit').click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('input[name="centerName"]').fill('ESIC Business School');
    await dialog.locator('input[name="course"]').fill('Máster en Dirección Financiera');
    await expect(dialog.getByTestId('info-save')).toBeDisabled();
    await dialog.locator('input[name="phoneContact"]').fill('914523300');
    await expect(dialog.locator('input[name="paymentFreq"][value="yearly"]')).toBeChecked();
    await dialog
      .locator('input[name="invoices"]')
      .setInputFiles({ name: 'matricula.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
    await expect(dialog.getByTestId('attached-file')).toHaveText('matricula.pdf');
    await dialog.getByTestId('info-save').click();
    await expect(dialog).toBeHidden();
    await expect(training.getByTestId('info-status')).toHaveText(es.checkout.info.completed);

    // Next: the gym is a Top product and asks for an agreement.
    await page.getByTestId('cart-next').click();
    await expect(page.getByTestId('next-dialog')).toHaveAttribute('data-kind', 'agreement');
    await page.getByTestId('next-agree').click();

    // Signing: enabled only once the privacy checkbox is ticked.
    await expect(page.getByTestId('sign-terms')).toBeVisible();
    await expect(page.getByTestId('sign-button')).toBeDisabled();
    await page.getByRole('button', { name: es.checkout.sign.seeDetails }).click();
    await expect(page.getByTestId('details-table').locator('tbody tr')).toHaveCount(4);
    await page.keyboard.press('Escape');
    await page.getByTestId('privacy-checkbox').check();
    const signedAt = new Date();
    await page.getByTestId('sign-button').click();
    // The server writes the contract PDF and queues the e-mail before it answers.
    await expect(page.getByText(es.checkout.sign.sent)).toBeVisible({ timeout: 30_000 });
    await expect(page).toHaveURL(/\/home$/);

    // The e-mail over SMTP: its PDF names both products; its link is opened in a browser without a session.
    const mail = await waitForMail({ to: employee.email, after: signedAt, linkContains: ACCEPT_PATH });
    const pdf = await readPdfAttachment(mail);
    expect(pdf.text).toContain('Producto: Wellhub gimnasios');
    expect(pdf.text).toContain('Producto: Formación profesional');
    const link = new URL(linkIn(mail, ACCEPT_PATH)).searchParams.get('token')!;
    const accept = await openAcceptLink(browser, link);
    // The page shows what is accepted, with the PDF, and accepts only on the button.
    const reviewed = accept.getByTestId('reviewed-contract');
    await expect(reviewed).toHaveCount(2);
    await expect(reviewed.filter({ hasText: 'Wellhub gimnasios' })).toContainText('119,70');
    const download = accept.waitForEvent('download');
    await accept.getByTestId('accept-pdf').click();
    const pdfFile = await (await download).path();
    expect(readFileSync(pdfFile).subarray(0, 5).toString()).toBe('%PDF-');
    expect((await myContracts(employee)).map((c) => c.signed)).toEqual([false, false]);
    await accept.getByTestId('accept-button').click();
    await expect(accept.getByTestId('accept-result')).toHaveAttribute('data-result', 'accepted');
    await expect(accept.getByTestId('accepted-contract')).toHaveCount(2);
    await expect(accept.getByTestId('accepted-contract').filter({ hasText: es.checkout.categories.gym })).toHaveAttribute('data-status', 'contracted');
    // A product that asks for documents waits for the company's review.
    await expect(accept.getByTestId('accepted-contract').filter({ hasText: es.checkout.categories.formation })).toHaveAttribute('data-status', 'pending');

    for (const width of [375, 1280]) {
      await accept.setViewportSize({ width, height: 900 });
      expect(await seriousViolations(accept)).toEqual([]);
    }

    const mine = await myContracts(employee);
    expect(mine.map((c) => c.id).sort()).toEqual([...created].sort());
    expect(mine.map((c) => c.status).sort()).toEqual(['contracted', 'pending']);

    // The link is single-use.
    await accept.reload();
    await expect(accept.getByTestId('accept-result')).toHaveAttribute('data-result', 'ACCEPTANCE_LINK_USED');
    await expect(accept.getByText(es.accept.used.title)).toBeVisible();
    await accept.context().close();
  });

  test('an unknown link is not valid', async ({ browser }) => {
    const page = await openAcceptLink(browser, 'x'.repeat(43));
    await expect(page.getByTestId('accept-result')).toHaveAttribute('data-result', 'ACCEPTANCE_LINK_INVALID');
    await expect(page.getByText(es.accept.invalid.title)).toBeVisible();
    await page.context().close();
  });

  test('removing every item leaves the empty-cart message and the way back to the simulation', async ({ page, employee }) => {
    await fillCart(employee);
    await openLoggedIn(page, employee, '/cart');
    await expect(page.getByTestId('cart-row')).toHaveCount(2);
    await page.getByTestId('cart-row').filter({ hasText: 'Wellhub gimnasios' }).getByTestId('row-remove').click();
    await page.getByTestId('cart-row').filter({ hasText: 'Formación profesional' }).getByTestId('row-remove').click();
    await expect(page.getByTestId('cart-empty')).toBeVisible();
    await expect(page.getByTestId('cart-empty').getByRole('link', { name: es.checkout.backToSimulation })).toHaveAttribute('href', '/home');
  });
});

test.describe('company administrator review', () => {
  test('an employee is not allowed; the administrator sees the pending list', async ({ page, browser, login }) => {
    await openLoggedIn(page, await login('acme', LAURA), '/admin');
    await expect(page.getByTestId('admin-forbidden')).toBeVisible();

    const context = await browser.newContext();
    const admin = await context.newPage();
    await openLoggedIn(admin, await login('acme', 'admin@acme.test'), '/admin');
    // The seeded training of laura waits for review, signed.
    const row = admin.getByTestId('admin-row').filter({ hasText: 'Laura Martín' }).first();
    await expect(row).toBeVisible();
    await admin.getByRole('tab', { name: es.contracts.list.cancelled }).click();
    await expect(admin).toHaveURL(/tab=cancelled/);
    await context.close();
  });
});
