import { type Locator, type Page } from '@playwright/test';
import { expect, LAURA, locales, openLoggedIn, test, type Session } from '../fixtures';
import { addToCart, benefitIdOf, contractThroughMail, planYear } from '../contracts-api';

/**
 * The refusals of docs/product/benefits-and-simulation.md §5 and §8 that belong to the wizard categories (life, life-axa,
 * health, saving plan, renting), each triggered in the browser as a person would and read against
 * the locale. The happy paths are in wizards-products.spec.ts.
 */

const { es, ca, en, pt } = locales;
async function open(page: Page, who: Session, alias: string): Promise<void> {
  await openLoggedIn(page, who, `/products/${alias}`);
  await expect(page.getByTestId('benefit-card').first()).toBeVisible();
}

/** A wizard money field: typed in euros, proposed when left. */
async function propose(field: Locator, euros: string): Promise<void> {
  await field.fill(euros);
  await field.blur();
}

/** The refusal toast (docs/product/benefits-and-simulation.md §8: errors appear as toasts), titled errors.title in the page's language. */
const toast = (page: Page, title: string) => page.locator('.mantine-Notification-root').filter({ hasText: title });

/** The employee's birthday as the profile stores it (POST /profile): the rate tables price by age. */
async function setBirthday(who: Session, birthday: string): Promise<void> {
  const res = await who.post('/profile', { birthday });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

test.describe('wizard refusals: life and life-axa (docs/product/benefits-and-simulation.md §5 Life insurance, Life-axa)', () => {
  test('life: a premium the top bag cannot pay is reverted; a death capital under 35 000 € is refused under the field', async ({ page, employee }) => {
    await open(page, employee, 'life-insurance');
    const wizard = page.getByTestId('life-wizard');
    const death = wizard.locator('input[name="death"]');
    await expect(death).toHaveValue('35.000 €');
    // 5 M€ at 1.05 ‰ is 5 250 € a year: more than laura's top bag (3 000 €) and user bag.
    await propose(death, '5000000');
    await expect(wizard.getByTestId('wizard-exceeded')).toHaveText(es.errors.PRICE_EXCEEDS_AVAILABLE);
    await expect(death).toHaveValue('35.000 €');

    await propose(death, '30000');
    await expect(wizard.getByTestId('wizard-exceeded')).toHaveCount(0);
    await expect(death).toHaveAttribute('aria-invalid', 'true');
    await expect(wizard.getByText(es.errors.LIFE_DEATH_MINIMUM)).toBeVisible();
    await wizard.getByRole('button', { name: new RegExp(`^${es.benefits.actions.add}`) }).click();
    await expect(toast(page, es.errors.title)).toContainText(es.errors.LIFE_DEATH_MINIMUM);
    await expect(page.getByTestId('in-cart')).toHaveCount(0);
  });

  test('life and life-axa by age: at 67 the disability covers are unavailable, past 70 death itself', async ({ page, employee }) => {
    // 67 on the first open day (1 January 2027): the seed tables end disability at 65 and GINV at 60.
    await setBirthday(employee, '1959-06-01');
    await open(page, employee, 'life-insurance');
    const life = page.getByTestId('life-wizard');
    await expect(life.getByTestId('coverage-death')).toHaveText(es.wizards.life.availability.mandatory);
    await expect(life.getByTestId('coverage-disability')).toHaveText(es.wizards.life.availability.unavailable);
    await expect(life.locator('input[name="disability"]')).toBeDisabled();
    await expect(life.getByTestId('life-price')).not.toHaveText(/^0,00/);

    await open(page, employee, 'life-insurance-axa');
    const axa = page.getByTestId('life-axa-wizard');
    for (const field of ['ipacc', 'ipaa', 'ipaac', 'ginv']) {
      await expect(axa.locator(`input[name="${field}"]`), field).toBeDisabled();
      await expect(axa.locator(`input[name="${field}"]`), field).toHaveValue('0 €');
    }
    await expect(axa.getByText(es.wizards.lifeAxa.noRate)).toHaveCount(4);
    await expect(axa.locator('input[name="fallcc"]')).toBeEnabled();

    // 77: no death rate at all.
    await setBirthday(employee, '1950-01-01');
    await open(page, employee, 'life-insurance');
    await expect(life.getByTestId('coverage-death')).toHaveText(es.wizards.life.availability.unavailable);
    await expect(life.getByText(es.errors.LIFE_AGE_LIMIT)).toBeVisible();
    await open(page, employee, 'life-insurance-axa');
    await expect(axa.locator('input[name="fallcc"]')).toBeDisabled();
    await expect(axa.getByText(es.errors.LIFE_AXA_AGE_LIMIT)).toBeVisible();
    await expect(axa.getByTestId('life-axa-price')).toHaveText(/^0,00/);
  });

  test('life-axa: death by any cause is mandatory and at least 35 000 €, a cover needs its base, and the bags revert a dear one', async ({
    page,
    employee,
  }) => {
    await open(page, employee, 'life-insurance-axa');
    const wizard = page.getByTestId('life-axa-wizard');
    const fallcc = wizard.locator('input[name="fallcc"]');
    const price = wizard.getByTestId('life-axa-price');

    await propose(fallcc, '5000000');
    await expect(wizard.getByTestId('wizard-exceeded')).toHaveText(es.errors.PRICE_EXCEEDS_AVAILABLE);
    await expect(fallcc).toHaveValue('35.000 €');

    await propose(fallcc, '0');
    await expect(wizard.getByText(es.errors.LIFE_AXA_MANDATORY)).toBeVisible();
    await expect(fallcc).toHaveAttribute('aria-invalid', 'true');
    await expect(price).toHaveText(/^0,00/);
    await expect(wizard.getByTestId('life-axa-broken')).toHaveText(es.wizards.lifeAxa.brokenRules);
    await wizard.getByRole('button', { name: new RegExp(`^${es.benefits.actions.add}`) }).click();
    await expect(toast(page, es.errors.title)).toContainText(es.errors.LIFE_AXA_MANDATORY);
    await expect(page.getByTestId('in-cart')).toHaveCount(0);

    await propose(fallcc, '30000');
    await expect(wizard.getByText(es.errors.LIFE_AXA_MINIMUM)).toBeVisible();
    await expect(price).toHaveText(/^0,00/);

    await propose(fallcc, '50000');
    await expect(wizard.getByTestId('life-axa-broken')).toHaveCount(0);
    await expect(price).not.toHaveText(/^0,00/);
    // Absolute disability by accident without the one by any cause it depends on.
    await propose(wizard.locator('input[name="ipaa"]'), '10000');
    await expect(wizard.locator('input[name="ipaa"]')).toHaveAttribute('aria-invalid', 'true');
    await expect(wizard.getByText(es.errors.LIFE_AXA_REQUIRES, { exact: false })).toBeVisible();
    await expect(price).toHaveText(/^0,00/);
  });
});

test.describe('wizard refusals in Catalan', () => {
  test.use({ locale: 'ca-ES' });

  test('life: the death minimum and the exceeded bag read in Catalan', async ({ page, employee }) => {
    await open(page, employee, 'life-insurance');
    const wizard = page.getByTestId('life-wizard');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ca');
    const death = wizard.locator('input[name="death"]');
    await propose(death, '5000000');
    await expect(wizard.getByTestId('wizard-exceeded')).toHaveText(ca.errors.PRICE_EXCEEDS_AVAILABLE);
    await propose(death, '30000');
    await expect(wizard.getByText(ca.errors.LIFE_DEATH_MINIMUM)).toBeVisible();
  });
});

test.describe('wizard refusals: health (docs/product/benefits-and-simulation.md §5 Health)', () => {
  /** Opens the health wizard on the family step of Sanitas Más Salud. */
  async function sanitasFamilyStep(page: Page, who: Session, choose: string): Promise<Locator> {
    await open(page, who, 'health-insurance');
    const wizard = page.getByTestId('health-wizard');
    await wizard.getByRole('button', { name: `${choose}: Sanitas` }).click();
    await wizard
      .getByTestId('health-product')
      .getByRole('button', { name: `${choose}: Sanitas Más Salud` })
      .click();
    return wizard;
  }

  test('another provider cannot be chosen while Sanitas is in the cart, and the page says why', async ({ page, employee }) => {
    const year = await planYear(employee);
    const sanitas = await benefitIdOf(employee, 'health-insurance', 'Sanitas Más Salud');
    await addToCart(employee, { year, benefitId: sanitas, items: [], details: { members: [{ familyId: null, startMonth: 1, supplementaries: [] }] } });

    await open(page, employee, 'health-insurance');
    const wizard = page.getByTestId('health-wizard');
    // The cart's insurance opens on its family; back twice reaches the companies.
    await wizard.getByTestId('wizard-back').click();
    await wizard.getByTestId('wizard-back').click();
    await expect(wizard.getByText(es.wizards.health.chooseCompany)).toBeVisible();
    await expect(wizard.getByRole('button', { name: `${es.wizards.choose}: Adeslas` })).toBeDisabled();
    const adeslas = wizard.getByRole('note').filter({ hasText: es.errors.HEALTH_PROVIDER_NOT_SELECTABLE });
    await expect(adeslas).toHaveCount(1);
    await expect(wizard.getByRole('button', { name: `${es.wizards.choose}: Sanitas` })).toBeEnabled();
  });

  test('a dependant cannot start before the holder, nor a supplementary before its insurance', async ({ page, employee }) => {
    const wizard = await sanitasFamilyStep(page, employee, es.wizards.choose);
    const member = (name: string) => wizard.getByTestId('health-member').filter({ hasText: name });
    const startOf = (name: string) => member(name).getByRole('textbox', { name: es.wizards.health.startMonth, exact: true });
    const chooseMonth = async (name: string, month: string) => {
      await startOf(name).click();
      await page.getByRole('option', { name: month, exact: true }).click();
      await expect(startOf(name)).toHaveValue(month);
    };
    await wizard.getByRole('checkbox', { name: /Laura/ }).check();
    await wizard.getByRole('checkbox', { name: /Javier/ }).check();
    await chooseMonth('Laura', 'Marzo');
    await expect(wizard.getByTestId('wizard-refusal')).toHaveText(es.errors.HEALTH_DEPENDANT_BEFORE_HOLDER);
    await wizard.getByRole('button', { name: new RegExp(`^${es.benefits.actions.add}`) }).click();
    await expect(toast(page, es.errors.title)).toContainText(es.errors.HEALTH_DEPENDANT_BEFORE_HOLDER);
    await chooseMonth('Javier', 'Marzo');
    await expect(wizard.getByTestId('wizard-refusal')).toHaveCount(0);

    // Laura's dental starts with her insurance (March); her insurance then moves to May.
    await wizard.getByRole('checkbox', { name: /Javier/ }).uncheck();
    await member('Laura')
      .getByRole('checkbox', { name: /Sanitas Dental/ })
      .check();
    await expect(member('Laura').getByRole('textbox', { name: `${es.wizards.health.startMonth}: Sanitas Dental` })).toHaveValue('Marzo');
    await chooseMonth('Laura', 'Mayo');
    await expect(wizard.getByTestId('wizard-refusal')).toHaveText(es.errors.HEALTH_SUPPLEMENTARY_BEFORE_MAIN);
    await expect(page.getByTestId('in-cart')).toHaveCount(0);
  });

  test.describe('in English', () => {
    test.use({ locale: 'en-GB' });

    test('a supplementary the bags cannot pay is reverted with the price-over message', async ({ page, employee }) => {
      // The flexible bag nearly spent by the cart: what is left pays Laura and Javier's Sanitas but
      // not a dental supplement on top (12 × 9 €).
      const year = await planYear(employee);
      const employeeMonths = (price: number) => Array.from({ length: 12 }, (_, i) => ({ familyId: null, month: i + 1, price }));
      const tiguan = await benefitIdOf(employee, 'renting', 'Volkswagen Tiguan 1.5 TSI');
      await addToCart(employee, { year, benefitId: tiguan, items: employeeMonths(0), details: { years: 3 } }); // the fees are the catalogue's
      await addToCart(employee, { year, benefitId: await benefitIdOf(employee, 'food', 'Tarjeta restaurante'), items: employeeMonths(22_000) });
      const { overview } = (await employee.get<{ overview: Record<'flexible' | 'user', { available: number }> }>('/bags')).body;
      // Laura 12 × 52 € less the company's 20 %, Javier 12 × 52 €; then half a year of dental to spare.
      const sanitasForTwo = 12 * 4_160 + 12 * 5_200;
      const spare = 6 * 900;
      const left = overview.flexible.available + overview.user.available;
      const hugo = employee.familyId('Hugo');
      // Hugo's kindergarten, January to September (he turns 3 in October), takes the rest.
      const kindergartenMonthly = Math.floor((left - sanitasForTwo - spare) / 9);
      expect(kindergartenMonthly).toBeGreaterThanOrEqual(5_000);
      await addToCart(employee, {
        year,
        benefitId: await benefitIdOf(employee, 'kindergarten', 'Cheque guardería'),
        items: Array.from({ length: 9 }, (_, i) => ({ familyId: hugo, month: i + 1, price: kindergartenMonthly })),
      });

      const wizard = await sanitasFamilyStep(page, employee, en.wizards.choose);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await wizard.getByRole('checkbox', { name: /Laura/ }).check();
      await wizard.getByRole('checkbox', { name: /Javier/ }).check();
      const total = await wizard.getByTestId('year-total').textContent();
      const javier = wizard.getByTestId('health-member').filter({ hasText: 'Javier' });
      // Clicked, not check(): the box is meant to stay unticked.
      await javier.getByRole('checkbox', { name: /Sanitas Dental/ }).click();
      await expect(wizard.getByTestId('wizard-exceeded')).toHaveText(en.errors.PRICE_OVER);
      // Reverted: the supplement is not chosen and the total is the one before.
      await expect(javier.getByRole('checkbox', { name: /Sanitas Dental/ })).not.toBeChecked();
      await expect(wizard.getByTestId('year-total')).toHaveText(total!);
      await expect(wizard.getByTestId('wizard-refusal')).toHaveCount(0);
      await wizard.getByRole('button', { name: new RegExp(`^${en.benefits.actions.add}`) }).click();
      await expect(page.getByText(en.benefits.toast.added).first()).toBeVisible();
    });
  });
});

test.describe('wizard refusals: saving plan (docs/product/benefits-and-simulation.md §4, §5 Saving plan)', () => {
  test('outside the change windows (23 November) a contracted plan is shown but cannot be changed', async ({ page, employee }) => {
    const year = await planYear(employee);
    const moderate = await benefitIdOf(employee, 'saving-plan', 'Cartera Moderada');
    const months = Array.from({ length: 12 }, (_, i) => ({ month: i + 1, amount: 5_000 }));
    const plan = await addToCart(employee, { year, benefitId: moderate, items: [], details: { benefitId: moderate, months } });
    await contractThroughMail(employee, [plan.id]);
    await open(page, employee, 'saving-plan');
    const wizard = page.getByTestId('saving-wizard');
    await expect(wizard.getByTestId('saving-outside-window')).toHaveText(es.errors.SAVING_PLAN_OUTSIDE_WINDOW);
    await expect(wizard.getByText(es.wizards.saving.chooseMonths.replace('{{name}}', 'Cartera Moderada'))).toBeVisible();
    await expect(wizard.locator('input[name="months.1.amount"]')).toHaveValue('50 €');
    await expect(wizard.locator('input[name="months.1.amount"]')).toBeDisabled();
    await expect(wizard.getByRole('button', { name: es.wizards.saving.applyAll })).toBeDisabled();
    await expect(page.getByRole('button', { name: new RegExp(`^${es.benefits.actions.updateContract}`) })).toHaveCount(0);
  });

  test.describe('in Portuguese', () => {
    // A copy of Inês (globex): the plans in the cart are her copy's.
    test.use({ locale: 'pt-PT', employeeLike: { like: 'ines.ferreira@globex.test' } });

    test('a second plan put in the cart from another tab is refused by the server: one pending in the cart', async ({ page, employee }) => {
      await open(page, employee, 'saving-plan');
      await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
      const wizard = page.getByTestId('saving-wizard');
      await wizard.getByRole('button', { name: `${pt.wizards.choose}: Fidelidade Carteira Prudente` }).click();
      await wizard.locator('input[name="amount"]').fill('50');
      await wizard.getByRole('button', { name: pt.wizards.saving.applyAll }).click();
      await wizard.getByTestId('saving-next').click();
      await wizard.getByRole('radio', { name: /Inês Ferreira Costa/ }).check();

      // Meanwhile, in another tab, the moderate basket goes to the cart.
      const year = await planYear(employee);
      const moderate = await benefitIdOf(employee, 'saving-plan', 'Fidelidade Cartera Moderada');
      const months = Array.from({ length: 12 }, (_, i) => ({ month: i + 1, amount: 5_000 }));
      await addToCart(employee, { year, benefitId: moderate, items: [], details: { benefitId: moderate, familyId: null, months } });

      await wizard.getByRole('button', { name: new RegExp(`^${pt.benefits.actions.add}`) }).click();
      await expect(toast(page, pt.errors.title)).toContainText(pt.errors.SAVING_PLAN_PENDING_IN_CART);
      // Opened again, the wizard shows the plan in the cart and keeps its selection.
      await page.reload();
      await expect(wizard.getByText(pt.wizards.saving.chooseMonths.replace('{{name}}', 'Fidelidade Carteira Moderada'))).toBeVisible();
      await wizard.getByTestId('saving-back').click();
      await expect(wizard.getByTestId('saving-back-refused')).toHaveText(pt.errors.SAVING_PLAN_IN_CART);
    });
  });
});

test.describe('wizard refusals: renting (docs/product/benefits-and-simulation.md §5 Renting)', () => {
  test('the term is offered from 2 to 5 years only, 2 by default', async ({ page, login }) => {
    await open(page, await login('acme', LAURA), 'renting');
    const wizard = page.getByTestId('renting-wizard').first();
    const years = wizard.getByRole('textbox', { name: es.wizards.renting.years });
    await expect(years).toHaveValue(es.wizards.renting.yearsOption_other.replace('{{count}}', '2'));
    await years.click();
    await expect(page.getByRole('listbox').getByRole('option')).toHaveText(
      [2, 3, 4, 5].map((n) => es.wizards.renting.yearsOption_other.replace('{{count}}', String(n))),
    );
  });
});
