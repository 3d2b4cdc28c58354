import type { ScaleRow } from './tax-year';

/**
 * SCALE(x), the withholding scale of AEAT algoritmo 2026 §8 (art. 85.1 RIRPF: the state and
 * the general regional scale together, 19 % … 47 %). `amount` in cents; the result in
 * cents × basis points (÷ 10,000 for cents), exact: the algorithm rounds neither SCALE nor CUOTA.
 */
export function scaleTax(amount: number, scale: readonly ScaleRow[]): number {
  let tax = 0;
  for (let i = 0; i < scale.length; i++) {
    const row = scale[i]!;
    if (amount <= row.from) break;
    const next = scale[i + 1];
    const top = next === undefined ? amount : Math.min(amount, next.from);
    tax += (top - row.from) * row.rate;
  }
  return tax;
}
