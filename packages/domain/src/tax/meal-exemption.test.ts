import { describe, expect, it } from 'vitest';
import { benefitTaxation } from './flexible-exemption';
import { DEFAULT_YEAR_WORKING_DAYS, mealExemptAnnual, mealWorkingDays } from './meal-exemption';
import { taxBenefitsOf } from './employee-tax-profile';
import { taxYears } from './tax-years';

const taxYear = taxYears[2026]!;
const context = { disability: 0, childrenUnder3: 0 };

describe("the meal card's yearly exemption (docs/product/tax-rules.md §3, §4)", () => {
  it('counts 220 working days in a year by default, prorated by the months the card runs', () => {
    expect(DEFAULT_YEAR_WORKING_DAYS).toBe(220);
    expect(mealWorkingDays({ months: 12 })).toBe(220);
    expect(mealWorkingDays({ months: 12, workingDaysPerMonth: 20 })).toBe(220);
    expect(mealWorkingDays({ months: 6, workingDaysPerMonth: 20 })).toBe(110);
    // A benefit that says fewer days a month caps them; a company calendar may say more days a year.
    expect(mealWorkingDays({ months: 12, workingDaysPerMonth: 15 })).toBe(180);
    expect(mealWorkingDays({ months: 12, workingDaysPerMonth: 21, yearWorkingDays: 230 })).toBe(230);
    expect(mealWorkingDays({ months: 0, workingDaysPerMonth: 20 })).toBe(0);
  });

  it("exempts 11 € a working day: 2 420 € a year, the tax file's worked case", () => {
    expect(mealExemptAnnual({ months: 12, workingDaysPerMonth: 20 }, taxYear)).toBe(242_000);
  });

  it('no longer counts 12 × 220 € as exempt: the 220 € above 2 420 € are taxed', () => {
    const items = Array.from({ length: 12 }, (_, i) => ({
      category: 'food' as const,
      familyId: null,
      month: i + 1,
      sacrificed: 22_000,
      workingDaysPerMonth: 20,
    }));
    const [food] = taxBenefitsOf(items, new Map(), 0);
    expect(food).toMatchObject({ annualAmount: 264_000, workingDays: 220 });
    expect(benefitTaxation(food!, context, taxYear)).toMatchObject({ exemptAnnual: 242_000, taxableAnnual: 22_000 });
  });
});
