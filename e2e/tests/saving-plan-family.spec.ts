import { type Page } from '@playwright/test';
import { expect, locales, openLoggedIn, seriousViolations, test, type Session } from '../fixtures';
import { addToCart } from '../contracts-api';
import type { ResponseOf } from '@flexplan/domain/api/wire';
import type { benefitListSchema } from '@flexplan/domain/benefits/benefits-api';
import type { userProfileSchema } from '@flexplan/domain/profile/profile-api';

// globex speaks English and Portuguese; the suite's browser asks for Spanish, so the page is in English.
const { en } = locales;

type CartItem = ResponseOf<typeof userProfileSchema>['cart'][number];

/** The cart as the API answers it. */
async function cartOf(who: Session): Promise<CartItem[]> {
  return (await who.get<ResponseOf<typeof userProfileSchema>>('/profile')).body.cart;
}

async function openWizard(page: Page, who: Session) {
  await openLoggedIn(page, who, '/products/saving-plan');
  const wizard = page.getByTestId('saving-wizard');
  await expect(wizard.getByTestId('saving-basket')).toHaveCount(4);
  return wizard;
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
  // A copy of Inês (globex), with her husband and her daughter Mariana: the cart is her copy's.
  test.use({ employeeLike: { like: 'ines.ferreira@globex.test' } });

  test("a basket, its months and her daughter: the plan goes to the cart in Mariana's name", async ({ page, employee }) => {
    const wizard = await openWizard(page, employee);
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

    const mariana = employee.familyId('Mariana');
    const [item, ...others] = await cartOf(employee);
    expect(others).toEqual([]);
    expect(item).toMatchObject({ product: 'saving-plan', details: { familyId: mariana } });
    expect(item!.items).toHaveLength(12);
    expect(item!.items.every((i) => i.familyId === mariana)).toBe(true);

    // Going back to the selection is refused while the plan is in the cart.
    await wizard.getByTestId('saving-back').click();
    await expect(wizard.getByTestId('saving-back-refused')).toHaveText(en.errors.SAVING_PLAN_IN_CART);
  });

  test('the plan in the cart opens on its months with Mariana chosen; the family step fits a 375 px screen', async ({ page, employee }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const mariana = employee.familyId('Mariana');
    const baskets = (await employee.get<ResponseOf<typeof benefitListSchema>>('/modalities/by-category/saving-plan')).body;
    const moderate = baskets.find((b) => b.name.en === 'Fidelidade Moderate portfolio')!.id;
    const months = Array.from({ length: 12 }, (_, i) => ({ month: i + 1, amount: 4_000 }));
    await addToCart(employee, { year: 2027, benefitId: moderate, items: [], details: { benefitId: moderate, familyId: mariana, months } });

    await openLoggedIn(page, employee, '/products/saving-plan');
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
