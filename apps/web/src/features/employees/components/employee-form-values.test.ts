import { describe, expect, it } from 'vitest';
import { formValuesOf, recordOf, validateForm } from './employee-form-values';

const filled = { ...formValuesOf(), firstName: 'Nuria', lastName1: 'Sanz', personalId: '44444444A', email: 'nuria@acme.test' };

describe('the employee form’s values', () => {
  it('reads euros as Spain writes them: a comma decimal, dots grouping thousands', () => {
    const cents = (text: string) => recordOf({ ...filled, fixedSalary: text }).fixedSalary;
    expect(cents('30.000')).toBe(3_000_000);
    expect(cents('1.234,56')).toBe(123_456);
    expect(cents('1234.5')).toBe(123_450);
    expect(cents('30000')).toBe(3_000_000);
    expect(cents('12,5')).toBe(1_250);
  });

  it('sends the company bag as an amount in cents or a percent in basis points, and nothing when none is chosen', () => {
    expect(recordOf({ ...filled, companyBagKind: 'amount', companyBag: '1.000' }).companyBag).toEqual({ kind: 'amount', cents: 100_000 });
    expect(recordOf({ ...filled, companyBagKind: 'percent', companyBag: '7,5' }).companyBag).toEqual({ kind: 'percent', basisPoints: 750 });
    expect(recordOf({ ...filled, companyBag: '5' }).companyBag).toBeNull();
  });

  // The renting wizard reads laura's 30 as 30 %; the form showed it as 0,30 € (docs/decisions/063-one-name-one-unit-per-bag.md).
  it('shows and sends the private use as the whole percent it is', () => {
    expect(formValuesOf({ ...recordOf(filled), id: 1, privateUse: 30 } as never).privateUse).toBe('30');
    expect(recordOf({ ...filled, privateUse: '30' }).privateUse).toBe(30);
    expect(recordOf({ ...filled, privateUse: '' }).privateUse).toBe(0);
    expect(validateForm({ ...filled, privateUse: '150' }).errors.privateUse).toBe('employees.validation.percentRange');
  });

  it('refuses with the domain schema’s message on each field, and round-trips a record the server answered', () => {
    const { record, errors } = validateForm({ ...filled, fixedSalary: 'abc', personalId: '12345678A', companyBagKind: 'percent', companyBag: '150' });
    expect(record).toBeNull();
    expect(Object.keys(errors).sort()).toEqual(['companyBag', 'fixedSalary', 'personalId']);
    const server = { ...recordOf({ ...filled, fixedSalary: '30.000' }) };
    expect(validateForm({ ...filled, fixedSalary: '30.000' }).record).toEqual(server);
  });
});
