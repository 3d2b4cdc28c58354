import { describe, expect, it } from 'vitest';
import { entriesOfYear, questionnaireOf } from './home-contract';
import { benefitsOf, entry } from './test-fixtures';

describe('entriesOfYear', () => {
  it('keeps every cart item and the contracts of the year', () => {
    const entries = [
      entry({ id: 1, year: 2025 }),
      entry({ id: 2, year: 2026 }),
      entry({ id: 3, year: 2027, status: 'cart' }),
      entry({ id: 4, year: 2025, status: 'cart' }),
    ];
    expect(entriesOfYear(entries, 2026).map((e) => e.id)).toEqual([2, 3, 4]);
    expect(entriesOfYear(entries, 2025).map((e) => e.id)).toEqual([1, 3, 4]);
  });

  it('leaves out a contract an accepted change replaced, not one cancelled for itself', () => {
    const replaced = entry({ id: 1, year: 2026, status: 'cancelled' });
    const change = entry({ id: 2, year: 2026, status: 'contracted', replacesContractId: 1 });
    const cancelled = entry({ id: 3, year: 2026, status: 'cancelled' });
    expect(entriesOfYear([replaced, change, cancelled], 2026).map((e) => e.id)).toEqual([2, 3]);
    // A change that was itself cancelled leaves the contract it would have replaced as it is.
    expect(entriesOfYear([replaced, { ...change, status: 'cancelled' as const }], 2026).map((e) => e.id)).toEqual([1, 2]);
  });
});

describe('questionnaireOf', () => {
  it("the benefit's, or none for an unknown benefit", () => {
    const benefits = benefitsOf({ id: 10, questionnaire: { enabled: true, type: 'physical' } });
    expect(questionnaireOf(benefits, 10).questionnaire).toEqual({ enabled: true, type: 'physical' });
    expect(questionnaireOf(benefits, 11).questionnaire).toEqual({ enabled: false, type: null });
  });
});
