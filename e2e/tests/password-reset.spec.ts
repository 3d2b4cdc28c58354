import { acceptCookies, expect, linkIn, locales, test, waitForMail } from '../fixtures';
import { companyUrl } from '../e2e-env';

const { en } = locales;

// A copy of João (globex, English): the new password is his copy's alone.
test.use({ employeeLike: { like: 'joao.silva@globex.test' } });

test('forgot password → e-mail over SMTP → reset → log in with the new password', async ({ page, employee }) => {
  await page.goto(companyUrl('globex', '/login'));
  await acceptCookies(page);
  await page.getByRole('link', { name: en.auth.login.forgotPassword }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  // The page is loaded lazily: type only once it has replaced the login form.
  await expect(page.getByRole('heading', { name: en.auth.forgotPassword.title })).toBeVisible();
  await page.locator('input[name="email"]').fill(employee.email);
  const requestedAt = new Date();
  await page.getByRole('button', { name: en.auth.forgotPassword.submit }).click();
  await expect(page.getByText(en.auth.forgotPassword.sent).first()).toBeVisible();

  // The e-mail as João receives it, over SMTP, with the link on his company's host.
  const mail = await waitForMail({ to: employee.email, after: requestedAt, linkContains: '/reset-password?token=' });
  const link = linkIn(mail, '/reset-password?token=');
  expect(link.startsWith(companyUrl('globex', '/reset-password?token='))).toBe(true);

  await page.goto(link);
  await expect(page.getByRole('heading', { name: en.auth.resetPassword.title })).toBeVisible();
  await page.locator('input[name="newPassword"]').fill('Joao2026new');
  await page.locator('input[name="confirmPassword"]').fill('Joao2026new');
  await page.getByRole('button', { name: en.auth.resetPassword.submit }).click();
  // Setting the password logs João in: he lands on the portal, not on a login form to type it again.
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByTestId('header-first-name')).toHaveText('João');
  await page.screenshot({ path: 'test-results/password-set-home-1280.png' });

  // The new password is the one that works.
  await page.evaluate(() => window.localStorage.removeItem('flexplan.token'));
  await page.goto(companyUrl('globex', '/login'));
  await page.locator('input[name="email"]').fill(employee.email);
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
});
