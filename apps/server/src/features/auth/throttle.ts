import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { throttleCounters } from '../../db/schema/index';

export interface ThrottleRule {
  limit: number;
  windowSeconds: number;
}

/** Login: 5 failures per account and 30 per client address in 15 minutes. */
export const loginAccountRule: ThrottleRule = { limit: 5, windowSeconds: 15 * 60 };
export const loginAddressRule: ThrottleRule = { limit: 30, windowSeconds: 15 * 60 };
/** Forgot password: 3 e-mails per account and 20 requests per address an hour. */
export const resetAccountRule: ThrottleRule = { limit: 3, windowSeconds: 60 * 60 };
export const resetAddressRule: ThrottleRule = { limit: 20, windowSeconds: 60 * 60 };

/**
 * Fixed-window counters in the database, so every server process shares them (DESIGN.md:
 * no state in process memory). Returns the seconds to wait when the key is over its limit.
 */
export async function secondsUntilAllowed(db: Db, key: string, rule: ThrottleRule): Promise<number> {
  const rows = await db.select().from(throttleCounters).where(sql`${throttleCounters.key} = ${key}`);
  const row = rows[0];
  if (!row || row.count < rule.limit) return 0;
  const endsAt = row.windowStartedAt.getTime() + rule.windowSeconds * 1000;
  return Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
}

/** Counts one more event against the key, starting a new window when the old one is over. */
export async function countAttempt(db: Db, key: string, rule: ThrottleRule): Promise<void> {
  const windowStart = sql`now() - make_interval(secs => ${rule.windowSeconds})`;
  await db.insert(throttleCounters).values({ key, count: 1, windowStartedAt: sql`now()` as unknown as Date })
    .onConflictDoUpdate({
      target: throttleCounters.key,
      set: {
        count: sql`case when ${throttleCounters.windowStartedAt} < ${windowStart} then 1 else ${throttleCounters.count} + 1 end`,
        windowStartedAt: sql`case when ${throttleCounters.windowStartedAt} < ${windowStart} then now() else ${throttleCounters.windowStartedAt} end`,
      },
    });
}

export async function clearAttempts(db: Db, key: string): Promise<void> {
  await db.delete(throttleCounters).where(sql`${throttleCounters.key} = ${key}`);
}
