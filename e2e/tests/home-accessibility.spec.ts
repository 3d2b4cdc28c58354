import { expect, LAURA, openLoggedIn, seriousViolations, test } from '../fixtures';
import { companyUrl } from '../e2e-env';

const widths = [375, 1280];

for (const width of widths) {
  test.describe(`home pages have no serious accessibility violations at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('/home, /flexible, /other and /privacy-policy', async ({ page, login }) => {
      // The plan year (2027) opens first; laura's 2026 has what fills the page most: pending rows, alerts.
      await openLoggedIn(page, await login('acme', LAURA), '/home');
      await expect(page.getByTestId('bag-flexible')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.goto(companyUrl('acme', '/home?year=2026'));
      await expect(page.getByTestId('news-item').first()).toBeVisible();
      await expect(page.getByTestId('pending-row').first()).toBeVisible();
      await expect(page.getByTestId('bag-flexible')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

      for (const path of ['/flexible', '/other']) {
        await page.goto(companyUrl('acme', path));
        await expect(page.getByTestId('product-tile').first()).toBeVisible();
        expect(await seriousViolations(page)).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      }
      await page.goto(companyUrl('acme', '/privacy-policy'));
      await expect(page.getByTestId('privacy-text')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}
