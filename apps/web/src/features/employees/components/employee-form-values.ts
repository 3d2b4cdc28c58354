import { employeeRecordSchema, type EmployeeRecordInput } from '@flexplan/domain/employees/employee-record-schema';
import type { EmployeeDetail } from '../api/employees';

/**
 * The form's fields, each as its input holds it (text); money in euros, the company bag's percent
 * and the private use in % (docs/decisions/063-one-name-one-unit-per-bag.md).
 */
export interface EmployeeFormValues {
  email: string;
  firstName: string;
  lastName1: string;
  lastName2: string;
  personalId: string;
  language: string;
  employeeNumber: string;
  costCenter: string;
  collectiveId: string;
  officeId: string;
  legalEntityId: string;
  fixedSalary: string;
  variableSalary: string;
  paymentCount: string;
  flexibleBag: string;
  topBag: string;
  companyBagKind: string;
  companyBag: string;
  userBag: string;
  userBagProrate: boolean;
  userBagRestricted: boolean;
  privateUse: string;
  BAN: string;
}
export type EmployeeFormField = keyof EmployeeFormValues;

const euros = (cents: number | null | undefined) => (cents === null || cents === undefined ? '' : (cents / 100).toFixed(2).replace(/\.00$/, ''));
const idText = (id: number | null | undefined) => (id ? String(id) : '');

/** An empty form, or the person's record as the server holds it. */
export function formValuesOf(employee?: EmployeeDetail): EmployeeFormValues {
  const bag = employee?.companyBag ?? null;
  return {
    email: employee?.email ?? '',
    firstName: employee?.firstName ?? '',
    lastName1: employee?.lastName1 ?? '',
    lastName2: employee?.lastName2 ?? '',
    personalId: employee?.personalId ?? '',
    language: employee?.language ?? '',
    employeeNumber: employee?.employeeNumber ?? '',
    costCenter: employee?.costCenter ?? '',
    collectiveId: idText(employee?.collectiveId),
    officeId: idText(employee?.officeId),
    legalEntityId: idText(employee?.legalEntityId),
    fixedSalary: euros(employee?.fixedSalary),
    variableSalary: euros(employee?.variableSalary),
    paymentCount: String(employee?.paymentCount ?? 12),
    flexibleBag: euros(employee?.flexibleBag),
    topBag: euros(employee?.topBag),
    companyBagKind: bag?.kind ?? '',
    companyBag: bag === null ? '' : bag.kind === 'amount' ? euros(bag.cents) : String(bag.basisPoints / 100),
    userBag: euros(employee?.userBag),
    userBagProrate: employee?.userBagProrate ?? false,
    userBagRestricted: employee?.userBagRestricted ?? false,
    privateUse: String(employee?.privateUse ?? 0),
    BAN: employee?.BAN ?? '',
  };
}

/** "1.234,56", "30.000", "1234.5" → a number; what is not a number stays NaN, which the schema refuses on its field. */
function numberOf(text: string): number {
  const compact = text.trim().replace(/\s/g, '');
  // A comma is the decimal mark in Spain ("1.234,56"), so dots then group thousands; without a
  // comma, dots before groups of exactly three digits do too ("30.000"), and any other dot is a decimal mark ("1234.5").
  const isGrouped = compact.includes(',') || /^\d{1,3}(\.\d{3})+$/.test(compact);
  const normalized = isGrouped ? compact.replace(/\./g, '').replace(',', '.') : compact;
  return normalized === '' ? NaN : Number(normalized);
}
const centsOf = (text: string) => (text.trim() === '' ? null : Math.round(numberOf(text) * 100));
const idOf = (text: string) => (text === '' ? null : Number(text));

/** The form as the API takes it (money in cents): what the domain schema validates, here and on the server. */
export function recordOf(values: EmployeeFormValues): EmployeeRecordInput {
  const bagNumber = numberOf(values.companyBag);
  return {
    email: values.email.trim(),
    firstName: values.firstName,
    lastName1: values.lastName1,
    lastName2: values.lastName2,
    personalId: values.personalId,
    language: (values.language || null) as EmployeeRecordInput['language'],
    employeeNumber: values.employeeNumber,
    costCenter: values.costCenter,
    collectiveId: idOf(values.collectiveId),
    officeId: idOf(values.officeId),
    legalEntityId: idOf(values.legalEntityId),
    fixedSalary: centsOf(values.fixedSalary) ?? (undefined as unknown as number),
    variableSalary: centsOf(values.variableSalary),
    paymentCount: Number(values.paymentCount),
    flexibleBag: centsOf(values.flexibleBag),
    topBag: centsOf(values.topBag),
    companyBag:
      values.companyBagKind === 'amount'
        ? { kind: 'amount', cents: Math.round(bagNumber * 100) }
        : values.companyBagKind === 'percent'
          ? { kind: 'percent', basisPoints: Math.round(bagNumber * 100) }
          : null,
    userBag: centsOf(values.userBag),
    userBagProrate: values.userBagProrate,
    userBagRestricted: values.userBagRestricted,
    privateUse: values.privateUse.trim() === '' ? 0 : numberOf(values.privateUse),
    BAN: values.BAN.trim() === '' ? null : values.BAN,
  };
}

/** The record, or the first message of each field the domain schema refuses (`companyBag.cents` is the company bag's). */
export function validateForm(values: EmployeeFormValues): { record: EmployeeRecordInput | null; errors: Partial<Record<EmployeeFormField, string>> } {
  const record = recordOf(values);
  const result = employeeRecordSchema.safeParse(record);
  if (result.success) return { record, errors: {} };
  const errors: Partial<Record<EmployeeFormField, string>> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '') as EmployeeFormField;
    if (field in values && !errors[field]) errors[field] = issue.message;
  }
  return { record: null, errors };
}
