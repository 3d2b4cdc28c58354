import { type Browser, type Page } from '@playwright/test';
import { expect, linkIn, locales, openLoggedIn, readPdfAttachment, seriousViolations, test, waitForMail, type Session } from '../fixtures';
import { addToCart, benefitIdOf, myContracts, planYear } from '../contracts-api';
import { companyUrl } from '../e2e-env';
import { formatMoney } from '@flexplan/domain/money/format-money';

const { es } = locales;
const ACCEPT_PATH = '/contracts/accept?token=';

/** Money as the contract writes it in Spanish, with plain spaces (the PDF reader's). */
const euros = (cents: number) => formatMoney(cents, 'es').replace(/\s/g, ' ');
const tile = (page: Page, alias: string) => page.locator(`[data-testid="product-tile"][data-alias="${alias}"]`);

/** The plan year's home (the year switch's second year, in the last weeks of the year). */
async function openPlanYearHome(page: Page, year: number): Promise<void> {
  await page.goto(companyUrl('acme', `/home?year=${year}`));
  await expect(page.getByRole('heading', { level: 1, name: es.home.title })).toBeVisible();
  await expect(page.getByRole('region', { name: es.home.counters.label.replace('{{year}}', String(year)) })).toBeVisible();
}

async function approveInAdminPage(browser: Browser, administrator: Session, ids: number[]): Promise<void> {
  const context = await browser.newContext();
  const admin = await context.newPage();
  await openLoggedIn(admin, administrator, '/admin');
  for (const id of ids) {
    const row = admin.locator(`[data-testid="admin-row"][data-contract-id="${id}"]`);
    await expect(row.getByText(es.admin.signed.yes)).toBeVisible();
    await row.getByTestId('admin-approve').click();
    await expect(admin.getByTestId('admin-confirm')).toContainText('Laura Martín');
    await admin.getByTestId('admin-confirm-button').click();
    await expect(admin.getByText(es.admin.done.approve).first()).toBeVisible();
    await expect(row).toHaveCount(0);
  }
  await admin.getByRole('tab', { name: es.contracts.list.contracted }).click();
  for (const id of ids) await expect(admin.locator(`[data-testid="admin-row"][data-contract-id="${id}"]`)).toBeVisible();
  await context.close();
}

test.describe('checkout journey: questionnaire, kindergarten, signing by e-mail, review', () => {
  test('laura completes a health questionnaire and a kindergarten’s centre and invoice, signs, accepts from the e-mail, and the company approves', async ({
    page,
    browser,
    employee,
    login,
  }) => {
    test.slow(); // three browsers, an e-mail and a review: a journey, not a step
    const year = await planYear(employee);
    // Sanitas asks for a questionnaire; the kindergarten voucher for Hugo (born 2024-10-02: under 3
    // until October of the plan year) asks for the centre and an invoice.
    const health = await addToCart(employee, {
      year,
      benefitId: await benefitIdOf(employee, 'health-insurance', 'Sanitas Más Salud'),
      items: [],
      details: { members: [{ familyId: null, startMonth: 1, supplementaries: [] }] },
    });
    const kindergarten = await addToCart(employee, {
      year,
      benefitId: await benefitIdOf(employee, 'kindergarten', 'Cheque guardería'),
      items: [1, 2, 3, 4, 5, 6].map((month) => ({ familyId: employee.familyId('Hugo'), month, price: 30_000 })),
    });
    const created = [health.id, kindergarten.id];

    await openLoggedIn(page, employee, `/home?year=${year}`);
    await expect(tile(page, 'health-insurance').getByTestId('product-status')).toHaveText(es.plan.status.missingDocument);
    // Nothing of the plan year is signed yet; both are pending products (in the cart).
    await expect(page.getByTestId('home-counter-signed')).toHaveText('0');
    await expect(page.getByTestId('home-counter-pendingProducts')).toHaveText('2');

    await page.goto(companyUrl('acme', '/cart'));
    const rows = page.getByTestId('cart-row');
    await expect(rows).toHaveCount(2);
    const healthRow = rows.filter({ hasText: 'Sanitas Más Salud' });
    const kindergartenRow = rows.filter({ hasText: 'Cheque guardería' });
    await expect(healthRow.getByTestId('info-status')).toHaveText(es.checkout.info.pending);
    await expect(kindergartenRow.getByTestId('info-status')).toHaveText(es.checkout.info.pending);
    await expect(kindergartenRow).toContainText('Hugo');

    // The questionnaire: update stays disabled until both required questions are answered.
    await healthRow.getByTestId('row-edit').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(es.checkout.questionnaire.intro);
    await dialog.getByLabel('¿Padece alguna enfermedad crónica?').fill('No');
    await expect(dialog.getByTestId('info-save')).toBeDisabled();
    await dialog.getByLabel('¿Ha sido hospitalizado en los últimos 5 años?').fill('No, nunca');
    await dialog.getByLabel('Observaciones para la aseguradora').fill('Alergia a la penicilina');
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByTestId('info-save').click();
    await expect(dialog).toBeHidden();
    await expect(healthRow.getByTestId('info-status')).toHaveText(es.checkout.info.completed);

    // The kindergarten: code, name and address of the centre, and an invoice.
    await kindergartenRow.getByTestId('row-edit').click();
    await expect(dialog.getByTestId('child-info')).toContainText(es.checkout.kindergarten.child.replace('{{name}}', 'Hugo Gómez Martín'));
    await dialog.locator('input[name="codeCenter"]').fill('28012345');
    await dialog.locator('input[name="centerName"]').fill('Escuela Infantil El Bosque');
    await expect(dialog.getByTestId('info-save')).toBeDisabled();
    await dialog.locator('input[name="address"]').fill('Calle del Pinar 7');
    await dialog.locator('input[name="city"]').fill('Madrid');
    await expect(dialog.getByTestId('info-save')).toBeDisabled(); // no invoice yet
    await dialog
      .locator('input[name="invoices"]')
      .setInputFiles({ name: 'factura-octubre.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
    await expect(dialog.getByTestId('attached-file')).toHaveText('factura-octubre.pdf');
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByTestId('info-save').click();
    await expect(dialog).toBeHidden();
    await expect(kindergartenRow.getByTestId('info-status')).toHaveText(es.checkout.info.completed);

    // Both are Exent products: Next goes straight to signing.
    await page.getByTestId('cart-next').click();
    await expect(page.getByTestId('sign-terms')).toBeVisible();
    await expect(page.getByTestId('sign-button')).toBeDisabled();
    await page.getByTestId('privacy-checkbox').check();
    const signedAt = new Date();
    await page.getByTestId('sign-button').click();
    await expect(page.getByText(es.checkout.sign.sent)).toBeVisible({ timeout: 30_000 });
    await expect(page).toHaveURL(/\/home$/);

    // The e-mail, received over SMTP: the acceptance link and the contract as a PDF naming both products.
    const mail = await waitForMail({ to: employee.email, after: signedAt, linkContains: ACCEPT_PATH });
    expect(mail.text).toContain('Sanitas Más Salud');
    expect(mail.text).toContain('Cheque guardería');
    const pdf = await readPdfAttachment(mail);
    expect(pdf.filename).toMatch(/\.pdf$/);
    expect(pdf.pageCount).toBeGreaterThan(0);
    expect(pdf.text).toContain('Empleado: Laura Martín García');
    // Sanitas for laura (38: 52 € a month, the company pays 20 %), the voucher for Hugo (6 × 300 €).
    expect(pdf.text).toContain('Producto: Sanitas Más Salud');
    expect(pdf.text).toContain(`Total: ${euros(62_400)} · Aportación empresa: ${euros(12_480)}`);
    expect(pdf.text).toContain('Producto: Cheque guardería');
    expect(pdf.text).toMatch(/^Hugo Gómez$/m);
    expect(pdf.text).toContain(`Total: ${euros(180_000)}`);
    const link = linkIn(mail, ACCEPT_PATH);
    expect(link.startsWith(companyUrl('acme', ACCEPT_PATH))).toBe(true);

    // Signed but not yet accepted: pending signature.
    expect((await myContracts(employee)).map((c) => [c.status, c.signed])).toEqual([
      ['pending', false],
      ['pending', false],
    ]);

    // The link, opened where laura reads her e-mail: no session there.
    const context = await browser.newContext();
    const accept = await context.newPage();
    await accept.goto(link);
    // Opening the link accepts nothing: the page shows what is accepted and waits for the button.
    await expect(accept.getByTestId('reviewed-contract')).toHaveCount(2);
    await expect(accept.getByTestId('accept-pdf')).toBeVisible();
    expect(await seriousViolations(accept)).toEqual([]);
    expect((await myContracts(employee)).map((c) => c.signed)).toEqual([false, false]);
    await accept.getByTestId('accept-button').click();
    await expect(accept.getByTestId('accept-result')).toHaveAttribute('data-result', 'accepted');
    await expect(accept.getByText(es.accept.accepted.title)).toBeVisible();
    const accepted = accept.getByTestId('accepted-contract');
    await expect(accepted).toHaveCount(2);
    // Both products need the company's review (answers, a document): pending until it approves.
    for (const category of [es.checkout.categories['health-insurance'], es.checkout.categories.kindergarten]) {
      const item = accepted.filter({ hasText: category });
      await expect(item).toHaveAttribute('data-status', 'pending');
      await expect(item).toContainText(es.accept.status.pending);
    }
    expect(await seriousViolations(accept)).toEqual([]);
    await context.close();

    // My contracts: pending review; the home counts them as pending products.
    await page.goto(companyUrl('acme', '/documents/user'));
    for (const id of created) {
      await expect(page.locator(`[data-testid="contract-row"][data-contract-id="${id}"]`).getByTestId('contract-label')).toHaveText(
        es.contracts.list.pendingReview,
      );
    }
    await openPlanYearHome(page, year);
    for (const alias of ['health-insurance', 'kindergarten']) {
      await expect(tile(page, alias).getByTestId('product-status')).toHaveText(es.plan.status.pendingReview);
    }
    await expect(page.getByTestId('home-counter-pendingProducts')).toHaveText('2');

    // Pending review: the product page offers no change, which the server would refuse.
    await page.goto(companyUrl('acme', '/products/kindergarten'));
    const modify = page.getByRole('button', { name: new RegExp(`^${es.benefits.actions.updateContract}:`) });
    await expect(page.getByRole('button', { name: new RegExp(`^${es.benefits.actions.reset}:`) }).first()).toBeVisible();
    await expect(modify).toHaveCount(0);

    await approveInAdminPage(browser, await login('acme', 'admin@acme.test'), created);

    // Contracted: a kindergarten contract can be modified (docs/product/cart-and-contracts.md §4).
    await page.goto(companyUrl('acme', '/products/kindergarten'));
    await expect(modify.first()).toBeVisible();

    // Approved: contracted in my contracts and on the home.
    await page.goto(companyUrl('acme', '/documents/user'));
    for (const id of created) {
      const row = page.locator(`[data-testid="contract-row"][data-contract-id="${id}"]`);
      await expect(row.getByTestId('contract-label')).toHaveText(es.contracts.list.contracted);
      await expect(row).toContainText(String(year));
    }
    const kindergartenListed = page.locator(`[data-testid="contract-row"][data-contract-id="${kindergarten.id}"]`);
    await kindergartenListed.getByTestId('contract-detail-button').click();
    await expect(page.getByRole('dialog').getByTestId('contract-detail-month')).toHaveCount(6);
    await page.keyboard.press('Escape');

    await openPlanYearHome(page, year);
    for (const alias of ['health-insurance', 'kindergarten']) {
      await expect(tile(page, alias).getByTestId('product-status')).toHaveText(es.plan.status.contracted);
    }
    await expect(page.getByTestId('home-counter-signed')).toHaveText('2');
    await expect(page.getByTestId('home-counter-pendingProducts')).toHaveText('0');
  });
});
