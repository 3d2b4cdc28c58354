import { monthlyPayslips, type MonthlyPayslipsInput } from './monthly-payslips';
import type { PayslipYear } from './payslip-api';

/** GET /api/payslip's answer for a plan's input: the payslips and the calculator's annual figures. */
export function payslipYear(input: MonthlyPayslipsInput): PayslipYear {
  const result = monthlyPayslips(input);
  if (!result) return { status: 'unavailable', year: input.facts.year };
  const { simulation } = result;
  return {
    status: 'ready',
    year: result.year,
    paymentCount: result.paymentCount,
    payslips: result.payslips,
    totals: result.totals,
    annualRate: { without: simulation.without.withholding.rate, with: simulation.with.withholding.rate },
    savingAnnual: simulation.savingAnnual,
    overWithheld: result.overWithheld,
  };
}
