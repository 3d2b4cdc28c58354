import { expect, locales, openLoggedIn, test } from '../fixtures';
import { companyUrl } from '../e2e-env';

const { es } = locales;

/**
 * Issue 15 finding 3: the warning names what is missing and leads to the tab that asks for it;
 * the phone alone completes the profile although nationality and address were never filled; the
 * restricted menu shows only what the session may open.
 */
test.describe('profile: completing it the way the warning says', () => {
  // A copy of pablo: a phone missing, nationality and address never filled.
  test.use({ employeeLike: { like: 'pablo.ruiz@acme.test' } });

  test('pablo follows the warning to the employee tab, adds his phone and reaches the menu', async ({ page, employee }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    await openLoggedIn(page, employee, '/home');
    await expect(page).toHaveURL(companyUrl('acme', '/'));
    const warning = page.getByTestId('warning-incomplete-profile');
    await expect(warning).toContainText(es.profile.warnings.missingPhone);
    await warning.getByRole('link', { name: es.profile.warnings.addPhone }).click();
    await expect(page).toHaveURL(/\/profile\?tab=employee$/);

    // The shell's menu: only what a restricted session may open, no link that would bounce back to /.
    const menu = page.getByRole('navigation', { name: es.shell.menu.label });
    await expect(menu.getByRole('link', { name: es.shell.menu.profile })).toBeVisible();
    await expect(menu.getByRole('link')).toHaveCount(1);

    const form = page.getByTestId('employee-form');
    await form.locator('input[name="phone"]').fill('600333444');
    await form.getByRole('button', { name: es.profile.employee.submit }).click();
    await expect(page.getByText(es.profile.employee.updated).first()).toBeVisible();
    await expect(page.getByTestId('warning-incomplete-profile')).toBeHidden();
    await expect(form.locator('[aria-invalid="true"]')).toHaveCount(0);

    await menu.getByRole('link', { name: es.shell.menu.home }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(menu.getByTestId('product-menu-link').first()).toBeVisible();
  });
});
