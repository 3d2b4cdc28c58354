import type { Language } from '../i18n/languages';

/**
 * The columns of an employee import: one per HR field of the employee record
 * (employees/employee-record-schema.ts), the collective, office and legal entity by name.
 */
export const importColumns = [
  'email',
  'firstName',
  'lastName1',
  'lastName2',
  'personalId',
  'language',
  'employeeNumber',
  'costCenter',
  'collective',
  'office',
  'legalEntity',
  'fixedSalary',
  'variableSalary',
  'paymentCount',
  'flexibleBag',
  'topBag',
  'companyBag',
  'userBag',
  'userBagProrate',
  'userBagRestricted',
  'privateUse',
  'BAN',
] as const;
export type ImportColumn = (typeof importColumns)[number];

/** A file without one of these columns is refused whole: no row could be valid. */
export const requiredImportColumns: readonly ImportColumn[] = ['email', 'firstName', 'lastName1', 'personalId', 'fixedSalary', 'paymentCount'];

/** The template's headers, in each language; a file may use any of them, or the column's own name. */
export const importHeaders: Record<Language, Record<ImportColumn, string>> = {
  es: {
    email: 'Email',
    firstName: 'Nombre',
    lastName1: 'Primer apellido',
    lastName2: 'Segundo apellido',
    personalId: 'DNI/NIE',
    language: 'Idioma',
    employeeNumber: 'Número de empleado',
    costCenter: 'Centro de coste',
    collective: 'Colectivo',
    office: 'Oficina',
    legalEntity: 'Entidad legal',
    fixedSalary: 'Salario fijo anual (€)',
    variableSalary: 'Salario variable anual (€)',
    paymentCount: 'Número de pagas',
    flexibleBag: 'Bolsa flexible (€)',
    topBag: 'Bolsa tope (€)',
    companyBag: 'Bolsa empresa (€ o %)',
    userBag: 'Bolsa empleado (€)',
    userBagProrate: 'Prorratear bolsa empleado',
    userBagRestricted: 'Bolsa empleado restringida',
    privateUse: 'Uso privado (%)',
    BAN: 'IBAN',
  },
  ca: {
    email: 'Correu electrònic',
    firstName: 'Nom',
    lastName1: 'Primer cognom',
    lastName2: 'Segon cognom',
    personalId: 'DNI/NIE',
    language: 'Idioma',
    employeeNumber: "Número d'empleat",
    costCenter: 'Centre de cost',
    collective: 'Col·lectiu',
    office: 'Oficina',
    legalEntity: 'Entitat legal',
    fixedSalary: 'Salari fix anual (€)',
    variableSalary: 'Salari variable anual (€)',
    paymentCount: 'Nombre de pagues',
    flexibleBag: 'Bossa flexible (€)',
    topBag: 'Bossa límit (€)',
    companyBag: 'Bossa empresa (€ o %)',
    userBag: 'Bossa empleat (€)',
    userBagProrate: 'Prorratejar bossa empleat',
    userBagRestricted: 'Bossa empleat restringida',
    privateUse: 'Ús privat (%)',
    BAN: 'IBAN',
  },
  en: {
    email: 'E-mail',
    firstName: 'First name',
    lastName1: 'First surname',
    lastName2: 'Second surname',
    personalId: 'DNI/NIE',
    language: 'Language',
    employeeNumber: 'Employee number',
    costCenter: 'Cost centre',
    collective: 'Collective',
    office: 'Office',
    legalEntity: 'Legal entity',
    fixedSalary: 'Annual fixed salary (€)',
    variableSalary: 'Annual variable salary (€)',
    paymentCount: 'Number of payments',
    flexibleBag: 'Flexible bag (€)',
    topBag: 'Top bag (€)',
    companyBag: 'Company bag (€ or %)',
    userBag: 'Employee bag (€)',
    userBagProrate: 'Prorate employee bag',
    userBagRestricted: 'Employee bag restricted',
    privateUse: 'Private use (%)',
    BAN: 'IBAN',
  },
  pt: {
    email: 'E-mail',
    firstName: 'Nome',
    lastName1: 'Primeiro apelido',
    lastName2: 'Segundo apelido',
    personalId: 'DNI/NIE',
    language: 'Idioma',
    employeeNumber: 'Número de funcionário',
    costCenter: 'Centro de custo',
    collective: 'Coletivo',
    office: 'Escritório',
    legalEntity: 'Entidade legal',
    fixedSalary: 'Salário fixo anual (€)',
    variableSalary: 'Salário variável anual (€)',
    paymentCount: 'Número de pagamentos',
    flexibleBag: 'Bolsa flexível (€)',
    topBag: 'Bolsa máxima (€)',
    companyBag: 'Bolsa empresa (€ ou %)',
    userBag: 'Bolsa funcionário (€)',
    userBagProrate: 'Ratear bolsa funcionário',
    userBagRestricted: 'Bolsa funcionário restrita',
    privateUse: 'Uso privado (%)',
    BAN: 'IBAN',
  },
};

/** Headers compare without case, accents, spaces or punctuation: "Nº de empleado" and "numero_de_empleado" meet. */
export const headerKey = (header: string): string =>
  header
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9%€]/g, '');

/** Headers of earlier templates a file may still carry: the private use was labelled in euros (docs/decisions/063-one-name-one-unit-per-bag.md). */
const earlierHeaders: readonly [string, ImportColumn][] = [
  ['Uso privado (€)', 'privateUse'],
  ['Ús privat (€)', 'privateUse'],
  ['Private use (€)', 'privateUse'],
];

const columnByHeader = new Map<string, ImportColumn>();
for (const column of importColumns) {
  columnByHeader.set(headerKey(column), column);
  for (const headers of Object.values(importHeaders)) columnByHeader.set(headerKey(headers[column]), column);
}
for (const [header, column] of earlierHeaders) columnByHeader.set(headerKey(header), column);

/** The column a header names, in any of the four languages or by field name; null for an unknown header. */
export function columnOfHeader(header: string): ImportColumn | null {
  return columnByHeader.get(headerKey(header)) ?? null;
}
