import { expect, locales, openLoggedIn, test } from '../fixtures';
import { companyUrl } from '../e2e-env';

const { es } = locales;

/**
 * A restricted session (docs/product/employee-portal.md §2: pablo has no phone, and reaches only / and /profile) is
 * asked for nothing it may not read: the route table decides which reads a page makes, rather than
 * the API refusing them with 403 (docs/decisions/040-restricted-session-reads.md).
 */
test.describe('a restricted session asks for nothing it may not read', () => {
  test('pablo opens pages directly: no 403, no cart, and "add my phone" lands in the phone field', async ({ page, login }) => {
    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 403) refused.push(response.url());
    });
    const pablo = await login('acme', 'pablo.ruiz@acme.test');
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 812 });
      await openLoggedIn(page, pablo, '/home');
      await expect(page).toHaveURL(companyUrl('acme', '/'));
      const warning = page.getByTestId('warning-incomplete-profile');
      await expect(warning).toBeVisible();
      await expect(page.getByRole('button', { name: /^Carrito/ })).toHaveCount(0);
      await page.screenshot({ path: `test-results/restricted-session-main-${width}.png` });
      for (const path of ['/cart', '/products/food', '/documents', '/profile?tab=family']) {
        await page.goto(companyUrl('acme', path));
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      }
      await page.goto(companyUrl('acme', '/'));
      await warning.getByRole('link', { name: es.profile.warnings.addPhone }).click();
      await expect(page).toHaveURL(/\/profile\?tab=employee/);
      await expect(page.getByTestId('employee-form').locator('input[name="phone"]')).toBeFocused();
      await expect(page.getByRole('button', { name: /^Carrito/ })).toHaveCount(0);
      await page.screenshot({ path: `test-results/restricted-session-profile-${width}.png` });
    }
    // Settled: a read asked late would still count.
    await page.waitForLoadState('networkidle');
    expect(refused).toEqual([]);
  });
});
