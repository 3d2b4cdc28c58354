import { acceptCookies, expect, LAURA, openLoggedIn, seriousViolations, test } from '../fixtures';
import { companyUrl } from '../e2e-env';

const widths = [375, 1280];

for (const width of widths) {
  test.describe(`no serious accessibility violations at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('login, forgot password, maintenance and unknown company', async ({ page }) => {
      await page.goto(companyUrl('acme', '/login'));
      expect(await seriousViolations(page)).toEqual([]); // with the cookie modal open
      await acceptCookies(page);
      expect(await seriousViolations(page)).toEqual([]);
      await page.goto(companyUrl('globex', '/forgot-password'));
      await expect(page.locator('input[name="email"]')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.goto(companyUrl('initech', '/login'));
      await expect(page.getByTestId('maintenance-page')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.goto(companyUrl('nobody', '/login'));
      await expect(page.getByTestId('company-not-found')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('main menu, shell and profile', async ({ page, login }) => {
      await openLoggedIn(page, await login('acme', LAURA), '/');
      await expect(page.getByTestId('menu-tile').first()).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.goto(companyUrl('acme', '/home'));
      // The header's avatar: below 480 px the first name gives its room to the logo.
      await expect(page.getByTestId('header-avatar')).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page)).toEqual([]);
      await page.goto(companyUrl('acme', '/profile'));
      await expect(page.locator('input[name="password"]')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}
