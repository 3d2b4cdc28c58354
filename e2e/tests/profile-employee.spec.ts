import { DEMO_PASSWORD, expect, LAURA, locales, openLoggedIn, test, waitForMail } from '../fixtures';
import { type Locator } from '@playwright/test';
import { companyUrl } from '../e2e-env';

const { es, en } = locales;

/** Countries are a searchable list: type part of the name, pick the country. */
async function chooseCountry(form: Locator, label: string, country: string) {
  await form.getByRole('textbox', { name: label, exact: true }).fill(country.slice(0, 4));
  await form.page().getByRole('option', { name: country, exact: true }).click();
}

test.describe('profile: employee legal data', () => {
  test.describe(() => {
    // A copy of pablo, whose profile lacks a phone: the one completed is his copy's.
    test.use({ employeeLike: { like: 'pablo.ruiz@acme.test' } });

    test('pablo completes his profile with a phone and then reaches /home', async ({ page, employee }) => {
      await openLoggedIn(page, employee, '/home');
      await expect(page).toHaveURL(companyUrl('acme', '/'));
      await expect(page.getByTestId('warning-incomplete-profile')).toBeVisible();

      await page.goto(companyUrl('acme', '/profile?tab=employee'));
      const form = page.getByTestId('employee-form');
      await expect(form).toBeVisible();
      // The required fields he never filled in are asked for first.
      await form.getByRole('button', { name: es.profile.employee.submit }).click();
      await expect(form.locator('input[name="phone"]')).toHaveAttribute('aria-invalid', 'true');
      await expect(form.getByText(es.validation.required).first()).toBeVisible();

      await form.locator('input[name="phone"]').fill('600111222');
      await chooseCountry(form, es.profile.fields.nationality, 'España');
      await form.locator('select[name="typeOfStreet"]').selectOption('CL');
      await form.locator('input[name="address1"]').fill('Mayor');
      await form.locator('input[name="houseNumber"]').fill('12B');
      await form.locator('input[name="postalCode"]').fill('08001');
      await form.locator('input[name="city"]').fill('Barcelona');
      await form.locator('select[name="province"]').selectOption('Barcelona');
      await chooseCountry(form, es.profile.fields.country, 'España');
      await expect(form.locator('input[type="hidden"][name="country"]')).toHaveValue('ES');
      await form.getByRole('button', { name: es.profile.employee.submit }).click();
      await expect(page.getByText(es.profile.employee.updated).first()).toBeVisible();
      await expect(page.getByTestId('warning-incomplete-profile')).toBeHidden();

      await page.getByRole('link', { name: es.shell.menu.home }).first().click();
      await expect(page).toHaveURL(/\/home$/);
      await page.reload();
      await expect(page).toHaveURL(/\/home$/);
    });
  });

  test("the salaries and the payment count are the company's: shown as text, not form fields", async ({ page, login }) => {
    await openLoggedIn(page, await login('acme', LAURA), '/profile?tab=employee');
    const form = page.getByTestId('employee-form');
    await expect(form).toBeVisible();
    for (const name of ['fixedSalary', 'variableSalary', 'paymentCount']) {
      await expect(form.locator(`[name="${name}"]`)).toHaveCount(0);
      await expect(page.locator(`input[name="${name}"]`)).toHaveAttribute('readonly', '');
    }
    await expect(page.locator('input[name="fixedSalary"]')).toHaveValue(/42\.000,00/);
    await expect(page.locator('input[name="paymentCount"]')).toHaveValue('14 pagas');
    // The disability percent is only editable with a declared disability.
    await expect(page.locator('input[name="disability"]')).toBeDisabled();
    await page.locator('select[name="disabilityType"]').selectOption('yes');
    await expect(page.locator('input[name="disability"]')).toBeEnabled();
    // Office, legal entity and collective are shown for a standard company.
    await expect(page.locator('input[name="office"]')).toHaveValue('Madrid - Castellana');
  });

  test('a phone that is no number of its dial code is said under the phone (decision 022)', async ({ page, employee }) => {
    await openLoggedIn(page, employee, '/profile?tab=employee');
    const form = page.getByTestId('employee-form');
    const phone = form.locator('input[name="phone"]');
    await phone.fill('6123');
    await form.getByRole('button', { name: es.profile.employee.submit }).click();
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText(es.validation.phone)).toBeVisible();
  });

  test('a new bank account asks for the current password, refuses a wrong one, and the old address is told', async ({ page, employee }) => {
    await openLoggedIn(page, employee, '/profile?tab=employee');
    const form = page.getByTestId('employee-form');
    const current = form.locator('input[name="currentPassword"]');
    await expect(form.locator('input[name="BAN"]')).toHaveValue('ES6621000418401234567891');
    await expect(current).toHaveCount(0);
    // Her profile is complete (README): only the password is missing.
    await form.locator('input[name="BAN"]').fill('ES76 2077 0024 0031 0257 5766');
    await expect(current).toBeVisible();
    await form.getByRole('button', { name: es.profile.employee.submit }).click();
    await expect(form.getByText(es.validation.required)).toBeVisible();

    await current.fill('Wrong2026x');
    await form.getByRole('button', { name: es.profile.employee.submit }).click();
    await expect(form.getByText(es.errors.CURRENT_PASSWORD_WRONG)).toBeVisible();

    const before = new Date();
    await current.fill(DEMO_PASSWORD);
    await form.getByRole('button', { name: es.profile.employee.submit }).click();
    await expect(page.getByText(es.profile.employee.updated).first()).toBeVisible();
    await expect(current).toHaveCount(0);
    const mail = await waitForMail({ to: employee.email, after: before, subjectContains: 'Tu cuenta bancaria ha cambiado' });
    expect(mail.text).toContain('5766');
    expect(mail.text).not.toContain('ES7620770024003102575766');
  });

  test('globex shows the special-brand variant: five more required fields, no office, legal entity or collective', async ({ page, login }) => {
    await openLoggedIn(page, await login('globex', 'joao.silva@globex.test'), '/profile?tab=employee');
    const form = page.getByTestId('employee-form');
    await expect(form).toHaveAttribute('data-variant', 'special-brand');
    for (const name of ['office', 'legalEntity', 'collective']) await expect(page.locator(`input[name="${name}"]`)).toHaveCount(0);
    await expect(page.locator('input[name="companyTaxId"]')).toBeVisible();
    await expect(form.locator('input[name="houseNumber"]')).toHaveAttribute('required', '');
    const birthCountry = form.getByRole('textbox', { name: en.profile.fields.birthCountry, exact: true });
    for (const label of [en.profile.fields.birthCountry, en.profile.fields.residenceCountry]) {
      await expect(form.getByRole('textbox', { name: label, exact: true })).toHaveAttribute('required', '');
    }
    await expect(form.locator('select[name="typeOfStreet"]')).toHaveAttribute('required', '');

    // Never filled, they may stay empty; what is typed is still checked.
    await form.locator('input[name="houseNumber"]').fill('1-2');
    await form.getByRole('button', { name: en.profile.employee.submit }).click();
    await expect(form.locator('input[name="houseNumber"]')).toHaveAttribute('aria-invalid', 'true');
    await expect(birthCountry).toHaveAttribute('aria-invalid', 'false');
  });

  test('a fixed salary lower than the flexible bag makes the calculator unavailable, with a link to the employee tab', async ({ page, login }) => {
    // The employee cannot change the salary (the company keeps it): the profile answer is altered.
    // Her flexible bag is 12 600 €: a fixed salary of 10 000 € leaves the calculator without data.
    await page.route('**/api/profile', async (route) => {
      if (route.request().method() !== 'GET') return route.fallback();
      // Node cannot resolve *.localhost: the real answer is fetched from 127.0.0.1 with the Host header.
      const url = new URL(route.request().url());
      const response = await route.fetch({ url: `http://127.0.0.1:${url.port}${url.pathname}`, headers: { ...route.request().headers(), host: url.host } });
      const body = (await response.json()) as Record<string, unknown>;
      await route.fulfill({ response, json: { ...body, fixedSalary: 1_000_000 } });
    });
    await openLoggedIn(page, await login('acme', LAURA), '/profile');
    await expect(page.locator('input[name="email"]')).toBeVisible();
    const warning = page.getByTestId('warning-calculator-unavailable');
    await expect(warning).toContainText(es.profile.warnings.calculatorTitle);
    await expect(warning).toContainText(es.profile.warnings.calculatorMessage);
    await warning.getByRole('link', { name: es.profile.warnings.calculatorLink }).click();
    await expect(page).toHaveURL(/\/profile\?tab=employee$/);
    await expect(page.getByRole('tab', { name: es.profile.tabs.employee })).toHaveAttribute('aria-selected', 'true');
  });

  test("the company's figures cannot be written through the API either", async ({ login }) => {
    const laura = await login('acme', LAURA);
    const res = await laura.post<{ fields: Record<string, string> }>('/profile', { fixedSalary: 1_000_000 });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ fixedSalary: 'validation.readOnly' });
  });
});
