import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, LAURA, locales, test } from '../fixtures';
import { companyUrl } from '../e2e-env';

const { es, ca } = locales;

// How apps/web/src/shared/i18n/i18n.ts reports a text that no loaded part of the locale holds.
const MISSING_TEXT = 'i18n: missing text';

/** Every text the page asked for and did not find, from the moment it opens. */
function missingTexts(page: Page): string[] {
  const missing: string[] = [];
  page.on('console', (message) => {
    if (message.text().startsWith(MISSING_TEXT)) missing.push(message.text());
  });
  return missing;
}

/**
 * A visitor without a session downloads only the public part of the locale
 * (apps/web/src/shared/i18n/locale-parts.ts). Each page seen before login must find all its texts
 * there, and logging in must bring the rest before a logged-in page paints.
 */
test.describe('the public part of the texts', () => {
  test('login, cookies, forgot and reset password, an acceptance link, maintenance and an unknown company ask for nothing it lacks', async ({ page }) => {
    const missing = missingTexts(page);
    await page.goto(companyUrl('acme', '/login'));
    await expect(page.getByTestId('cookies-accept')).toBeVisible();
    await page.getByTestId('cookies-accept').click();
    await page.getByRole('button', { name: es.auth.login.submit }).click();
    await page.getByRole('link', { name: es.auth.login.forgotPassword }).click();
    await expect(page.getByRole('heading', { name: es.auth.forgotPassword.title })).toBeVisible();
    await page.getByRole('button', { name: es.auth.forgotPassword.submit }).click();
    await expect(page.getByText(es.validation.email).first()).toBeVisible();

    await page.goto(companyUrl('acme', `/reset-password?token=${'x'.repeat(43)}`));
    await expect(page.getByRole('heading', { name: es.auth.resetPassword.title })).toBeVisible();
    await page.goto(companyUrl('acme', `/contracts/accept?token=${'x'.repeat(43)}`));
    await expect(page.getByText(es.accept.invalid.title)).toBeVisible();
    await page.goto(companyUrl('initech', '/login'));
    await expect(page.getByTestId('maintenance-page')).toBeVisible();
    await page.goto(companyUrl('nobody', '/login'));
    await expect(page.getByTestId('company-not-found')).toBeVisible();

    expect(missing).toEqual([]);
  });

  test('logging in brings the logged-in texts: the home paints them, in Catalan too', async ({ page }) => {
    const missing = missingTexts(page);
    await page.goto(companyUrl('acme', '/login'));
    await page.getByTestId('cookies-accept').click();
    await page.getByRole('combobox').first().selectOption('ca');
    await expect(page.getByRole('button', { name: ca.auth.login.submit })).toBeVisible();
    await page.locator('input[name="email"]').fill(LAURA);
    await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: ca.auth.login.submit }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByTestId('header-first-name')).toHaveText('Laura');
    await expect(page.getByRole('heading', { level: 1, name: ca.home.title })).toBeVisible();

    // A reload with the session loads both parts before the first paint.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: ca.home.title })).toBeVisible();
    expect(missing).toEqual([]);
  });
});
