import type { Cents } from '../tax/tax-year';
import type { PayslipSide } from './payslip-side';

/** A side's year: the sums of its payslips. */
export interface PayslipTotals {
  gross: Cents;
  /** Paid from cash pay for the products. */
  paid: Cents;
  cash: Cents;
  taxableInKind: Cents;
  retrib: Cents;
  socialSecurity: Cents;
  withholding: Cents;
  net: Cents;
  /** Net plus the products received: what the employee ends up with (the calculator's net). */
  netWithProducts: Cents;
}

/** Adds up a side's payslips. */
export function payslipTotals(sides: readonly PayslipSide[]): PayslipTotals {
  const totals: PayslipTotals = { gross: 0, paid: 0, cash: 0, taxableInKind: 0, retrib: 0, socialSecurity: 0, withholding: 0, net: 0, netWithProducts: 0 };
  for (const side of sides) {
    const paid = side.products.reduce((sum, p) => sum + p.paid, 0);
    totals.gross += side.gross;
    totals.paid += paid;
    totals.cash += side.cash;
    totals.taxableInKind += side.taxableInKind;
    totals.retrib += side.retrib;
    totals.socialSecurity += side.socialSecurity;
    totals.withholding += side.withholding;
    totals.net += side.net;
    totals.netWithProducts += side.net + paid;
  }
  return totals;
}
