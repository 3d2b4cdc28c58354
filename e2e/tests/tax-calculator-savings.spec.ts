import { expect, LAURA, locales, openLoggedIn, test } from '../fixtures';
import { companyUrl } from '../e2e-env';
import { formatMoney } from '@flexplan/domain/money/format-money';

const { es, en } = locales;
const JOAO = 'joao.silva@globex.test';

/** Money as the page writes it: the domain's formatMoney. */
const euros = (cents: number, language = 'es') => formatMoney(cents, language);

test.describe('tax calculator: side calculator, header and home savings', () => {
  // laura's seeded plan, which no scenario changes: an empty cart, her contracts of this year.
  test('the side calculator on /products/food follows the amount as it is typed', async ({ page, login }) => {
    await openLoggedIn(page, await login('acme', LAURA), '/products/food');
    const calculator = page.getByTestId('side-calculator');
    await expect(calculator).toBeVisible();
    // Checked by hand against the engine (simulate, tax year 2026 parameters, plan year 2027):
    // 150 € a month × 12 months of the meal card save 666.18 € a year (55.52 € a month): married, as
    // her spouse on file says (docs/decisions/021), her children count half for her.
    const saving = calculator.getByTestId('calculator-saving');
    await expect(saving).toHaveText(es.taxCalculator.side.saving.replace('{{annual}}', euros(66_618)).replace('{{monthly}}', euros(5_552)));
    await expect(calculator.getByTestId('calculator-row-benefits').getByTestId('with')).toHaveText(euros(180_000));
    const card = page.getByTestId('benefit-card').first();
    await card.getByRole('textbox', { name: es.benefits.fields.price }).fill('100');
    await expect(saving).toHaveText(es.taxCalculator.side.saving.replace('{{annual}}', euros(44_112)).replace('{{monthly}}', euros(3_676)));
    await expect(calculator.getByTestId('calculator-row-benefits').getByTestId('with')).toHaveText(euros(120_000));
    // The profile lacks contract type and where the children live (her marital status follows from her spouse): named.
    await expect(calculator.getByTestId('calculator-defaults')).toContainText(es.taxCalculator.defaults.contractType);
    // Per payment (14 payments): the gross salary 45,000 € ÷ 14.
    await calculator.getByText(es.taxCalculator.side.perPayment14).click();
    await expect(calculator.getByTestId('calculator-row-gross').getByTestId('without')).toHaveText(euros(321_429));
  });

  test('the header shows the saved and possible savings; the home shows the year panel', async ({ page, login }) => {
    await openLoggedIn(page, await login('acme', LAURA), '/home?year=2026');
    const header = page.getByTestId('header-savings');
    await expect(header.getByTestId('header-saved')).toHaveText(es.taxCalculator.header.saved.replace('{{year}}', '2027').replace('{{amount}}', euros(0)));
    // docs/decisions/275-you-can-still-save.md: meals 2 420 €, transport 1 500 €, health 4 × 500 € and,
    // Hugo being under 3 until September 2027, kindergarten with the rest of the 12 600 € bag.
    await expect(header.getByTestId('header-possible')).toHaveText(es.taxCalculator.header.possible.replace('{{amount}}', euros(412_002)));
    // 2026: meals and transport contracted, training pending; no month of 2026 can start any more
    // (today is past November's cut-off day), so nothing more can be bought for 2026.
    const panel = page.getByTestId('savings-panel');
    await expect(panel.getByTestId('panel-saved')).toContainText(euros(116_217));
    await expect(panel.getByTestId('panel-possible')).toContainText(euros(0));
  });

  test('on a phone the savings icon and the cart button open at the first press, before and after their code has arrived', async ({ page, login }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await openLoggedIn(page, await login('acme', LAURA), '/home');
    // At once: their popovers' code is fetched only once the page has settled, or on a press.
    await page.getByTestId('header-savings').click();
    await expect(page.getByTestId('header-saved')).toHaveText(es.taxCalculator.header.saved.replace('{{year}}', '2027').replace('{{amount}}', euros(0)));
    await page.getByTestId('header-savings').click();
    await expect(page.getByTestId('header-saved')).toBeHidden();
    await page.getByRole('button', { name: es.cart.menu.label.replace('{{count}}', '0') }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    // Once the page has settled the popovers stand in the buttons' place: the same presses open them.
    await page.waitForLoadState('networkidle');
    await page.reload();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1_500);
    await page.getByTestId('header-savings').click();
    await expect(page.getByTestId('header-saved')).toBeVisible();
  });

  test('header and home agree: the home opens on the plan year with the header’s figures', async ({ page, login }) => {
    // 23 November 2026, past the last cut-off: new contracts start in 2027, laura has nothing there yet.
    await openLoggedIn(page, await login('acme', LAURA), '/home');
    await expect(page.getByTestId('year-switch').locator('input:checked')).toHaveValue('2027');
    const panel = page.getByTestId('savings-panel');
    await expect(panel.getByRole('heading', { level: 2 })).toHaveText(es.taxCalculator.panel.title.replace('{{year}}', '2027'));
    await expect(page.getByTestId('header-saved')).toHaveText(es.taxCalculator.header.saved.replace('{{year}}', '2027').replace('{{amount}}', euros(0)));
    await expect(panel.getByTestId('panel-saved')).toContainText(euros(0));
    await expect(page.getByTestId('header-possible')).toHaveText(es.taxCalculator.header.possible.replace('{{amount}}', euros(412_002)));
    await expect(panel.getByTestId('panel-possible')).toContainText(euros(412_002));
  });

  test('joao (globex, single, in English) sees his possible saving', async ({ page, login }) => {
    await openLoggedIn(page, await login('globex', JOAO), '/home');
    await expect(page.getByTestId('header-saved')).toHaveText(en.taxCalculator.header.saved.replace('{{year}}', '2027').replace('{{amount}}', euros(0, 'en')));
    await expect(page.getByTestId('header-possible')).toHaveText(en.taxCalculator.header.possible.replace('{{amount}}', euros(132_582, 'en')));
  });

  test('without a fixed salary the calculator is replaced by the unavailable alert', async ({ page, login }) => {
    // No API makes the salary missing (the employee cannot edit it): the profile answer is altered.
    await page.route('**/api/profile', async (route) => {
      if (route.request().method() !== 'GET') return route.fallback();
      // Node cannot resolve *.localhost: the real answer is fetched from 127.0.0.1 with the Host header.
      const url = new URL(route.request().url());
      const response = await route.fetch({ url: `http://127.0.0.1:${url.port}${url.pathname}`, headers: { ...route.request().headers(), host: url.host } });
      const body = (await response.json()) as Record<string, unknown>;
      await route.fulfill({ response, json: { ...body, fixedSalary: null } });
    });
    await openLoggedIn(page, await login('acme', LAURA), '/products/food');
    await expect(page.getByTestId('benefit-card').first()).toBeVisible();
    const alert = page.getByTestId('calculator-unavailable');
    await expect(alert).toBeVisible();
    await expect(alert.getByRole('link', { name: es.taxCalculator.unavailable.link })).toHaveAttribute('href', '/profile?tab=employee');
    await expect(page.getByTestId('side-calculator')).toHaveCount(0);
    await expect(page.getByTestId('header-savings')).toHaveCount(0);
    await page.goto(companyUrl('acme', '/home'));
    await expect(page.getByTestId('calculator-unavailable')).toBeVisible();
  });

  test('with nothing left in the flexible bag the header warns that the limit is reached', async ({ page, login }) => {
    await page.route('**/api/bags*', async (route) => {
      const url = new URL(route.request().url());
      const response = await route.fetch({
        url: `http://127.0.0.1:${url.port}${url.pathname}${url.search}`,
        headers: { ...route.request().headers(), host: url.host },
      });
      const body = (await response.json()) as { overview: { flexible: Record<string, number> } };
      const flexible = { ...body.overview.flexible, spent: body.overview.flexible['total'] ?? 0, available: 0 };
      await route.fulfill({ response, json: { ...body, overview: { ...body.overview, flexible } } });
    });
    await openLoggedIn(page, await login('acme', LAURA), '/home');
    await expect(page.getByTestId('header-limit-reached')).toHaveText(es.taxCalculator.header.limitReached);
    await expect(page.getByTestId('header-possible')).toHaveCount(0);
    await expect(page.getByTestId('panel-limit-reached')).toBeVisible();
  });
});
