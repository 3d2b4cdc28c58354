import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import type { Language } from '@flexplan/domain/i18n/languages';
import { importColumns, importHeaders } from '@flexplan/domain/employee-import/import-columns';
import { importExampleRows, importSheetNames } from '@flexplan/domain/employee-import/import-example';

/**
 * The file an administrator fills, in their language: the header row, then one example row that an
 * import skips (docs/decisions/082-import-template-example-row.md), to overwrite or delete.
 */
export async function importTemplate(format: 'csv' | 'xlsx', lang: Language): Promise<Buffer> {
  const headers = importColumns.map((column) => importHeaders[lang][column]);
  const example = importColumns.map((column) => importExampleRows[lang][column]);
  if (format === 'csv') {
    // A BOM and ";" so that Excel in Spain opens it in columns with its accents.
    return Buffer.from(`\ufeff${Papa.unparse([headers, example], { delimiter: ';', newline: '\r\n' })}\r\n`, 'utf8');
  }
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(importSheetNames[lang]);
  sheet.addRow(headers).font = { bold: true };
  // Grey italics: it reads as a sample, not as a person.
  sheet.addRow(example).font = { italic: true, color: { argb: 'FF6B6B6B' } };
  sheet.columns.forEach((column) => {
    column.width = 22;
    // Text cells: Excel would otherwise turn an IBAN or a DNI with leading zeros into a number.
    column.numFmt = '@';
  });
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
