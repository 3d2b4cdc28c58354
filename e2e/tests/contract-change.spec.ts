import { type Locator, type Page } from '@playwright/test';
import { expect, linkIn, locales, openLoggedIn, readPdfAttachment, seriousViolations, test, waitForMail } from '../fixtures';
import { ACCEPT_PATH, addToCart, benefitIdOf, contractThroughMail, myContracts, planYear } from '../contracts-api';
import { companyUrl } from '../e2e-env';
import { formatMoney } from '@flexplan/domain/money/format-money';

const { es } = locales;
const allYear = (price: number) => Array.from({ length: 12 }, (_, i) => ({ familyId: null, month: i + 1, price }));

/** Money as the page and the contract write it in Spanish, with plain spaces. */
const euros = (cents: number) => formatMoney(cents, 'es').replace(/\s/g, ' ');
const yearly = (cents: number) => es.benefits.card.contractedPrice.replace('{{price}}', euros(cents));

function cardNamed(page: Page, name: string): Locator {
  return page.getByTestId('benefit-card').filter({ has: page.getByRole('heading', { name, exact: true }) });
}

const listed = (page: Page, id: number) => page.locator(`[data-testid="contract-row"][data-contract-id="${id}"]`);

async function openFood(page: Page): Promise<void> {
  await page.goto(companyUrl('acme', '/products/food'));
  await expect(page.getByTestId('benefit-card').first()).toBeVisible();
}

test.describe('changing a contracted benefit (docs/product/cart-and-contracts.md §4)', () => {
  test.beforeEach(() => {
    test.slow(); // each contracts through an e-mail before it starts
  });

  test('a new amount for the meal card keeps the old conditions until the change’s e-mail is accepted', async ({ page, browser, employee }) => {
    const year = await planYear(employee);
    const card = await addToCart(employee, { year, benefitId: await benefitIdOf(employee, 'food', 'Tarjeta restaurante'), items: allYear(10_000) });
    await contractThroughMail(employee, [card.id]);

    await openLoggedIn(page, employee, '/products/food');
    const meal = cardNamed(page, 'Tarjeta restaurante');
    await expect(meal.getByTestId('contract-status')).toHaveText(es.benefits.status.alreadyContracted);
    await expect(meal.getByTestId('contract-price')).toHaveText(yearly(120_000));
    const price = meal.locator('input[name="price"]');
    await expect(price).toHaveValue('100,00');

    await price.fill('120');
    const changedAt = new Date();
    await meal.getByRole('button', { name: es.benefits.actions.updateContract }).click();
    await expect(page.getByText(es.benefits.toast.contractUpdated).first()).toBeVisible();
    // Still the old conditions, with the change waiting for its acceptance.
    await expect(meal.getByTestId('pending-change')).toHaveText(es.benefits.card.changePending.replace('{{price}}', euros(144_000)));
    await expect(meal.getByTestId('contract-status')).toHaveText(es.benefits.status.alreadyContracted);
    await expect(meal.getByTestId('contract-price')).toHaveText(yearly(120_000));
    await expect(price).toHaveValue('100,00');
    await expect(meal.getByTestId('in-cart')).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    // One change at a time: a second waits for the first's acceptance.
    await meal.getByRole('button', { name: es.benefits.actions.updateContract }).click();
    await expect(page.getByText(es.errors.CHANGE_IN_PROGRESS).first()).toBeVisible();

    const change = (await myContracts(employee)).find((c) => c.replacesContractId === card.id);
    expect(change).toMatchObject({ status: 'pending', signed: false, price: 144_000 });

    // The e-mail over SMTP: the new conditions in its PDF.
    const mail = await waitForMail({ to: employee.email, after: changedAt, linkContains: ACCEPT_PATH });
    const pdf = await readPdfAttachment(mail);
    expect(pdf.text).toContain('Producto: Tarjeta restaurante');
    expect(pdf.text).toContain(`Total: ${euros(144_000)}`);

    // My contracts: the contract in force as it was; the change waiting.
    await page.goto(companyUrl('acme', '/documents/user'));
    await expect(listed(page, card.id).getByTestId('contract-label')).toHaveText(es.contracts.list.contracted);
    await expect(listed(page, change!.id).getByTestId('contract-label')).toHaveText(es.contracts.list.pendingReview);
    await listed(page, card.id).getByTestId('contract-detail-button').click();
    await expect(page.getByRole('dialog').getByTestId('contract-detail-total')).toHaveText(euros(120_000));
    await page.keyboard.press('Escape');

    // Accepted from the link: the change replaces the contract.
    const context = await browser.newContext();
    const accept = await context.newPage();
    await accept.goto(linkIn(mail, ACCEPT_PATH));
    await accept.getByTestId('accept-button').click();
    await expect(accept.getByTestId('accept-result')).toHaveAttribute('data-result', 'accepted');
    await expect(accept.getByTestId('accepted-contract')).toHaveAttribute('data-status', 'contracted');
    await context.close();

    await openFood(page);
    await expect(meal.getByTestId('contract-status')).toHaveText(es.benefits.status.alreadyContracted);
    await expect(meal.getByTestId('contract-price')).toHaveText(yearly(144_000));
    await expect(meal.getByTestId('pending-change')).toHaveCount(0);
    await expect(price).toHaveValue('120,00');

    await page.goto(companyUrl('acme', '/documents/user'));
    await expect(listed(page, card.id).getByTestId('contract-label')).toHaveText(es.contracts.list.cancelled);
    await expect(listed(page, change!.id).getByTestId('contract-label')).toHaveText(es.contracts.list.contracted);
  });

  test('meal vouchers set to zero ask to cancel; confirmed, the contract is cancelled and the page goes home', async ({ page, employee }) => {
    const year = await planYear(employee);
    const vouchers = await addToCart(employee, {
      year,
      benefitId: await benefitIdOf(employee, 'food', 'Vales de comida'),
      items: allYear(5_800),
      details: {
        vouchers: [
          { faceValue: 900, count: 4 },
          { faceValue: 1100, count: 2 },
        ],
      },
    });
    await contractThroughMail(employee, [vouchers.id]);

    await openLoggedIn(page, employee, '/products/food');
    const card = cardNamed(page, 'Vales de comida');
    await expect(card.getByTestId('contract-status')).toHaveText(es.benefits.status.alreadyContracted);
    await expect(card.locator('input[name="count-900"]')).toHaveValue('4');
    await card.locator('input[name="count-900"]').fill('0');
    await card.locator('input[name="count-1100"]').fill('0');
    await expect(card.getByTestId('month-total')).toHaveText(euros(0));

    // Going back keeps the contract.
    await card.getByRole('button', { name: es.benefits.actions.updateContract }).click();
    const dialog = page.getByRole('dialog', { name: es.benefits.cancelContract.title });
    await expect(dialog).toContainText(es.benefits.cancelContract.message.replace('{{name}}', 'Vales de comida'));
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: es.benefits.cancelContract.back }).click();
    await expect(dialog).toBeHidden();
    expect((await myContracts(employee)).find((c) => c.id === vouchers.id)?.status).toBe('contracted');

    await card.getByRole('button', { name: es.benefits.actions.updateContract }).click();
    await dialog.getByRole('button', { name: es.benefits.cancelContract.confirm }).click();
    await expect(page.getByText(es.benefits.toast.contractCancelled).first()).toBeVisible();
    await expect(page).toHaveURL(companyUrl('acme', '/home'));

    await page.goto(companyUrl('acme', '/documents/user'));
    await expect(listed(page, vouchers.id).getByTestId('contract-label')).toHaveText(es.contracts.list.cancelled);
    await openFood(page);
    await expect(card.getByTestId('contract-status')).toHaveText(es.benefits.status.cancelled);
    await expect(card.getByTestId('contract-price')).toHaveCount(0);
    expect((await myContracts(employee)).find((c) => c.id === vouchers.id)).toMatchObject({ status: 'cancelled', signed: true });
  });
});
