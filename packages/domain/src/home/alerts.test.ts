import { describe, expect, it } from 'vitest';
import { contractPaymentFreq, homeAlerts, liveEntries } from './alerts';
import { benefitsOf, entry } from './test-fixtures';

const today = '2026-11-23';

describe('homeAlerts: expiring benefits (docs/product/employee-portal.md §4)', () => {
  const benefits = benefitsOf({ id: 10, endDate: '2026-12-15' }, { id: 11, endDate: '2027-12-31' }, { id: 12, endDate: '2026-12-23' });

  it('raises one when today + alertDays is after the end date, with a Go link to the product', () => {
    expect(homeAlerts({ entries: [entry()], benefits, today, alertDays: 30 })).toEqual([
      { kind: 'expiring', benefitId: 10, category: 'food', endDate: '2026-12-15', link: '/products/food' },
    ]);
  });

  it('not when the end date is further away, nor exactly on today + alertDays', () => {
    expect(homeAlerts({ entries: [entry({ benefitId: 11 })], benefits, today, alertDays: 30 })).toEqual([]);
    expect(homeAlerts({ entries: [entry({ benefitId: 12 })], benefits, today, alertDays: 30 })).toEqual([]);
    expect(homeAlerts({ entries: [entry({ benefitId: 12 })], benefits, today, alertDays: 31 })).toHaveLength(1);
  });

  it('alertDays 0: only once the end date has passed', () => {
    expect(homeAlerts({ entries: [entry()], benefits, today: '2026-12-15', alertDays: 0 })).toEqual([]);
    expect(homeAlerts({ entries: [entry()], benefits, today: '2026-12-16', alertDays: 0 })).toHaveLength(1);
  });

  it("each benefit once, for cart items too; not for cancelled or past years' contracts", () => {
    const entries = [
      entry({ status: 'cart' }),
      entry({ id: 2 }),
      entry({ id: 3, benefitId: 12, status: 'cancelled' }),
      entry({ id: 4, benefitId: 12, year: 2025 }),
    ];
    expect(homeAlerts({ entries, benefits, today, alertDays: 40 }).map((a) => a.benefitId)).toEqual([10]);
  });

  it('ignores benefits it does not know', () => {
    expect(homeAlerts({ entries: [entry({ benefitId: 99 })], benefits, today, alertDays: 365 })).toEqual([]);
  });
});

describe('homeAlerts: attach invoice (docs/product/employee-portal.md §4, docs/product/benefits-and-simulation.md §5 Formation)', () => {
  const benefits = benefitsOf({ id: 10, endDate: '2027-12-31' });
  const formation = entry({ id: 3, category: 'formation', status: 'pending', additionalInfo: { paymentFreq: 'monthly', centerName: 'ESIC' } });

  it('a pending or contracted contract paid monthly points to /documents', () => {
    expect(homeAlerts({ entries: [formation], benefits, today, alertDays: 30 })).toEqual([
      { kind: 'attach-invoice', contractId: 3, benefitId: 10, category: 'formation', link: '/documents' },
    ]);
    expect(homeAlerts({ entries: [{ ...formation, status: 'contracted' }], benefits, today, alertDays: 30 })).toHaveLength(1);
  });

  it("not for a yearly payment, a cart item, a cancelled contract or last year's", () => {
    const yearly = { ...formation, additionalInfo: { paymentFreq: 'yearly' } };
    const entries = [yearly, { ...formation, status: 'cart' as const }, { ...formation, status: 'cancelled' as const }, { ...formation, year: 2025 }];
    expect(homeAlerts({ entries, benefits, today, alertDays: 30 })).toEqual([]);
  });

  it('reads the payment frequency from the info, else from the details', () => {
    expect(contractPaymentFreq({ additionalInfo: null, details: { paymentFreq: 'monthly' } })).toBe('monthly');
    expect(contractPaymentFreq({ additionalInfo: { paymentFreq: 'yearly' }, details: { paymentFreq: 'monthly' } })).toBe('yearly');
    expect(contractPaymentFreq({ additionalInfo: null, details: {} })).toBeUndefined();
  });

  it('expiring alerts come before invoice alerts', () => {
    const soon = benefitsOf({ id: 10, endDate: '2026-12-01' });
    expect(homeAlerts({ entries: [formation], benefits: soon, today, alertDays: 30 }).map((a) => a.kind)).toEqual(['expiring', 'attach-invoice']);
  });
});

describe('liveEntries', () => {
  it("keeps cart items and this or later years' contracts that are not cancelled", () => {
    const entries = [
      entry({ id: 1, status: 'cart', year: 2025 }),
      entry({ id: 2, year: 2025 }),
      entry({ id: 3 }),
      entry({ id: 4, year: 2027, status: 'pending' }),
      entry({ id: 5, status: 'cancelled' }),
    ];
    expect(liveEntries(entries, today).map((e) => e.id)).toEqual([1, 3, 4]);
  });
});
