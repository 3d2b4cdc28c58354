import { describe, expect, it } from 'vitest';
import { employeeRecordSchema, type EmployeeRecordInput } from './employee-record-schema';

const valid: EmployeeRecordInput = {
  email: 'Nuria.Soler@Acme.test',
  firstName: 'Núria',
  lastName1: 'Soler',
  personalId: '12345678-z',
  fixedSalary: 3_600_000,
  paymentCount: 14,
  flexibleBag: 300_000,
  companyBag: { kind: 'percent', basisPoints: 500 },
  BAN: 'es91 2100 0418 4502 0005 1332',
};

function fieldErrors(input: Record<string, unknown>) {
  const result = employeeRecordSchema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('the employee record', () => {
  it('normalises what it keeps: e-mail in lower case, the ID and IBAN compact, empty text as null', () => {
    const record = employeeRecordSchema.parse({ ...valid, lastName2: '  ', costCenter: '' });
    expect(record).toMatchObject({
      email: 'nuria.soler@acme.test',
      personalId: '12345678Z',
      BAN: 'ES9121000418450200051332',
      lastName2: null,
      costCenter: null,
    });
    expect(record).toMatchObject({ userBagProrate: false, userBagRestricted: false, privateUse: 0 });
  });

  // "Uso privado" is the renting car's private-use share, a whole percent (docs/product/benefits-and-simulation.md §5 Renting:
  // privateUse 0 to 100), not euros: the admin form and the renting wizard read the same figure
  // (docs/decisions/063-one-name-one-unit-per-bag.md).
  it('keeps the private use as a whole percent, 0 to 100', () => {
    expect(employeeRecordSchema.parse({ ...valid, privateUse: 30 }).privateUse).toBe(30);
    expect(fieldErrors({ ...valid, privateUse: 3000 })).toEqual({ privateUse: 'employees.validation.percentRange' });
    expect(fieldErrors({ ...valid, privateUse: 101 })).toEqual({ privateUse: 'employees.validation.percentRange' });
    expect(fieldErrors({ ...valid, privateUse: 12.5 })).toEqual({ privateUse: 'validation.integer' });
  });

  it('names each bad field', () => {
    expect(fieldErrors({ ...valid, personalId: '12345678A' })).toEqual({ personalId: 'profile.validation.personalId' });
    expect(fieldErrors({ ...valid, BAN: 'ES9221000418450200051332' })).toEqual({ BAN: 'employees.validation.iban' });
    expect(fieldErrors({ ...valid, fixedSalary: -1 })).toEqual({ fixedSalary: 'employees.validation.salaryRange' });
    expect(fieldErrors({ ...valid, paymentCount: 11 })).toEqual({ paymentCount: 'employees.validation.paymentCount' });
    expect(fieldErrors({ ...valid, companyBag: { kind: 'percent', basisPoints: 10_001 } })).toEqual({
      'companyBag.basisPoints': 'employees.validation.percentRange',
    });
  });

  it('accepts a NIE and refuses a bag larger than the salary', () => {
    expect(fieldErrors({ ...valid, personalId: 'X1234567L' })).toEqual({});
    expect(fieldErrors({ ...valid, flexibleBag: 3_600_001 })).toEqual({ flexibleBag: 'employees.validation.bagOverSalary' });
    expect(fieldErrors({ ...valid, variableSalary: 1, flexibleBag: 3_600_001 })).toEqual({});
  });
});
