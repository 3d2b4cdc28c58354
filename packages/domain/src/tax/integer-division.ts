/**
 * Integer division with the two roundings the AEAT algorithm uses. Money is integer cents and
 * rates are integer basis points, so every quotient is taken exactly here, once, instead of
 * through floating point (where 0.1 + 0.2 ≠ 0.3 would move a truncated rate by 0.01).
 * Operands stay far below 2^53 (a 10 M€ salary × 4,700 bp ≈ 5·10^12).
 */

/** `numerator / denominator` rounded half up (AEAT algoritmo 2026 §10: "redondeo"); denominator > 0. */
export function divideRoundHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/** `numerator / denominator` truncated toward −∞ (the algorithm only truncates non-negative values). */
export function divideTruncate(numerator: number, denominator: number): number {
  return Math.floor(numerator / denominator);
}
