import { acceptCookies, api, apiLogin, encryptedPassword, expect, linkIn, locales, test, waitForMail } from '../fixtures';
import { companyUrl } from '../e2e-env';

const { en } = locales;

test('forgot password → e-mail over SMTP → reset → log in with the new password', async ({ page }) => {
  await page.goto(companyUrl('globex', '/login'));
  await acceptCookies(page);
  await page.getByRole('link', { name: en.auth.login.forgotPassword }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  // The page is loaded lazily: type only once it has replaced the login form.
  await expect(page.getByRole('heading', { name: en.auth.forgotPassword.title })).toBeVisible();
  await page.locator('input[name="email"]').fill('joao.silva@globex.test');
  const requestedAt = new Date();
  await page.getByRole('button', { name: en.auth.forgotPassword.submit }).click();
  await expect(page.getByText(en.auth.forgotPassword.sent).first()).toBeVisible();

  // The e-mail as João receives it, over SMTP, with the link on his company's host.
  const mail = await waitForMail({ to: 'joao.silva@globex.test', after: requestedAt, linkContains: '/reset-password?token=' });
  const link = linkIn(mail, '/reset-password?token=');
  expect(link.startsWith(companyUrl('globex', '/reset-password?token='))).toBe(true);

  await page.goto(link);
  await expect(page.getByRole('heading', { name: en.auth.resetPassword.title })).toBeVisible();
  await page.locator('input[name="newPassword"]').fill('Joao2026new');
  await page.locator('input[name="confirmPassword"]').fill('Joao2026new');
  await page.getByRole('button', { name: en.auth.resetPassword.submit }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: en.auth.login.submit })).toBeVisible();

  await page.locator('input[name="email"]').fill('joao.silva@globex.test');
  await page.locator('input[name="password"]').fill('Joao2026new');
  await page.getByRole('button', { name: en.auth.login.submit }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByTestId('header-first-name')).toHaveText('João');

  // The used link does not work twice.
  await page.evaluate(() => window.localStorage.removeItem('flexplan.token'));
  await page.goto(link);
  await expect(page.getByRole('heading', { name: en.auth.resetPassword.title })).toBeVisible();
  await page.locator('input[name="newPassword"]').fill('Joao2026again');
  await page.locator('input[name="confirmPassword"]').fill('Joao2026again');
  await page.getByRole('button', { name: en.auth.resetPassword.submit }).click();
  await expect(page.getByText(en.errors.RESET_TOKEN_INVALID).first()).toBeVisible();

  // Leave the demo account as the other scenarios expect it.
  const token = await apiLogin('globex', 'joao.silva@globex.test', 'Joao2026new');
  const currentPassword = await encryptedPassword('globex', 'Joao2026new');
  expect((await api('globex', 'POST', '/profile/password', { currentPassword, password: 'Flexible2026', repeat_password: 'Flexible2026' }, token)).status).toBe(
    200,
  );
});
