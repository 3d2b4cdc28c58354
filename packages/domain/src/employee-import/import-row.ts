import { employeeRecordSchema, type EmployeeRecord, type EmployeeRecordInput } from '../employees/employee-record-schema';
import type { CompanyBag } from '../profile/profile-api';
import { validationMessages as v } from '../validation/messages';
import { parseEuroCents } from './euro-cents';
import { requiredImportColumns, type ImportColumn } from './import-columns';
import { UNREADABLE_CELL, importMessages as m } from './import-messages';

/** One cell's problem: the column it is in and a message key. */
export interface ImportCellError {
  column: ImportColumn;
  message: string;
}

/** The company's collectives, offices and legal entities, by name as a row gives them. */
export interface ImportReferences {
  collectives: ReadonlyMap<string, number>;
  offices: ReadonlyMap<string, number>;
  legalEntities: ReadonlyMap<string, number>;
}

/** Names compare without case or surrounding spaces. */
export const referenceKey = (name: string): string => name.trim().toLocaleLowerCase('es');

export type ImportRowResult = { record: EmployeeRecord; errors: [] } | { record: null; errors: ImportCellError[] };

const yes = new Set(['1', 'x', 'si', 'sí', 'yes', 'y', 'true', 'verdadero', 'cert', 'sim', 'verdadeiro', 's']);
const no = new Set(['0', 'no', 'n', 'false', 'falso', 'fals', 'não', 'nao']);

const moneyColumns = ['fixedSalary', 'variableSalary', 'flexibleBag', 'topBag', 'userBag'] as const;
// Where the record schema reports an issue, by its path's first key, as the import's column.
const columnOfField: Partial<Record<string, ImportColumn>> = { collectiveId: 'collective', officeId: 'office', legalEntityId: 'legalEntity' };

/**
 * One row of an import file (cells as text, by column) as the employee record: amounts in euros
 * become exact cents, names become ids, and then the one record schema judges it
 * (employees/employee-record-schema.ts): no rule of the record is repeated here.
 */
export function importRowToRecord(given: Partial<Record<ImportColumn, string>>, references: ImportReferences): ImportRowResult {
  const errors: ImportCellError[] = [];
  const cells = { ...given };
  for (const [column, value] of Object.entries(cells) as [ImportColumn, string][]) {
    if (value !== UNREADABLE_CELL) continue;
    errors.push({ column, message: m.unreadableCell });
    cells[column] = '';
  }
  const text = (column: ImportColumn): string | undefined => {
    const value = cells[column]?.trim();
    return value ? value : undefined;
  };
  const money = (column: ImportColumn): number | undefined => {
    const value = text(column);
    if (value === undefined) return undefined;
    const cents = parseEuroCents(value);
    if (cents === null) errors.push({ column, message: m.money });
    return cents ?? undefined;
  };
  const flag = (column: ImportColumn): boolean | undefined => {
    const value = text(column)?.toLocaleLowerCase('es');
    if (value === undefined) return undefined;
    if (yes.has(value)) return true;
    if (no.has(value)) return false;
    errors.push({ column, message: m.yesNo });
    return undefined;
  };
  const reference = (column: ImportColumn, names: ReadonlyMap<string, number>, unknown: string): number | null => {
    const value = text(column);
    if (value === undefined) return null;
    const id = names.get(referenceKey(value));
    if (id === undefined) errors.push({ column, message: unknown });
    return id ?? null;
  };

  const amounts = Object.fromEntries(moneyColumns.map((column) => [column, money(column)]));
  // The private use is a whole percent, "30" or "30 %" (docs/decisions/063-one-name-one-unit-per-bag.md).
  const privateUseText = text('privateUse')?.replace(/\s*%$/, '');
  const privateUse = privateUseText === undefined ? undefined : /^\d{1,3}$/.test(privateUseText) ? Number(privateUseText) : NaN;
  if (Number.isNaN(privateUse)) errors.push({ column: 'privateUse', message: m.number });
  const paymentText = text('paymentCount');
  const paymentCount = paymentText === undefined ? undefined : /^\d{1,3}$/.test(paymentText) ? Number(paymentText) : NaN;
  if (Number.isNaN(paymentCount)) errors.push({ column: 'paymentCount', message: m.number });
  const input: EmployeeRecordInput = {
    email: text('email') as string,
    firstName: text('firstName') as string,
    lastName1: text('lastName1') as string,
    lastName2: text('lastName2') ?? null,
    personalId: text('personalId') as string,
    language: (text('language')?.toLowerCase() as EmployeeRecordInput['language']) ?? null,
    employeeNumber: text('employeeNumber') ?? null,
    costCenter: text('costCenter') ?? null,
    collectiveId: reference('collective', references.collectives, m.unknownCollective),
    officeId: reference('office', references.offices, m.unknownOffice),
    legalEntityId: reference('legalEntity', references.legalEntities, m.unknownLegalEntity),
    fixedSalary: amounts.fixedSalary as number,
    variableSalary: amounts.variableSalary ?? null,
    paymentCount: paymentCount as number,
    flexibleBag: amounts.flexibleBag ?? null,
    topBag: amounts.topBag ?? null,
    companyBag: companyBagOf(text('companyBag'), errors),
    userBag: amounts.userBag ?? null,
    userBagProrate: flag('userBagProrate'),
    userBagRestricted: flag('userBagRestricted'),
    privateUse: Number.isNaN(privateUse) ? undefined : privateUse,
    BAN: text('BAN') ?? null,
  };
  const parsed = employeeRecordSchema.safeParse(input);
  if (parsed.success && errors.length === 0) return { record: parsed.data, errors: [] };
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '');
      const column = (columnOfField[field] ?? field) as ImportColumn;
      // A cell already refused as text (an amount that is not one) says so once.
      if (errors.some((e) => e.column === column)) continue;
      const isEmpty = text(column) === undefined && requiredImportColumns.includes(column);
      errors.push({ column, message: isEmpty ? v.required : issue.message || v.invalid });
    }
  }
  return { record: null, errors };
}

/** "5%", "5,5 %" → basis points; an amount → cents; empty → none. */
function companyBagOf(value: string | undefined, errors: ImportCellError[]): CompanyBag | null {
  if (value === undefined) return null;
  const isPercent = value.endsWith('%');
  // Two decimals of a percent are basis points, as two decimals of a euro are cents.
  const amount = parseEuroCents(isPercent ? value.slice(0, -1) : value);
  if (amount === null) {
    errors.push({ column: 'companyBag', message: m.money });
    return null;
  }
  return isPercent ? { kind: 'percent', basisPoints: amount } : { kind: 'amount', cents: amount };
}
