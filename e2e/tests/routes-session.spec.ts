import { DEMO_PASSWORD, expect, LAURA, locales, openLoggedIn, test } from '../fixtures';
import { companyUrl } from '../e2e-env';

const { es } = locales;

test.describe('routes by session state', () => {
  test('an anonymous visitor is sent to /login; a bad reset token goes to /login too', async ({ page }) => {
    await page.goto(companyUrl('acme', '/home'));
    await expect(page).toHaveURL(/\/login$/);
    await page.goto(companyUrl('acme', '/reset-password?token=short'));
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a complete profile reaches the pages, unknown paths go to the first route, login pages go to /home', async ({ page, login }) => {
    await openLoggedIn(page, await login('acme', LAURA), '/');
    await expect(page.getByText(es.menu.greeting.replace('{{name}}', 'Laura'))).toBeVisible();
    await expect(page.getByTestId('menu-tile')).toHaveCount(6);
    await page.goto(companyUrl('acme', '/documents'));
    await expect(page).toHaveURL(/\/documents$/);
    await page.goto(companyUrl('acme', '/no-such-page'));
    await expect(page).toHaveURL(companyUrl('acme', '/'));
    await page.goto(companyUrl('acme', '/login'));
    await expect(page).toHaveURL(/\/home$/);
  });

  test('globex hides /compensation', async ({ page, login }) => {
    await openLoggedIn(page, await login('globex', 'joao.silva@globex.test'), '/compensation');
    await expect(page).toHaveURL(companyUrl('globex', '/'));
    await expect(page.getByTestId('menu-tile')).toHaveCount(5);
  });

  test('the incomplete-profile user reaches only / and /profile', async ({ page, login }) => {
    // sergio has no phone (the profile scenario completes a copy of pablo, who has none either).
    await openLoggedIn(page, await login('acme', 'sergio.lopez@acme.test'), '/home');
    await expect(page).toHaveURL(companyUrl('acme', '/'));
    await expect(page.getByTestId('warning-incomplete-profile')).toBeVisible();
    for (const path of ['/cart', '/documents', '/products/food', '/login']) {
      await page.goto(companyUrl('acme', path));
      await expect(page).toHaveURL(companyUrl('acme', '/'));
    }
    await page.goto(companyUrl('acme', '/profile'));
    await expect(page).toHaveURL(/\/profile$/);
  });

  test.describe(() => {
    // A copy of marta, whose password is deprecated: the new one is her copy's alone.
    test.use({ employeeLike: { like: 'marta.vidal@acme.test' } });

    test('the deprecated-password user is warned, changes it on /profile and is released', async ({ page, employee }) => {
      await openLoggedIn(page, employee, '/home');
      await expect(page).toHaveURL(companyUrl('acme', '/'));
      await expect(page.getByTestId('warning-password-deprecated')).toBeVisible();
      await page.goto(companyUrl('acme', '/profile'));
      // An expired password is still asked for: she logged in with it.
      await page.locator('input[name="currentPassword"]').fill(DEMO_PASSWORD);
      await page.locator('input[name="password"]').fill('Marta2026x');
      await page.locator('input[name="repeat_password"]').fill('Marta2026x');
      await page.getByRole('button', { name: es.profile.password.submit }).click();
      await expect(page.getByText(es.profile.password.updated).first()).toBeVisible();
      await page.goto(companyUrl('acme', '/home'));
      await expect(page).toHaveURL(/\/home$/);
    });
  });

  test('a 401 clears the session and goes to /login', async ({ page, login }) => {
    const laura = await login('acme', LAURA);
    await openLoggedIn(page, laura, '/home');
    await expect(page.getByTestId('header-first-name')).toHaveText('Laura');
    expect((await laura.post('/auth/logout')).status).toBe(204);
    await page.goto(companyUrl('acme', '/home'));
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => window.localStorage.getItem('flexplan.token'))).toBeNull();
  });

  test('logout ends the session', async ({ page, login }) => {
    await openLoggedIn(page, await login('acme', LAURA), '/home');
    await page.getByRole('button', { name: es.auth.logout }).first().click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto(companyUrl('acme', '/home'));
    await expect(page).toHaveURL(/\/login$/);
  });
});
