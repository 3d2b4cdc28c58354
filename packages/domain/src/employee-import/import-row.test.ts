import { describe, expect, it } from 'vitest';
import { importRowToRecord } from './import-row';
import { columnOfHeader, importColumns, importHeaders } from './import-columns';
import { UNREADABLE_CELL } from './import-messages';

const references = {
  collectives: new Map([['general', 1]]),
  offices: new Map([['madrid', 2]]),
  legalEntities: new Map([['acme spain sl', 3]]),
};
const good = {
  email: 'Ana@Acme.test',
  firstName: 'Ana',
  lastName1: 'Ruiz',
  personalId: '12345678z',
  fixedSalary: '35.000,50',
  paymentCount: '14',
  collective: 'General',
  office: ' madrid ',
  legalEntity: 'ACME Spain SL',
  companyBag: '5,5%',
  userBagProrate: 'sí',
  BAN: 'ES91 2100 0418 4502 0005 1332',
};

describe('importRowToRecord', () => {
  it('reads amounts exactly, names as ids and the company bag as a percent', () => {
    const { record, errors } = importRowToRecord(good, references);
    expect(errors).toEqual([]);
    expect(record).toMatchObject({
      email: 'ana@acme.test',
      personalId: '12345678Z',
      fixedSalary: 3_500_050,
      paymentCount: 14,
      collectiveId: 1,
      officeId: 2,
      legalEntityId: 3,
      companyBag: { kind: 'percent', basisPoints: 550 },
      userBagProrate: true,
      BAN: 'ES9121000418450200051332',
    });
    expect(importRowToRecord({ ...good, companyBag: '1.200' }, references).record?.companyBag).toEqual({ kind: 'amount', cents: 120_000 });
  });

  it('reads the private use as a whole percent, with or without its sign, under the old header too', () => {
    expect(importRowToRecord({ ...good, privateUse: '30' }, references).record?.privateUse).toBe(30);
    expect(importRowToRecord({ ...good, privateUse: '30 %' }, references).record?.privateUse).toBe(30);
    expect(importRowToRecord({ ...good, privateUse: '1.500,00' }, references).errors).toEqual([
      { column: 'privateUse', message: 'employeeImport.errors.number' },
    ]);
    expect(importRowToRecord({ ...good, privateUse: '150' }, references).errors).toEqual([
      { column: 'privateUse', message: 'employees.validation.percentRange' },
    ]);
    expect(columnOfHeader('Uso privado (€)')).toBe('privateUse');
    expect(columnOfHeader('Uso privado (%)')).toBe('privateUse');
  });

  it('names the column of each problem, with the record schema’s own messages', () => {
    const { errors } = importRowToRecord(
      { ...good, personalId: '12345678A', BAN: 'ES00 1234', collective: 'Nope', fixedSalary: '99.999.999,00', userBagRestricted: 'maybe' },
      references,
    );
    expect(errors).toEqual(
      expect.arrayContaining([
        { column: 'personalId', message: 'profile.validation.personalId' },
        { column: 'BAN', message: 'employees.validation.iban' },
        { column: 'collective', message: 'employeeImport.errors.unknownCollective' },
        { column: 'fixedSalary', message: 'employees.validation.salaryRange' },
        { column: 'userBagRestricted', message: 'employeeImport.errors.yesNo' },
      ]),
    );
  });

  it('says required for an empty required cell and money for an amount it cannot read', () => {
    const { errors } = importRowToRecord({ ...good, firstName: '', fixedSalary: '12,345,6' }, references);
    expect(errors).toEqual(
      expect.arrayContaining([
        { column: 'firstName', message: 'validation.required' },
        { column: 'fixedSalary', message: 'employeeImport.errors.money' },
      ]),
    );
  });
});

describe('columnOfHeader', () => {
  it('knows every header of every language and the field names', () => {
    for (const headers of Object.values(importHeaders)) for (const column of importColumns) expect(columnOfHeader(headers[column])).toBe(column);
    expect(columnOfHeader('Salario')).toBe(null);
    expect(columnOfHeader('fixed_salary')).toBe('fixedSalary');
    expect(columnOfHeader('fixedSalary')).toBe('fixedSalary');
    expect(columnOfHeader('  NUMERO DE EMPLEADO ')).toBe('employeeNumber');
  });
});

describe('an unreadable cell', () => {
  it('refuses its row in that column, once', () => {
    const { errors } = importRowToRecord({ ...good, firstName: UNREADABLE_CELL }, references);
    expect(errors).toEqual([{ column: 'firstName', message: 'employeeImport.errors.unreadableCell' }]);
  });
});
