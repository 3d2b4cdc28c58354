import { divideRoundHalfUp } from './integer-division';
import type { Cents, WorkIncomeReductionParameters } from './tax-year';

/**
 * RED20, the reduction for work income (AEAT algoritmo 2026 §4, art. 20 LIRPF), on the net work
 * income `rnt` (RETRIB − COTIZACIONES, before the 2,000 € of OTROSGASTOS):
 * ≤ 14,852 → 7,302; ≤ 17,673.52 → 7,302 − 1.75 × (RNT − 14,852);
 * < 19,747.50 → 2,364.34 − 1.14 × (RNT − 17,673.52); otherwise 0. Rounded half up to the cent.
 */
export function workIncomeReduction(rnt: Cents, params: WorkIncomeReductionParameters): Cents {
  if (rnt <= params.fullUpTo) return params.full;
  if (rnt <= params.slopeChange) return divideRoundHalfUp(params.full * 100 - params.firstSlope * (rnt - params.fullUpTo), 100);
  if (rnt < params.zeroFrom) return divideRoundHalfUp(params.secondSlopeStart * 100 - params.secondSlope * (rnt - params.slopeChange), 100);
  return 0;
}
