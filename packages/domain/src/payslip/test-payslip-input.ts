import type { CalculatorItem, EmployeeFacts } from '../tax/employee-tax-profile';
import type { BenefitCategory } from '../tax/tax-year';
import { taxYear2026 } from '../tax/years/2026';
import type { MonthlyPayslipsInput } from './monthly-payslips';

/** A 2026 employee for tests: single, born 1990, indefinite contract (docs/product/tax-rules.md §4's defaults). */
export function testFacts(overrides: Partial<EmployeeFacts> = {}): EmployeeFacts {
  return {
    year: 2026,
    fixedSalary: 3_000_000,
    variableSalary: null,
    paymentCount: 12,
    birthday: '1990-05-01',
    disability: 0,
    maritalStatus: 'single',
    spouseEarnsOver1500: null,
    contractType: 'indefinite',
    childrenLiveWithEmployee: null,
    family: [],
    ...overrides,
  };
}

/** One product's items: `sacrificed` cents in each month from `from` to `to`. */
export function monthsOf(category: BenefitCategory, from: number, to: number, sacrificed: number, extra: Partial<CalculatorItem> = {}): CalculatorItem[] {
  return Array.from({ length: to - from + 1 }, (_, i) => ({ category, familyId: null, month: from + i, sacrificed, ...extra }));
}

export function testInput(facts: Partial<EmployeeFacts>, items: CalculatorItem[]): MonthlyPayslipsInput {
  return { facts: testFacts(facts), items, familyDisabilities: new Map(), privateUsePercent: 100, taxYear: taxYear2026 };
}
