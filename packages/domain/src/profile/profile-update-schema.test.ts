import { describe, expect, it } from 'vitest';
import { companyHeldProfileFields, profileUpdateSchema, profileUpdateSchemaFor } from './profile-update-schema';

const fieldsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('profile update (POST /api/profile): what the employee may change', () => {
  it("takes any subset of the employee's own fields, with the current password", () => {
    expect(profileUpdateSchema.safeParse({ phone: '600000000' }).success).toBe(true);
    expect(profileUpdateSchema.safeParse({ email: 'a@b.es', BAN: 'ES9121000418450200051332', currentPassword: 'c2VjcmV0' }).success).toBe(true);
  });

  it('takes the language the portal, the e-mails and the contract speak, one of the four', () => {
    expect(profileUpdateSchema.parse({ language: 'ca' })).toEqual({ language: 'ca' });
    expect(fieldsOf(profileUpdateSchema.safeParse({ language: 'fr' }))).toEqual({ language: 'validation.invalid' });
  });

  it('refuses each figure the company keeps, naming it as read only', () => {
    const result = profileUpdateSchema.safeParse({
      fixedSalary: 4_300_000,
      variableSalary: null,
      paymentCount: 12,
      flexibleBag: 1,
      topBag: 1,
      companyBag: '10%',
      userBag: 1,
      userBagProrate: true,
      userBagRestricted: false,
      privateUse: 20,
      employeeNumber: 'E1',
      costCenter: 'CC',
      collective: { name: 'x' },
      office: { name: 'x' },
      legalEntity: { name: 'x' },
      personalID: '00000000T',
      role: 'company-admin',
    });
    expect(result.success).toBe(false);
    expect(fieldsOf(result)).toEqual({
      fixedSalary: 'validation.readOnly',
      variableSalary: 'validation.readOnly',
      paymentCount: 'validation.readOnly',
      flexibleBag: 'validation.readOnly',
      topBag: 'validation.readOnly',
      companyBag: 'validation.readOnly',
      userBag: 'validation.readOnly',
      userBagProrate: 'validation.readOnly',
      userBagRestricted: 'validation.readOnly',
      privateUse: 'validation.readOnly',
      employeeNumber: 'validation.readOnly',
      costCenter: 'validation.readOnly',
      collective: 'validation.readOnly',
      office: 'validation.readOnly',
      legalEntity: 'validation.readOnly',
      personalID: 'validation.readOnly',
      role: 'validation.readOnly',
    });
  });

  it('refuses a read-only figure sent together with a bad own field, naming both', () => {
    expect(fieldsOf(profileUpdateSchema.safeParse({ phone: 'abc', fixedSalary: 1 }))).toEqual({
      phone: 'profile.validation.numeric',
      fixedSalary: 'validation.readOnly',
    });
  });

  it('names an unknown field instead of refusing the body as a whole', () => {
    expect(fieldsOf(profileUpdateSchema.safeParse({ city: 'Madrid', salario: 1 }))).toEqual({ salario: 'validation.invalid' });
  });

  it('does not hand an unknown key on to the caller', () => {
    const parsed = profileUpdateSchema.parse(JSON.parse('{"city":"Madrid","__proto__":{"fixedSalary":1}}'));
    expect(parsed).toEqual({ city: 'Madrid' });
    expect((parsed as Record<string, unknown>).fixedSalary).toBeUndefined();
  });

  it('gives a company administrator no more through their own profile than an employee', () => {
    for (const role of ['employee', 'company-admin', 'someone-else']) {
      expect(fieldsOf(profileUpdateSchemaFor(role).safeParse({ fixedSalary: 1 })), role).toEqual({ fixedSalary: 'validation.readOnly' });
      expect(profileUpdateSchemaFor(role).safeParse({ city: 'Madrid' }).success, role).toBe(true);
    }
  });

  it('lists the salary, the bags and the personal ID among the company-held fields', () => {
    expect(companyHeldProfileFields).toEqual(expect.arrayContaining(['fixedSalary', 'variableSalary', 'paymentCount', 'flexibleBag', 'personalID']));
  });
});
