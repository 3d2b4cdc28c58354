import type { EmployeeRecord } from '@flexplan/domain/employees/employee-record-schema';
import { columnOfHeader, importHeaders, requiredImportColumns, type ImportColumn } from '@flexplan/domain/employee-import/import-columns';
import type { ImportCellErrorView, ImportPreviewRow } from '@flexplan/domain/employee-import/import-api';
import { importMessages as m } from '@flexplan/domain/employee-import/import-messages';
import { importRowToRecord, type ImportCellError, type ImportReferences } from '@flexplan/domain/employee-import/import-row';
import { supportedLanguages, type Language } from '@flexplan/domain/i18n/languages';
import { normalizeId } from '@flexplan/domain/profile/spanish-id';
import type { CompanyIdentity } from './employee-import.repository';
import type { ImportTable } from './import-file';

export interface AnalysedRow extends ImportPreviewRow {
  record: EmployeeRecord | null;
  /** The existing employee an update replaces. */
  userId: number | null;
}

export interface ImportAnalysis {
  rows: AnalysedRow[];
  fileErrors: ImportCellErrorView[];
  /** Headers that name no column, or repeat one: not read, and said so. */
  ignoredHeaders: string[];
  /** The columns the file has: an update replaces those and keeps the others. */
  columns: Set<ImportColumn>;
}

interface Context {
  references: ImportReferences;
  identities: readonly CompanyIdentity[];
  blindIndexOf: (personalId: string) => string;
}

/** The language most of the file's headers are in: a missing column is named in it. */
function languageOf(headers: readonly string[]): Language {
  const score = (lang: Language) => headers.filter((header) => Object.values(importHeaders[lang]).includes(header.trim())).length;
  return [...supportedLanguages].sort((a, b) => score(b) - score(a))[0]!;
}

const indexBy = <K>(items: readonly CompanyIdentity[], key: (i: CompanyIdentity) => K | null) => {
  const map = new Map<K, number[]>();
  for (const item of items) {
    const k = key(item);
    if (k !== null) map.set(k, [...(map.get(k) ?? []), item.id]);
  }
  return map;
};

/**
 * Judges every row of a file: the record schema on each row, then what only the
 * whole file and the company can tell — duplicates within the file, and an e-mail, employee number
 * or personal ID that points at another of the company's people. A row is an update of the employee
 * its e-mail, or else its employee number, finds; otherwise a create.
 */
export function analyseImport(table: ImportTable, context: Context): ImportAnalysis {
  const columnAt: (ImportColumn | null)[] = [];
  const headerOf = new Map<ImportColumn, string>();
  for (const header of table.headers) {
    const column = columnOfHeader(header);
    const isFirst = column !== null && !headerOf.has(column);
    columnAt.push(isFirst ? column : null);
    if (isFirst) headerOf.set(column, header.trim());
  }
  const lang = languageOf(table.headers);
  const view = (error: ImportCellError): ImportCellErrorView => ({ ...error, header: headerOf.get(error.column) ?? importHeaders[lang][error.column] });
  const fileErrors = requiredImportColumns.filter((c) => !headerOf.has(c)).map((column) => view({ column, message: m.missingColumn }));

  const byEmail = indexBy(context.identities, (i) => i.email);
  const byNumber = indexBy(context.identities, (i) => i.employeeNumber);
  const byPersonalId = indexBy(context.identities, (i) => i.personalIdBlindIndex);
  const seen = { email: new Set<string>(), personalId: new Set<string>(), employeeNumber: new Set<string>(), userId: new Set<number>() };

  const rows = table.rows.map(({ row, cells }): AnalysedRow => {
    const byColumn: Partial<Record<ImportColumn, string>> = {};
    columnAt.forEach((column, i) => {
      if (column) byColumn[column] = cells[i] ?? '';
    });
    const judged = importRowToRecord(byColumn, context.references);
    const record = judged.record;
    const errors: ImportCellError[] = [...judged.errors];
    const email = record?.email ?? byColumn.email?.trim().toLowerCase() ?? '';
    const employeeNumber = record ? record.employeeNumber : byColumn.employeeNumber?.trim() || null;
    const emailOwner = byEmail.get(email)?.[0];
    const numberOwners = employeeNumber ? (byNumber.get(employeeNumber) ?? []) : [];
    let userId = emailOwner ?? (numberOwners.length === 1 ? numberOwners[0]! : null);
    if (emailOwner === undefined && numberOwners.length > 1) errors.push({ column: 'employeeNumber', message: m.ambiguousMatch });
    if (emailOwner !== undefined && numberOwners.length > 0 && !numberOwners.includes(emailOwner)) {
      errors.push({ column: 'email', message: m.belongsToAnother }, { column: 'employeeNumber', message: m.ambiguousMatch });
      userId = null;
    }
    // Read as the record would keep them, whether or not the row is valid: a duplicate is said with
    // the row's other errors, not once they are fixed (docs/decisions/022).
    const personalId = record?.personalId ?? (normalizeId(byColumn.personalId ?? '') || null);
    if (record) {
      const personalIdOwners = byPersonalId.get(context.blindIndexOf(record.personalId)) ?? [];
      if (personalIdOwners.some((owner) => owner !== userId)) errors.push({ column: 'personalId', message: m.belongsToAnother });
    }
    // The second and later rows of a value: the first row stands for it.
    const duplicate = (column: 'email' | 'personalId' | 'employeeNumber', value: string | null) => {
      if (!value) return;
      if (seen[column].has(value)) errors.push({ column, message: m.duplicateInFile });
      seen[column].add(value);
    };
    duplicate('email', email);
    duplicate('personalId', personalId);
    duplicate('employeeNumber', employeeNumber);
    if (userId !== null && seen.userId.has(userId) && !errors.some((e) => e.message === m.duplicateInFile))
      errors.push({ column: 'employeeNumber', message: m.duplicateInFile });
    if (userId !== null) seen.userId.add(userId);
    const isValid = errors.length === 0 && record !== null;
    return { row, action: userId === null ? 'create' : 'update', errors: errors.map(view), record: isValid ? record : null, userId };
  });
  const ignoredHeaders = table.headers.filter((header, i) => columnAt[i] === null && header.trim() !== '').map((header) => header.trim());
  return { rows, fileErrors, ignoredHeaders, columns: new Set(headerOf.keys()) };
}

export const errorCountOf = (analysis: Pick<ImportAnalysis, 'rows' | 'fileErrors'>) =>
  analysis.fileErrors.length + analysis.rows.reduce((sum, row) => sum + row.errors.length, 0);
