import { type Page } from '@playwright/test';
import { api, apiLogin, expect, locales, openLoggedIn, seriousViolations, test } from '../fixtures';
import { emptyCart } from '../contracts-api';

// globex speaks English and Portuguese; the suite's browser asks for Spanish, so the page is in English.
const { en } = locales;
const INES = 'ines.ferreira@globex.test';

interface CartItem {
  id: number;
  product: string;
  items: { familyId: number | null }[];
  details: Record<string, unknown>;
}

/** Inês's cart as the API answers it. */
async function cartOf(token: string): Promise<CartItem[]> {
  return ((await api('globex', 'GET', '/profile', undefined, token)).body as { cart: CartItem[] }).cart;
}

/** The suite shares one database: every scenario starts and ends with Inês's cart empty. */
async function emptyInesCart(): Promise<void> {
  const token = await apiLogin('globex', INES);
  await emptyCart('globex', token);
  expect(await cartOf(token)).toEqual([]);
}

async function openWizard(page: Page) {
  const token = await openLoggedIn(page, 'globex', INES, '/products/saving-plan');
  const wizard = page.getByTestId('saving-wizard');
  await expect(wizard.getByTestId('saving-basket')).toHaveCount(4);
  return { token, wizard };
}

/** Chooses a basket and puts `euros` in every month, then goes on to the family step. */
async function basketAndMonths(page: Page, basket: string, euros: string): Promise<void> {
  const wizard = page.getByTestId('saving-wizard');
  await wizard.getByRole('button', { name: `${en.wizards.choose}: ${basket}` }).click();
  await wizard.locator('input[name="amount"]').fill(euros);
  await wizard.getByRole('button', { name: en.wizards.saving.applyAll }).click();
  await wizard.getByTestId('saving-next').click();
  await expect(wizard.getByText(en.wizards.saving.chooseBeneficiary.replace('{{name}}', basket))).toBeVisible();
}

test.describe('saving plan for a family member (globex: baskets from two providers)', () => {
  test.beforeEach(emptyInesCart);
  test.afterEach(emptyInesCart);

  test("a basket, its months and her daughter: the plan goes to the cart in Mariana's name", async ({ page }) => {
    const { token, wizard } = await openWizard(page);
    await expect(wizard.getByText(en.wizards.saving.steps.family, { exact: true })).toBeVisible();
    await expect(wizard.getByTestId('saving-basket').first()).toContainText('Fidelidade Prudent portfolio');
    await expect(wizard.getByTestId('saving-basket-provider')).toHaveText(['Fidelidade', 'Fidelidade', 'Ageas', 'Ageas']);

    // Ageas's pension plan is in the employee's name only: the step offers her alone.
    await basketAndMonths(page, 'Ageas Decisive portfolio', '50');
    await expect(wizard.getByTestId('saving-beneficiary')).toHaveCount(1);
    await expect(wizard.getByRole('radio', { name: /Inês Ferreira Costa/ })).toBeChecked();
    await expect(wizard.getByText(en.wizards.saving.offerFor.employee.replace('{{provider}}', 'Ageas'))).toBeVisible();

    // Back to the selection (nothing is in the cart yet), then Fidelidade, which covers the family.
    await wizard.getByTestId('saving-back').click();
    await basketAndMonths(page, 'Fidelidade Prudent portfolio', '50');
    await expect(wizard.getByTestId('saving-beneficiary')).toHaveCount(3);
    // The months are kept going back one step and on again.
    await wizard.getByTestId('wizard-back').click();
    await expect(wizard.locator('input[name="months.1.amount"]')).toHaveValue('50 €');
    await wizard.getByTestId('saving-next').click();
    await wizard.getByRole('radio', { name: /Mariana Santos Ferreira/ }).check();
    expect(await seriousViolations(page)).toEqual([]);
    await expect(wizard.getByTestId('year-total')).toHaveText('€600.00');
    await wizard.getByRole('button', { name: new RegExp(`^${en.benefits.actions.add}`) }).click();
    await expect(page.getByText(en.benefits.toast.added).first()).toBeVisible();

    const family = (await api('globex', 'GET', '/families', undefined, token)).body as { id: number; firstName: string }[];
    const mariana = family.find((m) => m.firstName === 'Mariana')!.id;
    const [item, ...others] = await cartOf(token);
    expect(others).toEqual([]);
    expect(item).toMatchObject({ product: 'saving-plan', details: { familyId: mariana } });
    expect(item!.items).toHaveLength(12);
    expect(item!.items.every((i) => i.familyId === mariana)).toBe(true);

    // Going back to the selection is refused while the plan is in the cart.
    await wizard.getByTestId('saving-back').click();
    await expect(wizard.getByTestId('saving-back-refused')).toHaveText(en.errors.SAVING_PLAN_IN_CART);
  });

  test('the plan in the cart opens on its months with Mariana chosen; the family step fits a 375 px screen', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const token = await apiLogin('globex', INES);
    const family = (await api('globex', 'GET', '/families', undefined, token)).body as { id: number; firstName: string }[];
    const mariana = family.find((m) => m.firstName === 'Mariana')!.id;
    const baskets = (await api('globex', 'GET', '/modalities/by-category/saving-plan', undefined, token)).body as { id: number; name: { en: string } }[];
    const moderate = baskets.find((b) => b.name.en === 'Fidelidade Moderate portfolio')!.id;
    const months = Array.from({ length: 12 }, (_, i) => ({ month: i + 1, amount: 4_000 }));
    const added = await api(
      'globex',
      'POST',
      '/contracts',
      { year: 2027, benefitId: moderate, items: [], details: { benefitId: moderate, familyId: mariana, months } },
      token,
    );
    expect(added.status).toBe(201);

    await openLoggedIn(page, 'globex', INES, '/products/saving-plan');
    const wizard = page.getByTestId('saving-wizard');
    await expect(wizard.getByText(en.wizards.saving.chooseMonths.replace('{{name}}', 'Fidelidade Moderate portfolio'))).toBeVisible();
    await expect(wizard.locator('input[name="months.1.amount"]')).toHaveValue('40 €');
    await wizard.getByTestId('saving-next').click();
    await expect(wizard.getByRole('radio', { name: /Mariana Santos Ferreira/ })).toBeChecked();
    await expect(wizard.getByRole('button', { name: new RegExp(`^${en.benefits.actions.update}`) })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
