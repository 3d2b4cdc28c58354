import { type Page } from '@playwright/test';
import { formatMoney } from '@flexplan/domain/money/format-money';
import { expect, LAURA, locales, openLoggedIn, seriousViolations, test } from '../fixtures';

const { es } = locales;
const SHOTS = 'test-results/tax-years';
const euros = (cents: number) => formatMoney(cents, 'es');

/** The page at a phone's and a desktop's width: axe-clean (serious, critical), and a full-page screenshot of each. */
async function checkAtBothWidths(page: Page, name: string, ready: () => Promise<void>): Promise<void> {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await ready();
    expect(await seriousViolations(page), `${name} at ${width} px`).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
}

test.describe('the tax years as data the operator edits', () => {
  test.beforeEach(() => {
    test.slow(); // two people, four axe scans and screenshots
  });
  // The tax years are national, shared by every scenario: 2027's own row goes away again at the end.
  test.afterEach(async ({ companyApi }) => {
    expect((await companyApi('acme').call('DELETE', '/e2e/tax-years/2027')).status).toBe(204);
  });

  test("the operator copies 2026 to 2027 and lowers 2027's daily meal limit; laura's 2027 calculator moves with it", async ({ page, login, browser }) => {
    // laura's side calculator on /products/food, plan year 2027 (today is 23 November 2026): with 2026's
    // parameters, 150 € a month of meal card save 666.18 € a year (tax-calculator-savings.spec.ts).
    const lauraSession = await login('acme', LAURA);
    const before = await browser.newContext();
    const lauraBefore = await before.newPage();
    await openLoggedIn(lauraBefore, lauraSession, '/products/food');
    const savingBefore = lauraBefore.getByTestId('side-calculator').getByTestId('calculator-saving');
    await expect(savingBefore).toHaveText(es.taxCalculator.side.saving.replace('{{annual}}', euros(66_618)).replace('{{monthly}}', euros(5_552)));
    await expect(lauraBefore.getByTestId('tax-rules-note').first()).toBeVisible();
    await before.close();

    await openLoggedIn(page, await login('acme', 'operator@flexplan.test'), '/admin?section=taxYears');
    const row2027 = page.getByTestId('tax-year-row-2027');
    await expect(row2027).toContainText(es.adminTaxYears.usesYear.replace('{{rulesYear}}', '2026'));
    await checkAtBothWidths(page, 'tax-years-list', () => expect(row2027).toBeVisible());

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByTestId('tax-year-copy-2026').click();
    await expect(row2027).toContainText(es.adminTaxYears.own);
    await expect(page).toHaveURL(/taxYear=2027/);
    const form = page.getByTestId('tax-year-form');
    const mealLimit = form.getByTestId('tax-field-productTax.food.limitDay');
    await expect(mealLimit).toHaveValue('11 €');

    // A negative limit is refused on its field before anything is sent.
    await mealLimit.fill('-1');
    await page.getByTestId('tax-year-save').click();
    await expect(form.getByText(es.validation.min.replace('{{min}}', '0'))).toBeVisible();

    await mealLimit.fill('5');
    await page.getByTestId('tax-year-save').click();
    await expect(page.getByText(es.adminTaxYears.saved.replace('{{year}}', '2027'))).toBeVisible();
    await checkAtBothWidths(page, 'tax-year-form', () => expect(mealLimit).toBeVisible());

    // laura, in a browser of her own: her 2027 figures are computed with 2027's own row now.
    const after = await browser.newContext();
    const laura = await after.newPage();
    await openLoggedIn(laura, lauraSession, '/products/food');
    const calculator = laura.getByTestId('side-calculator');
    const saving = calculator.getByTestId('calculator-saving');
    await expect(saving).toBeVisible();
    await expect(saving).not.toHaveText(es.taxCalculator.side.saving.replace('{{annual}}', euros(66_618)).replace('{{monthly}}', euros(5_552)));
    await expect(laura.getByTestId('meal-exempt-year').first()).toContainText(euros(500));
    await expect(laura.getByTestId('tax-rules-note')).toHaveCount(0);
    await laura.screenshot({ path: `${SHOTS}/laura-food-2027-after.png`, fullPage: true });
    await after.close();
  });
});
