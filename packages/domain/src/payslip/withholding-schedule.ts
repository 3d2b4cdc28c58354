import { divideRoundHalfUp, divideTruncate } from '../tax/integer-division';
import type { BasisPoints, Cents } from '../tax/tax-year';
import type { Withholding } from '../tax/withholding';

/** From payment `start` on, payroll withholds for the year it then foresees (`forecast`: its RETRIB and IMPORTE). */
export interface RateSegment {
  start: number;
  forecast: Pick<Withholding, 'retrib' | 'amount' | 'rate'>;
}

export interface WithholdingSchedule {
  /** Each payment's withholding; they add up to the last forecast's IMPORTE (less `overWithheld`). */
  amounts: Cents[];
  /** The TIPO in force at each payment. */
  rates: BasisPoints[];
  /**
   * Withheld before a regularisation beyond the year's IMPORTE: the rate cannot go below 0
   * (art. 87.5 RIRPF), so payroll does not pay it back; the annual return does. 0 in all other cases.
   */
  overWithheld: Cents;
}

/**
 * TIPOREG = truncate((IMPORTEREG − RETENIDO) ÷ (RETRIB − PERCIBIDO)), floored at 0 (docs/product/tax-rules.md §1
 * step 11, art. 87.5 RIRPF): the rate that withholds the rest of the year's IMPORTE on the rest
 * of the year's pay.
 */
export function regularisedRate(forecast: Pick<Withholding, 'retrib' | 'amount'>, withheld: Cents, received: Cents): BasisPoints {
  const remainingPay = forecast.retrib - received;
  const remainingTax = forecast.amount - withheld;
  if (remainingPay <= 0 || remainingTax <= 0) return 0;
  return divideTruncate(remainingTax * 10_000, remainingPay);
}

/**
 * The withholding of each payment (`retribs`, in the order paid). The first segment applies the
 * year's TIPO; each later one (a product entering payroll mid-year) regularises it. Within a
 * segment the running withholding is the segment's running RETRIB × TIPO rounded once, so no
 * payment drifts; the year's last payment then squares the year to the last forecast's IMPORTE,
 * the cents a truncated TIPO leaves (what payroll settles in December).
 */
export function withholdingSchedule(retribs: readonly Cents[], segments: readonly RateSegment[]): WithholdingSchedule {
  const amounts: Cents[] = [];
  const rates: BasisPoints[] = [];
  let withheld = 0;
  let received = 0;
  segments.forEach((segment, index) => {
    const end = segments[index + 1]?.start ?? retribs.length;
    const rate = index === 0 ? segment.forecast.rate : regularisedRate(segment.forecast, withheld, received);
    let segmentPay = 0;
    let segmentTax = 0;
    for (let p = segment.start; p < end; p++) {
      segmentPay += retribs[p]!;
      const running = divideRoundHalfUp(segmentPay * rate, 10_000);
      amounts.push(running - segmentTax);
      rates.push(rate);
      segmentTax = running;
    }
    withheld += segmentTax;
    received += segmentPay;
  });
  const target = segments.at(-1)?.forecast.amount ?? 0;
  const last = amounts.length - 1;
  const beforeLast = withheld - (amounts[last] ?? 0);
  const lastAmount = Math.max(0, target - beforeLast);
  if (last >= 0) amounts[last] = lastAmount;
  return { amounts, rates, overWithheld: beforeLast + lastAmount - target };
}
