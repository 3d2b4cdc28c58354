import { describe, expect, it } from 'vitest';
import { employeeFactsOf } from '../tax/employee-facts';
import { maritalStatusOf } from './marital-status';

const spouse = { relationship: 'spouse', active: true };
const child = { relationship: 'child', active: true };

describe('the marital status follows from the family where the profile is silent (docs/decisions/021)', () => {
  it('an active spouse on file and no status stated: married', () => {
    expect(maritalStatusOf(null, [spouse, child])).toBe('married');
  });

  it('a stated status is kept, whatever the family', () => {
    expect(maritalStatusOf('widowed', [spouse])).toBe('widowed');
    expect(maritalStatusOf('single', [])).toBe('single');
  });

  it('an inactive spouse, a domestic partner or no one: still unknown', () => {
    expect(maritalStatusOf(null, [{ ...spouse, active: false }, child])).toBeNull();
    expect(maritalStatusOf(null, [{ relationship: 'domestic_partner', active: true }])).toBeNull();
    expect(maritalStatusOf(null, [])).toBeNull();
  });

  it('is what the tax facts read: the calculator and the payslips', () => {
    const profile = {
      fixedSalary: 4_200_000,
      variableSalary: null,
      paymentCount: 14,
      birthday: '1988-04-12',
      disability: null,
      maritalStatus: null,
      spouseEarnsOver1500: null,
      contractType: null,
      childrenLiveWithEmployee: null,
    };
    const family = [
      { id: 0, relationship: 'you', birthday: '1988-04-12', disability: 0, active: true },
      { id: 1, ...spouse, birthday: '1986-09-03', disability: 0 },
      { id: 2, ...child, birthday: '2024-10-02', disability: 0 },
    ];
    expect(employeeFactsOf(profile, family, 2027).maritalStatus).toBe('married');
    expect(employeeFactsOf({ ...profile, maritalStatus: 'divorced' }, family, 2027).maritalStatus).toBe('divorced');
  });
});
