import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { DomainError, errorCodes } from '@flexplan/domain';
import { decimalTextOf } from '@flexplan/domain/employee-import/euro-cents';
import { MAX_IMPORT_ROWS, UNREADABLE_CELL } from '@flexplan/domain/employee-import/import-messages';
import { expandsWithin } from './zip-expansion';

/** A file's cells as text: the first row holds the headers. */
export interface ImportTable {
  headers: string[];
  /** The data rows, each with its spreadsheet row number (the header is row 1). */
  rows: { row: number; cells: string[] }[];
}

const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];
/** What a workbook may expand to: 10 000 rows of every column take about 20 MB of sheet XML. */
const MAX_XLSX_EXPANDED_BYTES = 50 * 1024 * 1024;

const unsupported = () => new DomainError(errorCodes.UNSUPPORTED_MEDIA_TYPE, 'El archivo debe ser CSV o XLSX', { allowed: 'csv, xlsx' });
const expandsTooMuch = () =>
  new DomainError(errorCodes.PAYLOAD_TOO_LARGE, 'El archivo XLSX descomprimido ocupa más de 50 MB', { maxExpandedBytes: MAX_XLSX_EXPANDED_BYTES });
const tooManyRows = () => new DomainError(errorCodes.PAYLOAD_TOO_LARGE, `El archivo tiene más de ${MAX_IMPORT_ROWS} filas`, { maxRows: MAX_IMPORT_ROWS });

/** CSV or XLSX, told by the content (an XLSX is a zip), never by the name or the browser's type. */
export async function readImportFile(data: Buffer): Promise<ImportTable> {
  if (ZIP_SIGNATURE.every((byte, i) => data[i] === byte)) return readXlsx(data);
  const text = textOf(data);
  if (text === null) throw unsupported();
  return readCsv(text);
}

/** UTF-8 (with or without a BOM), or Windows-1252 as older Excel saves a CSV; null for binary content. */
function textOf(data: Buffer): string | null {
  if (data.subarray(0, 8192).includes(0)) return null;
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(data);
  } catch {
    return new TextDecoder('windows-1252').decode(data);
  }
}

/**
 * papaparse guesses the delimiter (a Spanish Excel writes ";"). Every cell stays text: a cell
 * starting with = + - @ is data here, never a formula.
 */
function readCsv(text: string): ImportTable {
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: 'greedy', dynamicTyping: false });
  const [headers = [], ...body] = parsed.data;
  if (body.length > MAX_IMPORT_ROWS) throw tooManyRows();
  if (headers.length < 2) throw unsupported();
  return { headers, rows: body.map((cells, i) => ({ row: i + 2, cells })) };
}

async function readXlsx(data: Buffer): Promise<ImportTable> {
  // Before exceljs inflates it whole in memory: a small zip can expand to gigabytes.
  const isWithin = await expandsWithin(data, MAX_XLSX_EXPANDED_BYTES).catch(() => {
    throw unsupported();
  });
  if (!isWithin) throw expandsTooMuch();
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(data as unknown as ArrayBuffer);
  } catch {
    // A zip that is not a workbook (a .docx, a damaged file).
    throw unsupported();
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw unsupported();
  if (sheet.actualRowCount > MAX_IMPORT_ROWS + 1) throw tooManyRows();
  const headerRow = sheet.getRow(1);
  const width = headerRow.cellCount;
  const headers = Array.from({ length: width }, (_, i) => cellText(headerRow.getCell(i + 1)));
  const rows: ImportTable['rows'] = [];
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    if (number === 1) return;
    const cells = Array.from({ length: width }, (_, i) => cellText(row.getCell(i + 1)));
    if (cells.some((cell) => cell.trim() !== '')) rows.push({ row: number, cells });
  });
  return { headers, rows };
}

/**
 * A cell as the text it shows. A number keeps its decimal text (no float arithmetic), a percent
 * cell its percent ("5%"); a formula gives its cached result, as the spreadsheet last showed it,
 * and is never evaluated; a formula with no cached result, or an error value, is UNREADABLE_CELL
 * and refuses its row.
 */
function cellText(cell: ExcelJS.Cell): string {
  const value = cell.value;
  if (value === null || value === undefined) return '';
  if (typeof value === 'object' && 'formula' in value) return resultText(value.result, cell.numFmt);
  if (typeof value === 'object' && 'sharedFormula' in value) return resultText((value as { result?: unknown }).result, cell.numFmt);
  return resultText(value, cell.numFmt);
}

function resultText(value: unknown, numFmt: string | undefined): string {
  if (value === null || value === undefined) return UNREADABLE_CELL;
  if (typeof value === 'number') return numFmt?.includes('%') ? `${decimalTextOf(value, 2)}%` : decimalTextOf(value);
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('richText' in value) return (value as ExcelJS.CellRichTextValue).richText.map((part) => part.text).join('');
    if ('text' in value) return String((value as { text: unknown }).text);
    if ('error' in value) return UNREADABLE_CELL;
  }
  return UNREADABLE_CELL;
}
