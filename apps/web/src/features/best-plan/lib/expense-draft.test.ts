import { describe, expect, it } from 'vitest';
import { draftOf, expensesOf, toCents } from './expense-draft';

const offers = {
  toddlers: [13],
  people: [
    { familyId: null, firstName: 'Laura' },
    { familyId: 11, firstName: 'Javier' },
    { familyId: 13, firstName: 'Hugo' },
  ],
};

describe('expense draft', () => {
  it('reads euros as typed into cents, and what is not yet a number as nothing', () => {
    expect(toCents(150)).toBe(15_000);
    expect(toCents('54,6')).toBe(5_460);
    expect(toCents('12.')).toBe(1_200);
    expect(toCents('')).toBe(0);
    expect(toCents('-3')).toBe(0);
  });

  it('round-trips the defaults', () => {
    const defaults = {
      foodMonthly: 15_000,
      transportMonthly: 5_460,
      kindergarten: [{ familyId: 13, monthly: 30_000 }],
      health: { benefitId: 4, familyIds: [null, 11] },
      formationAnnual: 0,
    };
    expect(expensesOf(draftOf(defaults), offers)).toEqual(defaults);
  });
});
