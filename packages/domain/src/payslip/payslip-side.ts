import type { BasisPoints, Cents } from '../tax/tax-year';
import type { PayslipProduct } from './monthly-in-kind';

/** One side of a payslip: without the plan, or with it. */
export interface PayslipSide {
  gross: Cents;
  /** The products paid from cash pay this month (none without the plan, none on an extra payment). */
  products: PayslipProduct[];
  /** Gross less what the products took. */
  cash: Cents;
  /** In-kind pay that stays taxable (renting's value in kind, exempt products' excess). */
  taxableInKind: Cents;
  /** RETRIB of this payment: cash plus taxable in-kind pay. */
  retrib: Cents;
  socialSecurity: Cents;
  /** The IRPF TIPO applied, in basis points. */
  rate: BasisPoints;
  withholding: Cents;
  /** What reaches the bank account: cash − social security − withholding. */
  net: Cents;
}
