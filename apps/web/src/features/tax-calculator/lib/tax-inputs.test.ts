import { describe, expect, it } from 'vitest';
import { taxYear2026 } from '@flexplan/domain/tax/years/2026';
import { taxInputsOf, type TaxSources } from './tax-inputs';

const user = {
  fixedSalary: 3_000_000,
  variableSalary: 0,
  paymentCount: 14,
  birthday: '1990-01-01',
  disability: null,
  maritalStatus: null,
  spouseEarnsOver1500: null,
  contractType: 'indefinite',
  childrenLiveWithEmployee: null,
  flexibleBag: 300_000,
  privateUse: null,
  products: [{ PL: 'Exent', isActive: true }],
} satisfies NonNullable<TaxSources['profile']['data']>;

function sources(overrides: Partial<TaxSources> = {}): TaxSources {
  return {
    profile: { data: user, isError: false },
    plan: {
      data: {
        products: [
          { PL: 'Exent', isActive: true, category: { alias: 'health-insurance' } },
          { PL: 'Top', isActive: true, category: { alias: 'gym' } },
        ],
        cart: [],
        contracts: [],
      },
      isError: false,
    },
    family: {
      data: [
        { id: 0, relationship: 'you', birthday: '1990-01-01', disability: 0, active: true },
        { id: 5, relationship: 'child', birthday: '2024-03-01', disability: 33, active: true },
        { id: 6, relationship: 'spouse', birthday: null, disability: 0, active: false },
      ],
      isError: false,
    },
    bags: { data: { year: 2026, today: '2026-03-10', overview: { flexible: { available: 120_000 } } }, isError: false },
    rules: { data: { year: 2026, taxYear: taxYear2026 }, isError: false },
    cutOffDay: 20,
    ...overrides,
  };
}

describe('taxInputsOf', () => {
  it('hides the calculator without an active tax-advantage product, even while the rest loads', () => {
    const noExent = { ...user, products: [{ PL: 'Top', isActive: true }] };
    expect(taxInputsOf(sources({ profile: { data: noExent, isError: false }, bags: { data: undefined, isError: false } }))).toEqual({ status: 'hidden' });
  });

  it('is loading until every answer is in, and failed when one failed', () => {
    expect(taxInputsOf(sources({ family: { data: undefined, isError: false } }))).toEqual({ status: 'loading' });
    expect(taxInputsOf(sources({ bags: { data: undefined, isError: true } }))).toEqual({ status: 'error' });
    expect(taxInputsOf(sources({ rules: { data: undefined, isError: true } }))).toEqual({ status: 'error' });
    // The rules of another year (the previous plan year's, while the new one loads) are not the plan year's.
    expect(taxInputsOf(sources({ rules: { data: { year: 2025, taxYear: taxYear2026 }, isError: false } }))).toEqual({ status: 'loading' });
  });

  it('is unavailable when the fixed salary is below the flexible bag (docs/product/employee-portal.md §5 Calculator)', () => {
    const lowSalary = { ...user, fixedSalary: 200_000 };
    expect(taxInputsOf(sources({ profile: { data: lowSalary, isError: false } }))).toEqual({ status: 'unavailable' });
  });

  it("gathers the plan year's inputs: the bag left, the family but the user, the open months, the Exent categories", () => {
    const state = taxInputsOf(sources());
    if (state.status !== 'ready') throw new Error(`expected ready, got ${state.status}`);
    const { inputs } = state;
    expect(inputs.year).toBe(2026);
    // The database's parameters as GET /profile/tax-rules answered them, not a copy of the browser's.
    expect(inputs.taxYear).toBe(taxYear2026);
    expect(inputs.flexibleAvailable).toBe(120_000);
    expect(inputs.family.map((m) => m.id)).toEqual([5]);
    expect(inputs.familyDisabilities.get(5)).toBe(33);
    // Unknown private use reads as full private use: the in-kind value is never understated.
    expect(inputs.privateUsePercent).toBe(100);
    expect(inputs.offeredCategories).toEqual(['health-insurance']);
    // 10 March, cut-off day 20: April is the first month a new item may start in.
    expect(inputs.openMonths[0]).toBe(4);
    expect(inputs.defaults).toEqual(['maritalStatus', 'childrenLiveWithEmployee']);
  });
});
