import { expect, LAURA, locales, openLoggedIn, seriousViolations, test } from '../fixtures';
import { companyUrl } from '../e2e-env';
import type { ResponseOf } from '@flexplan/domain/api/wire';
import type { compensationSchema } from '@flexplan/domain/compensation/compensation-api';
import { formatMoney } from '@flexplan/domain/money/format-money';

const { es } = locales;
const euros = (cents: number) => formatMoney(cents, 'es');

type Compensation = ResponseOf<typeof compensationSchema>;

test.describe('compensation', () => {
  test('acme: salaries, benefits, social security and the total, with a chart in fixed colours', async ({ page, login }) => {
    const laura = await login('acme', LAURA);
    await openLoggedIn(page, laura, '/compensation');
    const answer = (await laura.get<Compensation>('/compensations')).body;
    await expect(page.getByRole('heading', { level: 1, name: es.compensation.title })).toBeVisible();
    await expect(page.getByTestId('compensation-fixed')).toHaveText(euros(answer.fixedSalary));
    await expect(page.getByTestId('compensation-variable')).toHaveText(euros(answer.variableSalary));
    await expect(page.getByTestId('compensation-benefit')).toHaveCount(answer.entries.length);
    await expect(page.getByTestId('compensation-benefit').first()).toContainText('Comida');
    await expect(page.getByTestId('compensation-benefits-total')).toHaveText(euros(answer.benefitsTotal));
    // 30 % of 45 000 €.
    await expect(page.getByTestId('compensation-social-security')).toHaveText(euros(1_350_000));
    await expect(page.getByTestId('compensation-total')).toHaveText(euros(answer.total));

    const chart = page.getByTestId('compensation-chart');
    await expect(chart.locator('svg').first()).toBeVisible();
    const legend = chart.getByTestId('chart-legend-item');
    await expect(legend).toHaveCount(2 + answer.entries.length + 1);
    await expect(legend.first()).toContainText(es.compensation.fixedSalary);
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
