import ExcelJS from 'exceljs';
import { importColumns, importHeaders, type ImportColumn } from '@flexplan/domain/employee-import/import-columns';
import type { Language } from '@flexplan/domain/i18n/languages';

const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';

/** A valid DNI for a number (its control letter computed), for test and benchmark rows. */
export const dniOf = (n: number): string => `${String(n).padStart(8, '0')}${DNI_LETTERS[n % 23]}`;

/** A good row for acme: a new employee numbered n. */
export function goodImportRow(n: number): Partial<Record<ImportColumn, string>> {
  return {
    email: `import.${n}@acme.test`,
    firstName: `Nombre${n}`,
    lastName1: 'Importado',
    personalId: dniOf(70_000_000 + n),
    employeeNumber: `IMP-${n}`,
    collective: 'Oficinas Centrales',
    office: 'Madrid - Castellana',
    legalEntity: 'Acme Seguros S.A.',
    fixedSalary: '35.000,00',
    paymentCount: '14',
    flexibleBag: '5000.50',
    companyBag: '5%',
    BAN: 'ES91 2100 0418 4502 0005 1332',
  };
}

/** An XLSX with the headers of one language and these rows, as a spreadsheet would save it. */
export async function importXlsx(rows: Partial<Record<ImportColumn, string | number>>[], lang: Language = 'es'): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Employees');
  sheet.addRow(importColumns.map((column) => importHeaders[lang][column]));
  for (const row of rows) sheet.addRow(importColumns.map((column) => row[column] ?? null));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A CSV (";", as a Spanish Excel saves it) with these columns' headers in one language. */
export function importCsv(rows: Partial<Record<ImportColumn, string>>[], lang: Language = 'es', columns: readonly ImportColumn[] = importColumns): Buffer {
  const quote = (cell: string) => (/[;"\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);
  const lines = [columns.map((c) => importHeaders[lang][c]), ...rows.map((row) => columns.map((c) => row[c] ?? ''))];
  return Buffer.from(lines.map((line) => line.map(quote).join(';')).join('\r\n'), 'utf8');
}
