import { type Page } from '@playwright/test';
import { expect, locales, openLoggedIn, seriousViolations, test, type Session } from '../fixtures';
import { companyUrl } from '../e2e-env';
import type { ResponseOf } from '@flexplan/domain/api/wire';
import type { benefitListSchema } from '@flexplan/domain/benefits/benefits-api';
import { formatMoney } from '@flexplan/domain/money/format-money';

const { es } = locales;
const euros = (cents: number) => formatMoney(cents, 'es');

async function open(page: Page, who: Session, alias: string): Promise<void> {
  await openLoggedIn(page, who, `/products/${alias}`);
  await expect(page.getByTestId('benefit-card').first()).toBeVisible();
}

test.describe('wizard categories', () => {
  test('health: company → product → family; the spouse and Hugo covered, Hugo with the dental supplement', async ({ page, employee }) => {
    await open(page, employee, 'health-insurance');
    const wizard = page.getByTestId('health-wizard');
    await wizard.getByRole('button', { name: `${es.wizards.choose}: Sanitas` }).click();
    await expect(wizard.getByText(es.wizards.health.chooseProduct)).toBeVisible();
    // Back goes one step and discards the choice.
    await wizard.getByTestId('wizard-back').click();
    await expect(wizard.getByText(es.wizards.health.chooseCompany)).toBeVisible();
    await wizard.getByRole('button', { name: `${es.wizards.choose}: Sanitas` }).click();
    await wizard
      .getByTestId('health-product')
      .getByRole('button', { name: new RegExp(`^${es.wizards.choose}:`) })
      .first()
      .click();
    await wizard.getByRole('checkbox', { name: /Javier/ }).check();
    await wizard.getByRole('checkbox', { name: /Hugo/ }).check();
    const hugo = wizard.getByTestId('health-member').filter({ hasText: 'Hugo' });
    await hugo.getByRole('checkbox', { name: /dental/i }).check();
    await expect(wizard.getByTestId('year-total')).not.toHaveText(euros(0));
    await wizard.getByRole('button', { name: new RegExp(`^${es.benefits.actions.add}`) }).click();
    await expect(page.getByText(es.benefits.toast.added).first()).toBeVisible();
    await expect(page.getByTestId('in-cart').first()).toBeVisible();
  });

  // The wizard showed the whole year's price (1 668 €) while the cart showed what the employee
  // pays (1 543,20 €): it shows the price, the company's part and the employee's, as the cart does.
  test('health: the wizard shows the price, what the company pays and what the employee pays, the cart the same', async ({ page, employee }) => {
    await open(page, employee, 'health-insurance');
    const wizard = page.getByTestId('health-wizard');
    await wizard.getByRole('button', { name: `${es.wizards.choose}: Sanitas` }).click();
    await wizard
      .getByTestId('health-product')
      .getByRole('button', { name: `${es.wizards.choose}: Sanitas Más Salud` })
      .click();
    await wizard.getByRole('checkbox', { name: /Laura/ }).check();
    await expect(wizard.getByTestId('year-total')).not.toHaveText(euros(0));
    const cents = async (testId: string) =>
      Math.round(Number((await wizard.getByTestId(testId).textContent())!.replace(/[^\d,-]/g, '').replace(',', '.')) * 100);
    await expect(wizard.getByTestId('year-contribution')).toBeVisible();
    const price = await cents('year-total');
    const contribution = await cents('year-contribution');
    // Sanitas Más Salud: the company pays 20 % of the employee's own insurance.
    expect(-contribution).toBe(Math.round(price * 0.2));
    await expect(wizard.getByTestId('year-employee')).toHaveText(euros(price + contribution));
    await wizard.getByRole('button', { name: new RegExp(`^${es.benefits.actions.add}`) }).click();
    await expect(page.getByText(es.benefits.toast.added).first()).toBeVisible();
    await page.goto(companyUrl(employee.company, '/cart'));
    const row = page.getByTestId('cart-row').filter({ hasText: 'Sanitas Más Salud' }).first();
    await expect(row.getByTestId('row-total')).toHaveText(euros(price + contribution));
    await expect(row).toContainText(es.checkout.table.companyPays.replace('{{amount}}', euros(-contribution)));
  });

  test('health and saving plan: the wizard moves to the card of the product the person chose there', async ({ page, employee }) => {
    await open(page, employee, 'health-insurance');
    const card = (name: string) => page.getByTestId('benefit-card').filter({ has: page.getByRole('heading', { name, exact: true }) });
    const adeslas = card('Adeslas Plena');
    await expect(card('Sanitas Más Salud').getByTestId('health-wizard')).toBeVisible();
    await adeslas.getByRole('button', { name: `${es.wizards.health.choose}: Adeslas Plena` }).click();
    await expect(page).toHaveURL(/\/products\/health-insurance\?benefit=\d+$/);
    // Its family step, with Adeslas chosen; the first card now says where the wizard is.
    const wizard = adeslas.getByTestId('health-wizard');
    await expect(wizard.getByRole('checkbox', { name: /Javier/ })).toBeVisible();
    await expect(card('Sanitas Más Salud').getByTestId('health-wizard')).toHaveCount(0);
    await expect(card('Sanitas Más Salud')).toContainText(es.wizards.health.inWizard.replace('{{name}}', 'Adeslas Plena'));
    await wizard.getByRole('checkbox', { name: /Laura/ }).check();
    await wizard.getByRole('button', { name: new RegExp(`^${es.benefits.actions.add}`) }).click();
    await expect(page.getByText(es.benefits.toast.added).first()).toBeVisible();
    await expect(adeslas.getByTestId('in-cart')).toBeVisible();
    // Held now: the other cards offer no other choice, the cart's insurance is changed in its card.
    await expect(card('Sanitas Más Salud').getByTestId('wizard-choose')).toHaveCount(0);

    await page.goto(companyUrl('acme', '/products/saving-plan'));
    const third = page.getByTestId('benefit-card').nth(2);
    await third.getByTestId('wizard-choose').click();
    await expect(third.getByTestId('saving-wizard').locator('input[name="amount"]')).toBeVisible();
    await expect(page.getByTestId('benefit-card').first().getByTestId('saving-wizard')).toHaveCount(0);
  });

  test('saving plan: baskets in order, one chosen and added; going back is refused while it is in the cart', async ({ page, employee }) => {
    await open(page, employee, 'saving-plan');
    const wizard = page.getByTestId('saving-wizard');
    const baskets = wizard.getByTestId('saving-basket');
    await expect(baskets).toHaveCount(4);
    await expect(baskets.first()).toContainText(/Prudente/i);
    await baskets.nth(1).getByRole('button').click();
    await wizard.locator('input[name="amount"]').fill('50');
    await wizard.getByRole('button', { name: es.wizards.saving.applyAll }).click();
    await wizard.getByRole('button', { name: new RegExp(`^${es.benefits.actions.add}`) }).click();
    await expect(page.getByText(es.benefits.toast.added).first()).toBeVisible();
    await wizard.getByTestId('saving-back').click();
    await expect(wizard.getByTestId('saving-back-refused')).toHaveText(es.errors.SAVING_PLAN_IN_CART);
  });

  test('health: the family step disables whom the chosen insurance cannot cover, and says why', async ({ page, employee }) => {
    // The seeded health benefits cover everyone of any age (whoAffect both, age groups 0–120), so no
    // seeded state reaches these refusals: the catalogue answer is altered so that Sanitas covers
    // adults only, and its dental supplement the employee only.
    const catalogue = (await employee.get<ResponseOf<typeof benefitListSchema>>('/modalities/by-category/health-insurance')).body;
    const adultsOnly = catalogue.map((b) =>
      b.name.es === 'Sanitas Más Salud'
        ? { ...b, ageGroupsForFamily: [{ from: 18, to: 120, price: 5_200 }] }
        : b.name.es === 'Sanitas Dental'
          ? { ...b, whoAffect: 'employee' }
          : b,
    );
    await page.route('**/api/modalities/by-category/health-insurance', (route) => route.fulfill({ json: adultsOnly }));
    await open(page, employee, 'health-insurance');
    const wizard = page.getByTestId('health-wizard');
    await wizard.getByRole('button', { name: `${es.wizards.choose}: Sanitas` }).click();
    await wizard
      .getByTestId('health-product')
      .getByRole('button', { name: `${es.wizards.choose}: Sanitas Más Salud` })
      .click();
    // Hugo (2) has no age group: disabled, with the reason the server would refuse him with.
    const hugo = wizard.getByTestId('health-member').filter({ hasText: 'Hugo' });
    await expect(hugo.getByRole('checkbox')).toBeDisabled();
    await expect(hugo).toContainText(es.errors.HEALTH_AGE_NOT_COVERED);
    await wizard.getByRole('checkbox', { name: /Javier/ }).check();
    const javier = wizard.getByTestId('health-member').filter({ hasText: 'Javier' });
    await expect(javier.getByRole('checkbox', { name: /Sanitas Dental/ })).toBeDisabled();
    await expect(javier).toContainText(es.errors.HEALTH_MEMBER_NOT_ELIGIBLE);
    await expect(wizard.getByTestId('wizard-refusal')).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('life: the start month decides the months paid, and the cart item keeps it', async ({ page, employee }) => {
    await open(page, employee, 'life-insurance');
    const wizard = page.getByTestId('life-wizard');
    const startMonth = wizard.getByTestId('policy-start-month');
    await expect(startMonth).toHaveValue('Enero');
    await startMonth.click();
    await page.getByRole('option', { name: 'Octubre' }).click();
    await expect(wizard.getByText(/^3 meses, de octubre de 2027 a diciembre de 2027/)).toBeVisible();
    const monthly = Number((await wizard.getByTestId('life-price').textContent())!.replace(/[^\d,]/g, '').replace(',', '.'));
    await expect(wizard.getByTestId('year-total')).toHaveText(euros(Math.round(monthly * 100) * 3));
    await wizard.getByRole('button', { name: new RegExp(`^${es.benefits.actions.add}`) }).click();
    await expect(page.getByText(es.benefits.toast.added).first()).toBeVisible();

    const profile = (await employee.get<{ cart: { product: string; effectiveDate: string; items: { month: number }[] }[] }>('/profile')).body;
    const life = profile.cart.find((c) => c.product === 'life-insurance')!;
    expect(life.effectiveDate).toBe('2027-10-01');
    expect(life.items.map((i) => i.month)).toEqual([10, 11, 12]);
    await page.reload();
    await expect(page.getByTestId('life-wizard').getByTestId('policy-start-month')).toHaveValue('Octubre');
  });

  test('the policy wizards (life, life-axa, renting) with their start month read well at 375 and 1280 px', async ({ page, employee }, testInfo) => {
    await open(page, employee, 'life-insurance');
    for (const alias of ['life-insurance', 'life-insurance-axa', 'renting']) {
      if (alias !== 'life-insurance') await open(page, employee, alias);
      await expect(page.getByTestId('policy-start-month').first()).toBeVisible();
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        expect(await seriousViolations(page), `${alias} at ${width} px`).toEqual([]);
        // No sideways scrolling on a phone.
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        await page.screenshot({ path: testInfo.outputPath(`${alias}-${width}.png`), fullPage: true });
      }
    }
  });

  test('life-axa: a cover over its parent breaks a rule, the price goes to 0 and the field says why', async ({ page, employee }) => {
    await open(page, employee, 'life-insurance-axa');
    const wizard = page.getByTestId('life-axa-wizard');
    await expect(wizard.getByTestId('life-axa-price')).not.toHaveText(euros(0));
    await wizard.locator('input[name="falla"]').fill('50000');
    await wizard.locator('input[name="falla"]').blur();
    await expect(wizard.getByTestId('life-axa-price')).toHaveText(euros(0));
    await expect(wizard.getByText(es.errors.LIFE_AXA_EXCEEDS_PARENT)).toBeVisible();
    await wizard.locator('input[name="falla"]').fill('20000');
    await wizard.locator('input[name="falla"]').blur();
    await expect(wizard.getByTestId('life-axa-price')).not.toHaveText(euros(0));
  });

  test("renting: the fees and the vehicle value are the catalogue's, read-only, with the in-kind value the calculator uses; the car goes to the cart", async ({
    page,
    employee,
  }) => {
    await open(page, employee, 'renting');
    const wizard = page.getByTestId('renting-wizard').first();
    for (const name of ['privateUse', 'feeWithoutVAT', 'feeWithVAT', 'vehicleValue']) {
      await expect(wizard.locator(`input[name="${name}"]`)).toHaveAttribute('readonly', '');
    }
    // The Corolla hybrid: 390 € a month; 28 900 € × 20 % × 80 % × 30 % / 12 = 115.60 € in kind.
    await expect(wizard.locator('input[name="feeWithVAT"]')).toHaveValue(euros(39_000));
    await expect(wizard.getByTestId('renting-in-kind')).toHaveText(euros(11_560));
    await wizard.getByRole('button', { name: new RegExp(`^${es.benefits.actions.add}`) }).click();
    await expect(page.getByText(es.benefits.toast.added).first()).toBeVisible();
    await expect(page.getByTestId('in-cart').first()).toBeVisible();
  });
});
