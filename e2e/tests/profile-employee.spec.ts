import { api, expect, locales, openLoggedIn, test } from '../fixtures';
import { companyUrl } from '../e2e-env';

const { es, en } = locales;

test.describe('profile: employee legal data', () => {
  test('pablo completes his profile with a phone and then reaches /home', async ({ page }) => {
    await openLoggedIn(page, 'acme', 'pablo.ruiz@acme.test', '/home');
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
    await form.locator('input[name="nationality"]').fill('Española');
    await form.locator('select[name="typeOfStreet"]').selectOption('CL');
    await form.locator('input[name="address1"]').fill('Mayor');
    await form.locator('input[name="houseNumber"]').fill('12B');
    await form.locator('input[name="postalCode"]').fill('08001');
    await form.locator('input[name="city"]').fill('Barcelona');
    await form.locator('select[name="province"]').selectOption('Barcelona');
    await form.locator('input[name="country"]').fill('España');
    await form.getByRole('button', { name: es.profile.employee.submit }).click();
    await expect(page.getByText(es.profile.employee.updated).first()).toBeVisible();
    await expect(page.getByTestId('warning-incomplete-profile')).toBeHidden();

    await page.getByRole('link', { name: es.shell.menu.home }).first().click();
    await expect(page).toHaveURL(/\/home$/);
    await page.reload();
    await expect(page).toHaveURL(/\/home$/);
  });

  test('a salary above its maximum is clamped with a message naming the field and the bound', async ({ page }) => {
    await openLoggedIn(page, 'acme', 'laura.martin@acme.test', '/profile?tab=employee');
    const salary = page.locator('input[name="fixedSalary"]');
    await salary.fill('200000000');
    await salary.blur();
    await expect(page.getByText(/Salario fijo no puede ser mayor que/)).toBeVisible();
    await expect(salary).toHaveValue(/^100000000/);
    // The disability percent is only editable with a declared disability.
    await expect(page.locator('input[name="disability"]')).toBeDisabled();
    await page.locator('select[name="disabilityType"]').selectOption('yes');
    await expect(page.locator('input[name="disability"]')).toBeEnabled();
    // Office, legal entity and collective are shown for a standard company.
    await expect(page.locator('input[name="office"]')).toHaveValue('Madrid - Castellana');
  });

  test('globex shows the special-brand variant: five more required fields, no office, legal entity or collective', async ({ page }) => {
    await openLoggedIn(page, 'globex', 'joao.silva@globex.test', '/profile?tab=employee');
    const form = page.getByTestId('employee-form');
    await expect(form).toHaveAttribute('data-variant', 'special-brand');
    for (const name of ['office', 'legalEntity', 'collective']) await expect(page.locator(`input[name="${name}"]`)).toHaveCount(0);
    await expect(page.locator('input[name="companyTaxId"]')).toBeVisible();
    for (const name of ['birthCountry', 'residenceCountry', 'houseNumber']) await expect(form.locator(`input[name="${name}"]`)).toHaveAttribute('required', '');
    await expect(form.locator('select[name="typeOfStreet"]')).toHaveAttribute('required', '');

    await form.getByRole('button', { name: en.profile.employee.submit }).click();
    await expect(form.locator('input[name="birthCountry"]')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.locator('input[name="houseNumber"]')).toHaveAttribute('aria-invalid', 'true');
  });

  test('a fixed salary lower than the flexible bag makes the calculator unavailable, with a link to the employee tab', async ({ page }) => {
    const token = await openLoggedIn(page, 'acme', 'laura.martin@acme.test', '/profile');
    await expect(page.locator('input[name="email"]')).toBeVisible();
    await expect(page.getByTestId('warning-calculator-unavailable')).toHaveCount(0);
    // Her flexible bag is 12 600 €: a fixed salary of 10 000 € leaves the calculator without data.
    expect((await api('acme', 'POST', '/profile', { fixedSalary: 1_000_000 }, token)).status).toBe(200);
    try {
      await page.reload();
      const warning = page.getByTestId('warning-calculator-unavailable');
      await expect(warning).toContainText(es.profile.warnings.calculatorTitle);
      await warning.getByRole('link', { name: es.profile.warnings.calculatorLink }).click();
      await expect(page).toHaveURL(/\/profile\?tab=employee$/);
      await expect(page.getByRole('tab', { name: es.profile.tabs.employee })).toHaveAttribute('aria-selected', 'true');
    } finally {
      await api('acme', 'POST', '/profile', { fixedSalary: 4_200_000 }, token);
    }
  });
});
