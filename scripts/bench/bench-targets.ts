import type { EndpointKind } from './bench-endpoints';
import type { Measurement } from './bench-load';

/** What issue 16 asks of one endpoint: a share of the one-query ceiling, a p99, and never an error. */
export interface Target {
  minRatio: number | null;
  maxP99Ms: number | null;
}

export interface TargetContext {
  database: 'postgres' | 'embedded';
  /** A database with scale employees: "the same within 1.5×". */
  isScaled: boolean;
}

/**
 * PostgreSQL, 50 connections: a full read ≥ 0.3× the one-query ceiling and its revalidation (304
 * after the session statement, docs/decisions/100-one-read-path-revalidated-by-etag.md) ≥ 0.8×,
 * both with p99 ≤ 30 ms; health and company ≥ 0.8×; add + delete ≥ 0.25×.
 */
const postgresTargets: Record<Exclude<EndpointKind, 'ceiling'>, Target> = {
  public: { minRatio: 0.8, maxP99Ms: null },
  read: { minRatio: 0.3, maxP99Ms: 30 },
  revalidation: { minRatio: 0.8, maxP99Ms: 30 },
  cart: { minRatio: 0.25, maxP99Ms: null },
  // No target: how reads fare while other people's carts change.
  mixed: { minRatio: null, maxP99Ms: null },
  // A password check is slow on purpose (argon2): only "zero errors".
  login: { minRatio: null, maxP99Ms: null },
};

/** Issue 16 item 3: the embedded default holds load — no timeouts and p99 ≤ 100 ms at 50 connections (login aside: argon2). */
const embeddedTarget = (kind: EndpointKind): Target => ({ minRatio: null, maxP99Ms: kind === 'login' ? null : 100 });

/** Peak RSS of the server, every database. */
const MAX_RSS_MB = 300;
const SCALED_ALLOWANCE = 1.5;

/** The endpoint's target; null for the ceilings, which are the reference. */
export function targetOf(kind: EndpointKind, context: TargetContext): Target | null {
  if (kind === 'ceiling') return null;
  const base = context.database === 'postgres' ? postgresTargets[kind] : embeddedTarget(kind);
  if (!context.isScaled) return base;
  return {
    minRatio: base.minRatio === null ? null : base.minRatio / SCALED_ALLOWANCE,
    maxP99Ms: base.maxP99Ms === null ? null : base.maxP99Ms * SCALED_ALLOWANCE,
  };
}

export const maxRssMbOf = (context: TargetContext) => MAX_RSS_MB * (context.isScaled ? SCALED_ALLOWANCE : 1);

export function describeTarget(target: Target): string {
  return [
    target.minRatio === null ? null : `≥ ${target.minRatio.toFixed(2)}× 1-query`,
    target.maxP99Ms === null ? null : `p99 ≤ ${target.maxP99Ms} ms`,
    'no errors',
  ]
    .filter(Boolean)
    .join(', ');
}

/** What misses the target, in words; empty when it is met. */
export function missesOf(target: Target, measured: Measurement, ratio: number): string[] {
  const misses: string[] = [];
  if (target.minRatio !== null && ratio < target.minRatio) misses.push(`${ratio.toFixed(2)}× < ${target.minRatio.toFixed(2)}×`);
  if (target.maxP99Ms !== null && measured.p99Ms > target.maxP99Ms) misses.push(`p99 ${measured.p99Ms} > ${target.maxP99Ms} ms`);
  if (measured.errors > 0) misses.push(`${measured.errors} errors`);
  return misses;
}
