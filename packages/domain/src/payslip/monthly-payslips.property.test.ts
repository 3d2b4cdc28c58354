import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CalculatorItem, EmployeeFacts } from '../tax/employee-tax-profile';
import type { BenefitCategory } from '../tax/tax-year';
import { taxYear2026 } from '../tax/years/2026';
import { monthlyPayslips } from './monthly-payslips';

const FAMILY_IDS = [11, 12, 13];

/** An employee of 2026 as the profile knows them, with up to three children (ids 11–13). */
const facts: fc.Arbitrary<EmployeeFacts> = fc.record({
  year: fc.constant(2026),
  fixedSalary: fc.integer({ min: 1_200_000, max: 15_000_000 }),
  variableSalary: fc.option(fc.integer({ min: 0, max: 3_000_000 })),
  paymentCount: fc.constantFrom(12, 14, null),
  birthday: fc.option(fc.date({ min: new Date('1950-01-01'), max: new Date('2004-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10))),
  disability: fc.constantFrom(0, 0, 0, 33, 65),
  maritalStatus: fc.constantFrom('single' as const, 'married' as const, 'divorced' as const, null),
  spouseEarnsOver1500: fc.option(fc.boolean()),
  contractType: fc.constantFrom('indefinite' as const, 'temporary' as const, null),
  childrenLiveWithEmployee: fc.option(fc.boolean()),
  family: fc.array(
    fc.record({
      relationship: fc.constant('child'),
      birthday: fc.constantFrom('2010-03-01', '2018-07-15', '2024-02-10', '2025-09-30'),
      disability: fc.constantFrom(0, 0, 33),
      active: fc.boolean(),
    }),
    { maxLength: 3 },
  ),
});

const categories: BenefitCategory[] = ['health-insurance', 'food', 'transport', 'kindergarten', 'formation', 'renting', 'life-insurance'];

/** One product line: a category for one person, paid from `from` to `to`, the same or a varying amount each month. */
const line = fc
  .record({
    category: fc.constantFrom(...categories),
    familyId: fc.constantFrom(null, ...FAMILY_IDS),
    from: fc.integer({ min: 1, max: 12 }),
    length: fc.integer({ min: 1, max: 12 }),
    amounts: fc.array(fc.integer({ min: 0, max: 80_000 }), { minLength: 12, maxLength: 12 }),
    car: fc.record({
      vehicleValue: fc.integer({ min: 1_500_000, max: 6_000_000 }),
      efficiency: fc.constantFrom('none' as const, 'efficient-combustion' as const, 'hybrid' as const, 'electric' as const),
      privateUsePercent: fc.option(fc.integer({ min: 0, max: 100 }), { nil: undefined }),
    }),
    workingDaysPerMonth: fc.option(fc.integer({ min: 0, max: 22 })),
  })
  .map(({ category, familyId, from, length, amounts, car, workingDaysPerMonth }): CalculatorItem[] => {
    const vehicle = category === 'renting' ? car : null;
    const months = Array.from({ length: Math.min(length, 13 - from) }, (_, i) => from + i);
    return months.map((month) => ({ category, familyId, month, sacrificed: amounts[month - 1]!, workingDaysPerMonth, vehicle }));
  });

const plan = fc.array(line, { maxLength: 6 }).map((lines) => lines.flat());

describe('monthlyPayslips, for any employee and plan', () => {
  it('adds up to the calculator’s year to the cent, on both sides', () => {
    fc.assert(
      fc.property(facts, plan, fc.integer({ min: 0, max: 100 }), (employee, items, privateUse) => {
        const disabilities = new Map(FAMILY_IDS.map((id, i) => [id, employee.family[i]?.disability ?? 0]));
        const year = monthlyPayslips({ facts: employee, items, familyDisabilities: disabilities, privateUsePercent: privateUse, taxYear: taxYear2026 });
        if (!year) return;
        const { simulation: sim, totals } = year;
        expect(year.payslips).toHaveLength(year.paymentCount);

        expect(totals.without).toMatchObject({
          gross: sim.grossAnnual,
          socialSecurity: sim.socialSecurity,
          retrib: sim.without.withholding.retrib,
          withholding: sim.without.withholding.amount,
          net: sim.without.netCashAnnual,
          netWithProducts: sim.without.netAnnual,
        });
        const taxable = sim.benefits.reduce((sum, b) => sum + b.taxableAnnual, 0);
        expect(totals.with).toMatchObject({
          gross: sim.grossAnnual,
          paid: sim.benefitsAnnual,
          cash: sim.with.cashAnnual,
          taxableInKind: taxable,
          retrib: sim.with.withholding.retrib,
          socialSecurity: sim.socialSecurity,
          withholding: sim.with.withholding.amount + year.overWithheld,
          net: sim.with.netCashAnnual - year.overWithheld,
          netWithProducts: sim.with.netAnnual - year.overWithheld,
        });
        // Withholding beyond the year only when a regularised rate had to stop at 0 (art. 87.5 RIRPF).
        if (year.overWithheld > 0) expect(year.payslips.some((p) => p.isRegularised && p.with.rate === 0)).toBe(true);
        expect(year.overWithheld).toBeGreaterThanOrEqual(0);
        // Without the plan the rate is the year's in every payslip.
        for (const p of year.payslips) expect(p.without.rate).toBe(sim.without.withholding.rate);
      }),
      { numRuns: 400 },
    );
  });
});
