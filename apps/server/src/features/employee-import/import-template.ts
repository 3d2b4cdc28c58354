import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import type { Language } from '@flexplan/domain/i18n/languages';
import { importColumns, importHeaders } from '@flexplan/domain/employee-import/import-columns';

/** The empty file an administrator fills: one header row in their language. */
export async function importTemplate(format: 'csv' | 'xlsx', lang: Language): Promise<Buffer> {
  const headers = importColumns.map((column) => importHeaders[lang][column]);
  if (format === 'csv') {
    // A BOM and ";" so that Excel in Spain opens it in columns with its accents.
    return Buffer.from(`\ufeff${Papa.unparse([headers], { delimiter: ';', newline: '\r\n' })}\r\n`, 'utf8');
  }
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Employees');
  sheet.addRow(headers).font = { bold: true };
  sheet.columns.forEach((column) => {
    column.width = 22;
    // Text cells: Excel would otherwise turn an IBAN or a DNI with leading zeros into a number.
    column.numFmt = '@';
  });
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
