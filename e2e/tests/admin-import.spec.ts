import ExcelJS from 'exceljs';
import { type Page } from '@playwright/test';
import { E2E_PORT } from '../e2e-env';
import { expect, locales, openLoggedIn, seriousViolations, test } from '../fixtures';

const { es } = locales;
const SHOTS = 'test-results/issue-17-import';
const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
const dniOf = (n: number) => `${String(n).padStart(8, '0')}${DNI_LETTERS[n % 23]}`;
/** The same number with the letter after its own: always a wrong check letter (a fixed `X` was right for 1 number in 23). */
const wrongDniOf = (n: number) => `${String(n).padStart(8, '0')}${DNI_LETTERS[(n + 1) % 23]}`;

/** Three new acme employees, unique to this run; the first with a bad DNI when `withError`. */
async function employeesXlsx(run: number, withError: boolean): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Empleados');
  sheet.addRow(['Email', 'Nombre', 'Primer apellido', 'DNI/NIE', 'Colectivo', 'Salario fijo anual (€)', 'Número de pagas', 'Bolsa empresa (€ o %)']);
  for (let i = 1; i <= 3; i++) {
    const number = run * 10 + i;
    sheet.addRow([
      `e2e.import.${run}.${i}@acme.test`,
      `Persona${i}`,
      'Importada',
      withError && i === 1 ? wrongDniOf(number) : dniOf(number),
      'Oficinas Centrales',
      '32.000,00',
      14,
      '5%',
    ]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function upload(page: Page, name: string, data: Buffer) {
  await page.getByTestId('employee-import').locator('input[type="file"]').setInputFiles({ name, mimeType: 'application/octet-stream', buffer: data });
}

async function checkAtBothWidths(page: Page, name: string): Promise<void> {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
}

test.describe('the employee import in the back office', () => {
  test('an administrator uploads a file with an error, sees it by row and column, then imports the corrected one', async ({ page, login }) => {
    // Personal IDs from the clock: a new set each run on the same database.
    const run = 1_000_000 + (Date.now() % 8_000_000);
    const admin = await login('acme', 'admin@acme.test');
    await openLoggedIn(page, admin, '/admin?section=import');
    await expect(page.getByTestId('employee-import')).toBeVisible();
    await expect(page.getByTestId('import-template-xlsx-es')).toBeVisible();

    await upload(page, 'empleados.xlsx', await employeesXlsx(run, true));
    const errors = page.getByTestId('import-errors');
    await expect(errors).toContainText('DNI/NIE');
    await expect(errors).toContainText(es.profile.validation.personalId);
    await expect(page.getByTestId('import-counts')).toContainText('Se crearán 3');
    await expect(page.getByTestId('import-confirm')).toBeDisabled();
    await checkAtBothWidths(page, 'import-errors');

    const corrected = await employeesXlsx(run, false);
    await upload(page, 'empleados-corregido.xlsx', corrected);
    await expect(page.getByText(es.employeeImport.noErrors)).toBeVisible();
    await expect(page.getByTestId('import-confirm')).toBeEnabled();
    await page.getByTestId('import-confirm').click();
    await expect(page.getByTestId('import-result')).toContainText('3 creados, 0 actualizados');
    await checkAtBothWidths(page, 'import-result');

    // Through the API: the same file now finds the three, so each row is an update.
    const again = await page.request.fetch(`http://127.0.0.1:${E2E_PORT}/api/admin/employees/import/preview`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin.token}`, host: `acme.localhost:${E2E_PORT}` },
      multipart: { file: { name: 'again.xlsx', mimeType: 'application/octet-stream', buffer: corrected } },
    });
    expect(again.status()).toBe(200);
    expect(await again.json()).toMatchObject({ creates: 0, updates: 3, errorCount: 0 });
  });
});
