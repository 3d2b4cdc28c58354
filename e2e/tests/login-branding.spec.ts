import { acceptCookies, expect, locales, test } from '../fixtures';
import { companyUrl } from '../e2e-env';

const { es, en, pt } = locales;

test.describe('login and company branding', () => {
  test('acme: its logo, background, colours and languages; laura logs in and lands on /home', async ({ page, login }) => {
    // Her first-login tour of home is behind her (the API login marks it done), as for every demo login in the suite.
    await login('acme', 'laura.martin@acme.test');
    await page.goto(companyUrl('acme', '/login'));
    await acceptCookies(page);
    await expect(page.getByTestId('company-logo').first()).toHaveAttribute('src', /acme-logo\.svg/);
    await expect(page.getByRole('link', { name: es.legal.privacy })).toHaveAttribute('href', '/api/legal-texts/privacy/es/pdf');
    await expect(page.getByRole('link', { name: es.legal.cookies })).toHaveAttribute('href', '/api/legal-texts/cookies/es/pdf');

    await page.locator('input[name="email"]').fill('laura.martin@acme.test');
    await page.locator('input[name="password"]').fill('Flexible2026');
    await page.getByRole('button', { name: es.auth.login.submit }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByTestId('header-first-name')).toHaveText('Laura');
    await expect(page.getByRole('main')).toBeVisible();
  });

  test('globex: another brand, English and Portuguese only, only the legal notice link', async ({ page, login }) => {
    await login('globex', 'joao.silva@globex.test');
    await page.goto(companyUrl('globex', '/login'));
    await acceptCookies(page);
    await expect(page.getByTestId('company-logo').first()).toHaveAttribute('src', /globex-logo\.svg/);
    // A browser asking for Spanish gets English: Spanish is not a globex language.
    await expect(page.getByRole('button', { name: en.auth.login.submit })).toBeVisible();
    await expect(page.getByRole('link', { name: en.legal.notice })).toHaveAttribute('href', '/api/legal-texts/notice/en/pdf');
    await expect(page.getByRole('link', { name: en.legal.privacy })).toHaveCount(0);

    const select = page.getByTestId('language-select').locator('visible=true');
    await expect(select.locator('option')).toHaveText([en.common.languages.en, en.common.languages.pt]);
    await select.selectOption('pt');
    await expect(page.getByRole('button', { name: pt.auth.login.submit })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
    await expect(page.getByRole('link', { name: pt.legal.notice })).toHaveAttribute('href', '/api/legal-texts/notice/pt/pdf');

    await page.locator('input[name="email"]').fill('joao.silva@globex.test');
    await page.locator('input[name="password"]').fill('Flexible2026');
    await page.getByRole('button', { name: pt.auth.login.submit }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByTestId('header-first-name')).toHaveText('João');
  });

  test('the brand colours differ between companies', async ({ page, companyApi }) => {
    const acme = (await companyApi('acme').get<{ colorBar: string }>('/companies/by-subdomain')).body;
    const globex = (await companyApi('globex').get<{ colorBar: string }>('/companies/by-subdomain')).body;
    expect(acme.colorBar).not.toBe(globex.colorBar);
    await page.goto(companyUrl('globex', '/login'));
    await expect(page.getByTestId('company-logo').first()).toBeVisible();
  });

  test('a globex employee is refused on acme with "Credenciales incorrectas"', async ({ page }) => {
    await page.goto(companyUrl('acme', '/login'));
    await acceptCookies(page);
    await page.locator('input[name="email"]').fill('joao.silva@globex.test');
    await page.locator('input[name="password"]').fill('Flexible2026');
    await page.getByRole('button', { name: es.auth.login.submit }).click();
    await expect(page.getByText(es.errors.INVALID_CREDENTIALS).first()).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('acme refuses to log in without cookie consent', async ({ page }) => {
    await page.goto(companyUrl('acme', '/login'));
    await page.getByRole('button', { name: es.cookies.notNow }).click();
    await page.locator('input[name="email"]').fill('laura.martin@acme.test');
    await page.locator('input[name="password"]').fill('Flexible2026');
    await page.getByRole('button', { name: es.auth.login.submit }).click();
    await expect(page.getByText(es.validation.cookiesRequired).first()).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a company in maintenance shows the maintenance page', async ({ page }) => {
    await page.goto(companyUrl('initech', '/login'));
    await expect(page.getByTestId('maintenance-page')).toBeVisible();
    await expect(page.getByTestId('maintenance-page')).toContainText(es.company.maintenance.renewal);
  });

  test('an unknown company shows the incorrect-address message', async ({ page }) => {
    await page.goto(companyUrl('nobody', '/login'));
    await expect(page.getByTestId('company-not-found')).toBeVisible();
  });
});
