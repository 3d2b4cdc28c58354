/**
 * Splits `total` cents (≥ 0) in proportion to `weights` (≥ 0) so the parts add up to `total`
 * exactly: each running sum is the running share rounded half up, and each part is the step
 * between two running sums. No part drifts by more than a cent from its own share, and no
 * "last month takes the rest" lump appears. All-zero weights split evenly. BigInt keeps
 * total × running weight exact beyond 2^53.
 */
export function spreadByWeights(total: number, weights: readonly number[]): number[] {
  if (weights.length === 0) return [];
  const sum = weights.reduce((a, w) => a + w, 0);
  const effective = sum > 0 ? weights : weights.map(() => 1);
  const denominator = BigInt(sum > 0 ? sum : weights.length);
  const parts: number[] = [];
  let running = 0n;
  let previous = 0;
  for (const weight of effective) {
    running += BigInt(weight);
    const share = Number((2n * BigInt(total) * running + denominator) / (2n * denominator));
    parts.push(share - previous);
    previous = share;
  }
  return parts;
}
