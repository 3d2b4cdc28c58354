import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { preparedPerDatabase } from '../db/prepared-per-database';
import { throttleCounters } from '../db/schema/index';

/**
 * The counters every process shares (throttle_counters; DESIGN.md: no state in process memory): the
 * public rate limit's store counts in them, and the login and password-reset throttles
 * (features/auth/throttle.ts) with their own rules.
 */
export interface ThrottleRule {
  limit: number;
  windowSeconds: number;
}

export interface CounterHit {
  /** Events in the current window, this one included. */
  count: number;
  /** Seconds until the current window ends. */
  secondsLeft: number;
}

const windowSeconds = sql.placeholder('windowSeconds');
const units = sql`${sql.placeholder('units')}::integer`;
const windowExpired = sql`${throttleCounters.windowStartedAt} <= now() - make_interval(secs => ${windowSeconds})`;

/** hitCounter's statement, prepared once per database: every public request and every login runs it (issue 16). */
const counterHit = preparedPerDatabase((db) =>
  db
    .insert(throttleCounters)
    .values({ key: sql.placeholder('key'), count: units, windowStartedAt: sql`now()` })
    .onConflictDoUpdate({
      target: throttleCounters.key,
      set: {
        count: sql`case when ${windowExpired} then ${units} else ${throttleCounters.count} + ${units} end`,
        windowStartedAt: sql`case when ${windowExpired} then now() else ${throttleCounters.windowStartedAt} end`,
      },
    })
    .returning({
      count: throttleCounters.count,
      secondsLeft: sql<number>`ceil(extract(epoch from ${throttleCounters.windowStartedAt} + make_interval(secs => ${windowSeconds}) - now()))::integer`,
    })
    .prepare('throttle_counter_hit'),
);

/**
 * Counts one event (or `count` at once: the public rate limit reserves a block,
 * public-rate-limit-store.ts) against the key and answers the count, in ONE statement (insert …
 * on conflict do update … returning): concurrent requests each get their own numbers, so exactly
 * `limit` of them are within it, whichever process they reach (the counters live in the database,
 * DESIGN.md). A window that is over starts again. Times come from the database's clock, the one
 * clock every process shares.
 */
export async function hitCounter(db: Db, key: string, rule: ThrottleRule, count = 1): Promise<CounterHit> {
  const rows = await counterHit(db).execute({ key, windowSeconds: rule.windowSeconds, units: count });
  const row = rows[0]!;
  // now() is each statement's transaction start: a request whose transaction began just before a
  // concurrent one opened the window sees that window end over windowSeconds away (61 s of 60).
  return { count: row.count, secondsLeft: Math.min(rule.windowSeconds, Math.max(1, row.secondsLeft)) };
}

/** Gives back one event counted by hitCounter (an attempt that turned out not to be a failure). */
export async function refundCounter(db: Db, key: string): Promise<void> {
  await db
    .update(throttleCounters)
    .set({ count: sql`greatest(${throttleCounters.count} - 1, 0)` })
    .where(sql`${throttleCounters.key} = ${key}`);
}

export async function clearCounter(db: Db, key: string): Promise<void> {
  await db.delete(throttleCounters).where(sql`${throttleCounters.key} = ${key}`);
}

/** Counters whose window ended long ago: no rule has a window over a day. */
export async function purgeStaleCounters(db: Db): Promise<void> {
  await db.delete(throttleCounters).where(sql`${throttleCounters.windowStartedAt} < now() - interval '1 day'`);
}
