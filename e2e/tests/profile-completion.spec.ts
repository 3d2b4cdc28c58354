import { expect, locales, openLoggedIn, test } from '../fixtures';
import { companyUrl } from '../e2e-env';

const { es } = locales;

/**
 * The warning names what is missing and leads to the tab that asks for it,
 * whose top lists every required field still empty, each a way to its input;
 * the phone alone completes the profile although nationality and address were never filled; the
 * restricted menu shows only what the session may open.
 */
test.describe('profile: completing it the way the warning says', () => {
  // A copy of pablo: a phone missing, nationality and address never filled.
  test.use({ employeeLike: { like: 'pablo.ruiz@acme.test' } });

  test('a newcomer completes pablo’s profile: the warning leads to the employee tab, its list to the phone, and the menu opens', async ({ page, employee }) => {
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

    // The tab's top lists what is missing, the phone first as the warning says; each name leads to its field.
    const missing = page.getByTestId('employee-missing-fields').getByRole('list', { name: es.profile.missingFields.listLabel });
    const neverFilled = ['nationality', 'address1', 'city', 'postalCode', 'province', 'country'] as const;
    await expect(missing.getByRole('button')).toHaveText([es.profile.fields.phone, ...neverFilled.map((field) => es.profile.fields[field])]);
    const form = page.getByTestId('employee-form');
    await missing.getByRole('button', { name: es.profile.fields.phone }).click();
    await expect(form.locator('input[name="phone"]')).toBeFocused();
    await page.keyboard.type('600333444');
    await form.getByRole('button', { name: es.profile.employee.submit }).click();
    await expect(page.getByText(es.profile.employee.updated).first()).toBeVisible();
    await expect(page.getByTestId('warning-incomplete-profile')).toBeHidden();
    await expect(form.locator('[aria-invalid="true"]')).toHaveCount(0);
    // The list shrinks to what may wait; its names still lead to their fields.
    await expect(missing.getByRole('button')).toHaveText(neverFilled.map((field) => es.profile.fields[field]));
    await missing.getByRole('button', { name: es.profile.fields.nationality }).click();
    await expect(form.locator('[data-field="nationality"]')).toBeFocused();

    await menu.getByRole('link', { name: es.shell.menu.home }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(menu.getByTestId('product-menu-link').first()).toBeVisible();
  });
});
