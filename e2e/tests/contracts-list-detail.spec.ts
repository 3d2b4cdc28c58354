import { expect, LAURA, locales, openLoggedIn, seriousViolations, test } from '../fixtures';
import { formatMoney } from '@flexplan/domain/money/format-money';

const { es } = locales;
const euros = (cents: number) => formatMoney(cents, 'es');

test.describe('my contracts (/documents/user)', () => {
  test('newest year first, each with its list label; the detail names the months', async ({ page, login }) => {
    await openLoggedIn(page, await login('acme', LAURA), '/documents/user');
    const rows = page.getByTestId('contract-row');
    // laura's five seeded contracts (no scenario changes hers), of 2026 and 2025.
    await expect(rows).toHaveCount(5);
    await expect(rows.locator('td:nth-child(3)')).toHaveText(['2026', '2026', '2026', '2025', '2025']);
    const row = (modality: string) => rows.filter({ hasText: modality });
    await expect(row('Tarjeta restaurante').getByTestId('contract-label')).toHaveText(es.contracts.list.contracted);
    await expect(row('Tarjeta transporte').getByTestId('contract-label')).toHaveText(es.contracts.list.pendingSignature);
    await expect(row('Formación profesional').getByTestId('contract-label')).toHaveText(es.contracts.list.pendingReview);
    await expect(row('Sanitas Más Salud').getByTestId('contract-label')).toHaveText(es.contracts.list.contracted);
    // A cancelled contract reads cancelled alone, not "contracted" beside a badge.
    await expect(row('Wellhub gimnasios').getByTestId('contract-label')).toHaveText(es.contracts.list.cancelled);

    // Transport: March to December at 54,60 € a month.
    await row('Tarjeta transporte').getByTestId('contract-detail-button').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    const months = dialog.getByTestId('contract-detail-month');
    await expect(months).toHaveCount(10);
    await expect(months.first()).toContainText('Marzo');
    await expect(months.last()).toContainText('Diciembre');
    await expect(months.first()).toContainText(euros(5_460));
    await expect(dialog.getByTestId('contract-detail-total')).toHaveText(euros(54_600));
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // Sanitas: the company pays 20 % of each month.
    await row('Sanitas Más Salud').getByTestId('contract-detail-button').click();
    await expect(page.getByRole('dialog').getByTestId('contract-detail-month').first()).toContainText(
      ['Enero', euros(5_200), euros(1_040), euros(4_160)].join(''),
    );
  });

  for (const width of [375, 1280]) {
    test(`no serious accessibility violations at ${width} px, with the detail open too`, async ({ page, login }) => {
      await page.setViewportSize({ width, height: 900 });
      await openLoggedIn(page, await login('acme', LAURA), '/documents/user');
      await expect(page.getByTestId('contract-row').first()).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.getByTestId('contract-detail-button').first().click();
      await expect(page.getByTestId('contract-detail-table')).toBeVisible();
      // Let the dialog finish fading in: mid-transition its text is translucent and axe measures that.
      await page.waitForTimeout(500);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
