import type { Cents, NoWithholdingParameters } from './tax-year';

/**
 * The pay up to which nothing is withheld (AEAT algoritmo 2026 §7, art. 81 RIRPF), by family
 * situation and qualifying descendants (0, 1, 2 or more). Step 9's 43 % cap uses the same
 * figure. Situation 1 (single parent) needs a qualifying descendant: without one the taxpayer is
 * in situation 3, whose row applies.
 */
export function noWithholdingThreshold(familySituation: 1 | 2 | 3, descendantCount: number, params: NoWithholdingParameters): Cents {
  const column = Math.min(descendantCount, 2) as 0 | 1 | 2;
  return params.bySituation[familySituation][column] ?? params.bySituation[3][column] ?? 0;
}
