import { expect, LAURA, openLoggedIn, seriousViolations, test } from '../fixtures';
import { companyUrl } from '../e2e-env';

const widths = [375, 1280];

for (const width of widths) {
  test.describe(`profile and documents have no serious accessibility violations at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('each profile tab, and the family dialog', async ({ page, login }) => {
      await openLoggedIn(page, await login('acme', LAURA), '/profile');
      await expect(page.locator('input[name="email"]')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.goto(companyUrl('acme', '/profile?tab=employee'));
      await expect(page.locator('input[name="phone"]')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.goto(companyUrl('acme', '/profile?tab=family'));
      await expect(page.getByTestId('family-member').first()).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByTestId('family-add').click();
      await expect(page.getByRole('dialog')).toBeVisible();
      // Wait for the opening transition: half-faded text would read as low contrast.
      await expect(page.locator('.mantine-Modal-content')).toHaveCSS('opacity', '1');
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('the special-brand employee tab', async ({ page, login }) => {
      await openLoggedIn(page, await login('globex', 'joao.silva@globex.test'), '/profile?tab=employee');
      await expect(page.locator('input[name="phone"]')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}
