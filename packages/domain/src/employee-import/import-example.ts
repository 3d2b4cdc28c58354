import type { Language } from '../i18n/languages';
import type { ImportColumn } from './import-columns';

/** The template's sheet, named in the template's language. */
export const importSheetNames: Record<Language, string> = { es: 'Empleados', ca: 'Empleats', en: 'Employees', pt: 'Funcionários' };

/**
 * The e-mail of the template's example row. `example.com` is reserved for examples (RFC 2606): no
 * employee has an address there, so a row with it is the example, and an import skips it
 * (docs/decisions/082-import-template-example-row.md).
 */
export const IMPORT_EXAMPLE_EMAIL = 'ana.ejemplo@example.com';

const shared = {
  email: IMPORT_EXAMPLE_EMAIL,
  personalId: '00000000T',
  employeeNumber: 'E-0001',
  costCenter: 'CC-01',
  collective: '',
  office: '',
  legalEntity: '',
  paymentCount: '14',
  flexibleBag: '',
  topBag: '',
  userBag: '',
  privateUse: '',
  BAN: 'ES91 2100 0418 4502 0005 1332',
} as const;

/** The example row, in each template language: a valid record, as a person fills one in. */
export const importExampleRows: Record<Language, Record<ImportColumn, string>> = {
  es: {
    ...shared,
    firstName: 'Ana',
    lastName1: 'Ejemplo',
    lastName2: 'Borrar',
    language: 'es',
    fixedSalary: '36000,00',
    variableSalary: '2500,00',
    companyBag: '5%',
    userBagProrate: 'no',
    userBagRestricted: 'no',
  },
  ca: {
    ...shared,
    firstName: 'Anna',
    lastName1: 'Exemple',
    lastName2: 'Esborrar',
    language: 'ca',
    fixedSalary: '36000,00',
    variableSalary: '2500,00',
    companyBag: '5%',
    userBagProrate: 'no',
    userBagRestricted: 'no',
  },
  en: {
    ...shared,
    firstName: 'Anna',
    lastName1: 'Example',
    lastName2: 'Delete',
    language: 'en',
    fixedSalary: '36000.00',
    variableSalary: '2500.00',
    companyBag: '5%',
    userBagProrate: 'no',
    userBagRestricted: 'no',
  },
  pt: {
    ...shared,
    firstName: 'Ana',
    lastName1: 'Exemplo',
    lastName2: 'Apagar',
    language: 'pt',
    fixedSalary: '36000,00',
    variableSalary: '2500,00',
    companyBag: '5%',
    userBagProrate: 'não',
    userBagRestricted: 'não',
  },
};

/** Whether a row is the template's example: its e-mail is the example's, whatever else was changed. */
export function isImportExampleRow(email: string | undefined): boolean {
  return email?.trim().toLowerCase() === IMPORT_EXAMPLE_EMAIL;
}
