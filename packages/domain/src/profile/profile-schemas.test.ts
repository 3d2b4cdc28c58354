import { describe, expect, it } from 'vitest';
import { employeeFormSchemaFor, familyEditSchema, familyMemberSchema, userFormSchema } from './profile-schemas';

const employee = {
  phone: '612345678',
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
const issueOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }, field: string) =>
  result.error?.issues.find((i) => i.path.join('.') === field)?.message;

describe('user form (docs/product/employee-portal.md §5)', () => {
  it('requires a valid e-mail, first name and first surname; the second surname is optional', () => {
    expect(userFormSchema.safeParse({ email: 'a@b.es', firstName: 'Ana', lastName1: 'Ruiz' }).success).toBe(true);
    const bad = userFormSchema.safeParse({ email: 'nope', firstName: ' ', lastName1: '' });
    expect(issueOf(bad, 'email')).toBe('validation.email');
    expect(issueOf(bad, 'firstName')).toBe('validation.required');
    expect(issueOf(bad, 'lastName1')).toBe('validation.required');
  });
});

describe('employee form (docs/product/employee-portal.md §5)', () => {
  const schema = employeeFormSchemaFor(false);

  it('accepts a complete employee', () => expect(schema.safeParse(employee).success).toBe(true));

  it('requires a numeric phone and postal code', () => {
    expect(issueOf(schema.safeParse({ ...employee, phone: '612 34x' }), 'phone')).toBe('profile.validation.numeric');
    expect(issueOf(schema.safeParse({ ...employee, postalCode: '28A13' }), 'postalCode')).toBe('profile.validation.numeric');
    expect(issueOf(schema.safeParse({ ...employee, city: '' }), 'city')).toBe('validation.required');
  });

  it('limits the BAN to 24 characters and the security number to 12 digits', () => {
    expect(schema.safeParse({ ...employee, BAN: 'ES9121000418450200051332' }).success).toBe(true); // 24
    expect(issueOf(schema.safeParse({ ...employee, BAN: 'ES91210004184502000513320' }), 'BAN')).toBe('profile.validation.banTooLong');
    expect(schema.safeParse({ ...employee, securityNumber: '281234567890' }).success).toBe(true); // 12
    expect(issueOf(schema.safeParse({ ...employee, securityNumber: '2812345678901' }), 'securityNumber')).toBe('profile.validation.securityNumber');
    expect(issueOf(schema.safeParse({ ...employee, securityNumber: '28-123' }), 'securityNumber')).toBe('profile.validation.securityNumber');
  });

  it('allows only letters, digits, Spanish accents and spaces in address2', () => {
    expect(schema.safeParse({ ...employee, address2: 'Escalera B 3º Izquierda Ñandú' }).success).toBe(true);
    expect(issueOf(schema.safeParse({ ...employee, address2: 'Piso 3; DROP' }), 'address2')).toBe('profile.validation.address2');
  });

  it('takes a house number of 1 to 4 letters or digits', () => {
    expect(schema.safeParse({ ...employee, houseNumber: '12B' }).success).toBe(true);
    expect(issueOf(schema.safeParse({ ...employee, houseNumber: '12345' }), 'houseNumber')).toBe('profile.validation.houseNumber');
    expect(issueOf(schema.safeParse({ ...employee, houseNumber: '1-2' }), 'houseNumber')).toBe('profile.validation.houseNumber');
  });

  it('has no salary or payment count: the company keeps them', () => {
    expect(Object.keys(schema.parse({ ...employee, fixedSalary: 1, variableSalary: 1, paymentCount: 12 }))).not.toEqual(
      expect.arrayContaining(['fixedSalary']),
    );
  });

  it('takes a disability percent of 0 to 100 only when a disability is declared', () => {
    expect(schema.safeParse({ ...employee, disabilityType: true, disability: 33 }).success).toBe(true);
    expect(issueOf(schema.safeParse({ ...employee, disabilityType: true, disability: 101 }), 'disability')).toBe('profile.validation.disabilityRange');
    expect(issueOf(schema.safeParse({ ...employee, disabilityType: false, disability: 33 }), 'disability')).toBe('profile.validation.disabilityRange');
  });

  it('refuses dates before 1900-01-01', () => {
    expect(schema.safeParse({ ...employee, birthday: '1900-01-01' }).success).toBe(true);
    expect(issueOf(schema.safeParse({ ...employee, birthday: '1899-12-31' }), 'birthday')).toBe('profile.validation.dateTooEarly');
  });

  it('requires five more fields for the special brand flag', () => {
    const special = employeeFormSchemaFor(true).safeParse(employee);
    for (const field of ['birthCountry', 'residenceCountry', 'typeOfStreet', 'mobilePhonePrefix', 'houseNumber']) {
      expect(issueOf(special, field), field).toBeDefined();
    }
    expect(issueOf(special, 'houseNumber')).toBe('profile.validation.houseNumberRequired');
    expect(
      employeeFormSchemaFor(true).safeParse({
        ...employee,
        birthCountry: 'PT',
        residenceCountry: 'ES',
        typeOfStreet: 'Calle',
        mobilePhonePrefix: '+351',
        houseNumber: '4',
      }).success,
    ).toBe(true);
  });
});

describe('countries (they were free text)', () => {
  const schema = employeeFormSchemaFor(false);

  it('holds ISO 3166-1 alpha-2 codes: a name, a lower-case code or an unknown code is refused', () => {
    expect(schema.safeParse({ ...employee, nationality: 'PT', birthCountry: 'BR', residenceCountry: '' }).success).toBe(true);
    for (const value of ['España', 'es', 'ESP', 'ZZ']) {
      const result = schema.safeParse({ ...employee, nationality: value, country: value, birthCountry: value, residenceCountry: value });
      for (const field of ['nationality', 'country', 'birthCountry', 'residenceCountry']) {
        expect(issueOf(result, field), `${field} ${value}`).toBe('profile.validation.country');
      }
    }
    expect(issueOf(schema.safeParse({ ...employee, country: ' ' }), 'country')).toBe('validation.required');
  });
});

describe('family member (docs/product/employee-portal.md §5 Family form)', () => {
  const member = { relationship: 'child', firstName: 'Hugo', lastName1: 'Gómez', personalID: '45678901G', birthday: '2024-10-02' };
  it('requires first name, first surname, ID and birthday; DNI and active by default', () => {
    expect(familyMemberSchema.parse(member)).toMatchObject({ idType: 'DNI', active: true, disability: 0 });
    expect(issueOf(familyMemberSchema.safeParse({ ...member, personalID: '' }), 'personalID')).toBe('validation.required');
  });
  it('requires the second surname in the edit dialog', () => {
    expect(issueOf(familyEditSchema.safeParse(member), 'lastName2')).toBe('validation.required');
    expect(familyEditSchema.safeParse({ ...member, lastName2: 'Martín' }).success).toBe(true);
  });
});

describe("a family member's ID", () => {
  const hugo = { relationship: 'child', firstName: 'Hugo', lastName1: 'Gómez', personalID: '34567890V', birthday: '2024-10-02' } as const;
  const issuesOf = (value: object) => familyMemberSchema.safeParse(value).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

  it('takes a DNI with its control letter, a NIE and a passport', () => {
    expect(issuesOf(hugo)).toEqual([]);
    expect(issuesOf({ ...hugo, idType: 'NIE', personalID: 'X1234567L' })).toEqual([]);
    expect(issuesOf({ ...hugo, idType: 'passport', personalID: 'PAB123456' })).toEqual([]);
  });

  it('refuses a DNI whose letter does not match its number, on the field', () => {
    expect(issuesOf({ ...hugo, personalID: '12345678A' })).toEqual([['personalID', 'profile.validation.personalId']]);
    expect(familyEditSchema.safeParse({ ...hugo, lastName2: 'Martín', idType: 'NIE', personalID: '12345678Z' }).success).toBe(false);
  });
});
