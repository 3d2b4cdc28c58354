import type { HomeBenefit, HomeBenefits, HomeContract } from './home-contract';

/** A contract of 2026 for the employee, contracted and signed, unless told otherwise. */
export function entry(overrides: Partial<HomeContract> = {}): HomeContract {
  return {
    id: 1,
    benefitId: 10,
    category: 'food',
    year: 2026,
    status: 'contracted',
    signed: true,
    disableDocumentation: false,
    additionalInfo: null,
    details: {},
    items: [{ familyId: null }],
    ...overrides,
  };
}

export function benefitsOf(...list: Partial<HomeBenefit>[]): HomeBenefits {
  return new Map(
    list.map((b, i) => {
      const benefit: HomeBenefit = { id: 10 + i, questionnaire: { enabled: false, type: null }, endDate: '2027-12-31', ...b };
      return [benefit.id, benefit];
    }),
  );
}
