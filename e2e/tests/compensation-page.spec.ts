import { expect, LAURA, locales, openLoggedIn, seriousViolations, test } from '../fixtures';
import { companyUrl } from '../e2e-env';
import type { ResponseOf } from '@flexplan/domain/api/wire';
import type { compensationSchema } from '@flexplan/domain/compensation/compensation-api';
import { formatMoney } from '@flexplan/domain/money/format-money';

const { es } = locales;
const euros = (cents: number) => formatMoney(cents, 'es');

type Compensation = ResponseOf<typeof compensationSchema>;

test.describe('compensation', () => {
  test('acme: the gross pay split into salary in money and benefits, social security and the total, with a chart in fixed colours', async ({ page, login }) => {
    const laura = await login('acme', LAURA);
    const years = (await laura.get<Compensation>('/compensations')).body.years;
    // laura's seeded plan (food, signed) is the year before the plan year: the page offers it.
    const year = years[years.length - 2]!;
    const answer = (await laura.get<Compensation>(`/compensations?year=${year}`)).body;
    expect(answer.entries.length).toBeGreaterThan(0);
    await openLoggedIn(page, laura, '/compensation');
    await expect(page.getByRole('heading', { level: 1, name: es.compensation.title })).toBeVisible();
    await page.getByTestId('compensation-year').selectOption(String(year));
    await expect(page).toHaveURL(new RegExp(`[?&]year=${year}`));
    await expect(page.getByTestId('compensation-table').locator('caption')).toContainText(String(year));
    await expect(page.getByTestId('compensation-fixed')).toHaveText(euros(answer.fixedSalary));
    await expect(page.getByTestId('compensation-variable')).toHaveText(euros(answer.variableSalary));
    // The benefits are paid out of the 45 000 €, not added to them (docs/decisions/062-compensation-splits-gross-pay.md).
    await expect(page.getByTestId('compensation-from-salary')).toHaveText(euros(-answer.benefitsFromSalary));
    await expect(page.getByTestId('compensation-cash')).toHaveText(euros(4_500_000 - answer.benefitsFromSalary));
    await expect(page.getByTestId('compensation-benefit')).toHaveCount(answer.entries.length);
    await expect(page.getByTestId('compensation-benefit').filter({ hasText: 'Comida' })).toHaveCount(1);
    await expect(page.getByTestId('compensation-benefits-total')).toHaveText(euros(answer.benefitsTotal));
    // 30 % of 45 000 €.
    await expect(page.getByTestId('compensation-social-security')).toHaveText(euros(1_350_000));
    await expect(page.getByTestId('compensation-total')).toHaveText(euros(4_500_000 + answer.companyContributions + 1_350_000));

    const chart = page.getByTestId('compensation-chart');
    await expect(chart.locator('svg').first()).toBeVisible();
    const legend = chart.getByTestId('chart-legend-item');
    await expect(legend).toHaveCount(1 + answer.entries.length + 1);
    await expect(legend.first()).toContainText(es.compensation.cashSalary);
    await expect(legend.first()).toHaveAttribute('data-color', 'blue.8');
    await expect(legend.filter({ hasText: 'Comida' })).toHaveAttribute('data-color', 'orange.7');
  });

  test('globex hides compensation: no route, no chart, and the API answers 404', async ({ page, login }) => {
    const joao = await login('globex', 'joao.silva@globex.test');
    await openLoggedIn(page, joao, '/compensation');
    await expect(page).toHaveURL(companyUrl('globex', '/'));
    await expect(page.getByTestId('compensation-chart')).toHaveCount(0);
    expect((await joao.get('/compensations')).status).toBe(404);
  });

  for (const width of [375, 1280]) {
    test(`no serious accessibility violations at ${width} px`, async ({ page, login }) => {
      await page.setViewportSize({ width, height: 900 });
      await openLoggedIn(page, await login('acme', LAURA), '/compensation');
      await expect(page.getByTestId('compensation-chart')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });
  }
});
