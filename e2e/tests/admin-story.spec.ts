import ExcelJS from 'exceljs';
import type { FreshCompany } from '@flexplan/domain/api/fresh-company-api';
import { CompanyApi } from '../company-api';
import { companyUrl } from '../e2e-env';
import { expect, linkIn, locales, openLoggedIn, test, waitForMail } from '../fixtures';

const { es } = locales;
const SHOTS = 'test-results/issue-17-story';
const BAR = '#1f5c7a';
const PASSWORD = 'Bienvenida2026';
const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
const dniOf = (n: number) => `${String(n).padStart(8, '0')}${DNI_LETTERS[n % 23]}`;

/** Three new people of the company, as HR would type them in the Spanish template's columns. */
async function peopleXlsx(company: string, run: number): Promise<{ file: Buffer; emails: string[] }> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Empleados');
  sheet.addRow(['Email', 'Nombre', 'Primer apellido', 'DNI/NIE', 'Colectivo', 'Salario fijo anual (€)', 'Número de pagas', 'Bolsa flexible (€)']);
  const emails = [1, 2, 3].map((i) => `persona${i}.${company}@story.test`);
  emails.forEach((email, i) => sheet.addRow([email, `Persona${i + 1}`, 'Nueva', dniOf(run * 10 + i + 1), 'General', '30.000,00', 14, '3.000,00']));
  return { file: Buffer.from(await workbook.xlsx.writeBuffer()), emails };
}

/**
 * The back office's story in one scenario, as an HR administrator and their people live it: the company's
 * colour and company bag set in the back office, three people imported from an XLSX file with the welcome e-mail,
 * one of them setting a password from it over SMTP, logging in and seeing the colour and their
 * bags, the company's among them; another person deactivated while signed in; the audit log showing all of it.
 */
test.describe('a company sets itself up and runs its people', () => {
  let fresh: FreshCompany;
  test.beforeEach(async ({ request }) => {
    test.slow(); // an import, an e-mail over SMTP, three browsers
    const created = await new CompanyApi(request, 'acme').post<FreshCompany>('/e2e/companies', {});
    expect(created.status).toBe(201);
    fresh = created.body;
  });

  test('colours, an import with welcome e-mails, a first login, a deactivation, and the audit log', async ({ page, browser, login }) => {
    const startedAt = new Date();
    const admin = await login(fresh.company, fresh.adminEmail);

    // The company's bar colour.
    await openLoggedIn(page, admin, '/admin?section=company');
    const bar = page.getByTestId('company-settings-form').getByLabel(es.companySettings.fields.colorBar);
    await bar.fill(BAR);
    await bar.blur();
    // A company bag of 5 % for everyone without one of their own.
    const settings = page.getByTestId('company-settings-form');
    await settings.getByRole('textbox', { name: es.companySettings.fields.companyBag }).click();
    await page.getByRole('option', { name: es.companySettings.companyBag.percent }).click();
    await settings.getByLabel(es.companySettings.companyBag.percentOfSalary).fill('5');
    await page.getByTestId('company-settings-save').click();
    await expect(page.getByText(es.companySettings.saved).first()).toBeVisible();

    // Three people from a spreadsheet, each sent the welcome e-mail.
    const { file, emails } = await peopleXlsx(fresh.company, 1_000_000 + (Date.now() % 8_000_000));
    await page.getByTestId('admin-section-import').click();
    await page
      .getByTestId('employee-import')
      .locator('input[type="file"]')
      .setInputFiles({ name: 'plantilla.xlsx', mimeType: 'application/octet-stream', buffer: file });
    await expect(page.getByText(es.employeeImport.noErrors)).toBeVisible();
    await page.getByTestId('import-send-welcome').check();
    await page.getByTestId('import-confirm').click();
    await expect(page.getByTestId('import-result')).toContainText('3 creados, 0 actualizados');

    // The first person's welcome e-mail, its link on the company's own host.
    const mail = await waitForMail({ to: emails[0]!, after: startedAt, linkContains: '/welcome?token=' });
    const link = linkIn(mail, '/welcome?token=');
    expect(link.startsWith(companyUrl(fresh.company, '/welcome?token='))).toBe(true);

    const theirs = await browser.newContext({ viewport: { width: 375, height: 812 } });
    // Cookies accepted beforehand: the consent dialog has scenarios of its own.
    await theirs.addInitScript(() => window.localStorage.setItem('flexplan.cookieConsent', 'v3'));
    const person = await theirs.newPage();
    await person.goto(link);
    await person.locator('input[name="newPassword"]').fill(PASSWORD);
    await person.locator('input[name="confirmPassword"]').fill(PASSWORD);
    await person.getByRole('button', { name: es.auth.welcome.submit }).click();
    // Setting the password logs them in. A new person's profile lacks the phone: the portal asks for it before the rest opens.
    await expect(person).toHaveURL(companyUrl(fresh.company, '/'));
    await expect(person.locator('header').first()).toHaveCSS('background-color', 'rgb(31, 92, 122)');
    await person.goto(companyUrl(fresh.company, '/profile?tab=employee'));
    const employeeForm = person.getByTestId('employee-form');
    await employeeForm.locator('input[name="phone"]').fill('600111222');
    await employeeForm.getByRole('button', { name: es.profile.employee.submit }).click();
    await expect(person.getByText(es.profile.employee.updated).first()).toBeVisible();
    // Home, where the first-login tour starts over the bags (onboarding-tour.spec.ts follows it).
    await person.goto(companyUrl(fresh.company, '/home'));
    await expect(person.getByTestId('bag-flexible-available')).toContainText('3.000,00');
    // The company's 5 % of their 30 000,00 €: they have no company bag of their own.
    await expect(person.getByTestId('bag-company-available')).toContainText('1.500,00');
    await person.screenshot({ path: `${SHOTS}/first-login-home-375.png`, fullPage: true });
    await theirs.close();

    // Another person, signed in, is deactivated: their next request finds no session.
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await openLoggedIn(otherPage, await login(fresh.company, fresh.employeeEmail), '/profile');
    await expect(otherPage).toHaveURL(/\/profile/);
    await page.getByTestId('admin-section-employees').click();
    await page.getByTestId('employees-search').fill(fresh.employeeEmail);
    await expect(page.getByTestId('employee-row')).toHaveCount(1);
    const row = page.getByTestId('employee-row').first();
    // The searched person's row, not the last one of the list before the search's answer.
    await expect(row).toContainText(fresh.employeeEmail);
    await row.getByTestId('employee-actions').click();
    await page.getByTestId('employee-deactivate').click();
    await page.getByTestId('employee-confirm-button').click();
    await expect(row.getByTestId('employee-status')).toHaveText(es.employees.status.inactive);
    await otherPage.reload();
    await expect(otherPage).toHaveURL(/\/login/);
    await other.close();

    // The audit log has all of it.
    await page.getByTestId('admin-section-audit').click();
    const entries = (action: string) => page.locator(`[data-testid="audit-row"][data-action="${action}"]`);
    await expect(entries('company.settingsChanged')).toHaveCount(1);
    await expect(entries('employees.imported')).toHaveCount(1);
    await expect(entries('employee.welcomeSent')).toHaveCount(3);
    await expect(entries('account.passwordChanged')).toHaveCount(1);
    await expect(entries('employee.deactivated')).toHaveCount(1);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: `${SHOTS}/audit-1280.png`, fullPage: true });
  });
});
