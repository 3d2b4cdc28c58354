import type { CartRow } from './cart-rows';

/**
 * What "Next" on the data confirmation leads to (docs/product/cart-and-contracts.md §5 Next step), checked in this order:
 * items of another collective (or a switched-off product) block until removed; expired items
 * block until removed; items whose document or answers are missing block when nothing else is
 * left, else the person may continue with the rest; Top (non-Exent) items need an agreement.
 */
export type NextStep =
  | { kind: 'notAllowed'; rows: CartRow[] }
  | { kind: 'expired'; rows: CartRow[] }
  | { kind: 'missingInfo'; rows: CartRow[] }
  | { kind: 'continueWithRest'; missing: CartRow[]; rest: CartRow[] }
  | { kind: 'agreement'; rows: CartRow[]; top: CartRow[] }
  | { kind: 'sign'; rows: CartRow[] };

export function nextStepOf(rows: readonly CartRow[]): NextStep {
  const notAllowed = rows.filter((r) => r.isAllowed === false);
  if (notAllowed.length > 0) return { kind: 'notAllowed', rows: notAllowed };
  const expired = rows.filter((r) => r.expiry === null || r.expiry.isExpired);
  if (expired.length > 0) return { kind: 'expired', rows: expired };
  const missing = rows.filter((r) => r.info === 'pending');
  if (missing.length === rows.length) return { kind: 'missingInfo', rows: missing };
  if (missing.length > 0) return { kind: 'continueWithRest', missing, rest: rows.filter((r) => r.info !== 'pending') };
  return signStepOf(rows);
}

/** The last check, also after "continue with the rest": Top items ask for an agreement first. */
export function signStepOf(rows: readonly CartRow[]): NextStep {
  const top = rows.filter((r) => r.item.PL !== 'Exent');
  return top.length > 0 ? { kind: 'agreement', rows: [...rows], top } : { kind: 'sign', rows: [...rows] };
}
