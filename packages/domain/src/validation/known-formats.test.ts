import { describe, expect, it } from 'vitest';
import { kindergartenInfoSchema } from '../benefits/kindergarten-info-schema';
import { formationInfoSchema } from '../benefits/formation-info-schema';
import { companySettingsInputSchema } from '../company/company-settings-api';
import { employeeRecordSchema } from '../employees/employee-record-schema';
import { employeeSaveSchemaFor } from '../profile/profile-completion';
import { employeeFormSchema, specialBrandEmployeeFormSchema } from '../profile/profile-schemas';

// Where the format of a value is known, the domain's schemas say so once, and every form and the
// server read them (docs/decisions/022-known-formats-are-checked.md).

type Parse = { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } };
const issueOf = (result: Parse, field: string) => result.error?.issues.find((i) => i.path.join('.') === field)?.message;

const employee = {
  phone: '612345678',
  mobilePhonePrefix: '+34',
  nationality: 'ES',
  birthday: '1988-04-12',
  gender: 0,
  disabilityType: false,
  address1: 'Calle Mayor',
  city: 'Madrid',
  postalCode: '28013',
  province: 'Madrid',
  country: 'ES',
};

describe('a phone is a number of its dial code', () => {
  it('refuses a mobile too short for Spain, and letters, on the phone', () => {
    for (const phone of ['6123', '12ab'])
      for (const schema of [employeeFormSchema, employeeSaveSchemaFor(false, {})]) {
        expect(issueOf(schema.safeParse({ ...employee, phone }), 'phone'), phone).toBeDefined();
      }
    expect(issueOf(employeeFormSchema.safeParse({ ...employee, phone: '6123' }), 'phone')).toBe('validation.phone');
  });

  it("takes Spain's and Portugal's numbers with their own prefix, and refuses one its prefix has no such number for", () => {
    expect(employeeFormSchema.safeParse(employee).success).toBe(true);
    expect(employeeFormSchema.safeParse({ ...employee, mobilePhonePrefix: '+351', phone: '912345678' }).success).toBe(true);
    expect(issueOf(employeeFormSchema.safeParse({ ...employee, mobilePhonePrefix: '+44', phone: '612345678' }), 'phone')).toBe('validation.phone');
    expect(issueOf(specialBrandEmployeeFormSchema.safeParse({ ...employee, phone: '61234' }), 'phone')).toBe('validation.phone');
  });

  it("reads a number without prefix as Spain's", () => {
    expect(employeeFormSchema.safeParse({ ...employee, mobilePhonePrefix: null }).success).toBe(true);
    expect(issueOf(employeeFormSchema.safeParse({ ...employee, mobilePhonePrefix: null, phone: '6123' }), 'phone')).toBe('validation.phone');
  });

  it("refuses a nursery's or a training centre's contact phone that is no phone number", () => {
    const nursery = { codeCenter: 'EI-1', centerName: 'Escuela Infantil Sol', address: 'Calle Sol 1' };
    expect(issueOf(kindergartenInfoSchema.safeParse({ ...nursery, contactPhone: '12ab' }), 'contactPhone')).toBe('validation.phone');
    expect(kindergartenInfoSchema.safeParse({ ...nursery, contactPhone: '915 55 12 34' }).success).toBe(true);
    expect(kindergartenInfoSchema.safeParse({ ...nursery, contactPhone: '+351 212 345 678' }).success).toBe(true);
    expect(kindergartenInfoSchema.safeParse({ ...nursery, contactPhone: '' }).success).toBe(true);
    const formation = { centerName: 'Academia', course: 'Inglés', invoices: [{ name: 'a.pdf', originalFilename: 'a.pdf' }], paymentFreq: 'yearly' };
    expect(issueOf(formationInfoSchema.safeParse({ ...formation, phoneContact: '6123' }), 'phoneContact')).toBe('validation.phone');
  });
});

describe("a nursery's postal code is Spain's: five digits, a province 01 to 52", () => {
  const nursery = { codeCenter: 'EI-1', centerName: 'Escuela Infantil Sol', address: 'Calle Sol 1' };
  it.each(['ABCDE', '2804', '280461', '00001', '53001', '99999'])('refuses %s', (zip) => {
    expect(issueOf(kindergartenInfoSchema.safeParse({ ...nursery, zip }), 'zip')).toBe('validation.postalCode');
  });
  it.each(['28046', '01001', '52001', ' 08001 ', ''])('takes %j', (zip) => {
    expect(kindergartenInfoSchema.safeParse({ ...nursery, zip }).success).toBe(true);
  });
});

describe('payments a year: 12 or 14', () => {
  const record = { email: 'a@acme.test', firstName: 'Ana', lastName1: 'Ruiz', personalId: '12345678Z', fixedSalary: 3_000_000 };
  it.each([11, 13, 15, 16])('refuses %i', (paymentCount) => {
    expect(issueOf(employeeRecordSchema.safeParse({ ...record, paymentCount }), 'paymentCount')).toBe('employees.validation.paymentCount');
  });
  it.each([12, 14])('takes %i', (paymentCount) => {
    expect(employeeRecordSchema.safeParse({ ...record, paymentCount }).success).toBe(true);
  });
});

describe('the cut-off day is one every month has: 1 to 28', () => {
  const settings = {
    name: 'Acme Seguros',
    brand: 'AXA',
    isSpecialBrand: false,
    colorBar: '#00205b',
    colorTitles: '#00205b',
    color: '#0b5fd3',
    languages: ['es'],
    alertDays: 30,
    companyBag: null,
    hideCompensation: false,
    hideSocialSecurityInCompensation: false,
    legalLinks: { privacy: true, conditions: false, cookies: true },
    cookieConsentMandatory: false,
    helpEmail: null,
    privacyText: {},
    privacyDetail: {},
  };
  it.each([29, 30, 31])('refuses %i', (cutOffDay) => {
    expect(issueOf(companySettingsInputSchema.safeParse({ ...settings, cutOffDay }), 'cutOffDay')).toBe('validation.max');
  });
  it.each([1, 20, 28])('takes %i', (cutOffDay) => {
    expect(companySettingsInputSchema.safeParse({ ...settings, cutOffDay }).success).toBe(true);
  });
});
