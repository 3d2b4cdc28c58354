import type { Config } from './config';

/**
 * The clock the business rules read. Normally the real one; with CLOCK_TODAY, frozen at 11:00 UTC
 * of that day, which is midday (12:00 or 13:00) in Madrid all year round, so the Madrid calendar
 * date is always that day. Sessions and throttling keep the real clock.
 */
export function businessClock(config: Pick<Config, 'CLOCK_TODAY'>): () => Date {
  if (!config.CLOCK_TODAY) return () => new Date();
  const frozen = new Date(`${config.CLOCK_TODAY}T11:00:00Z`).getTime();
  return () => new Date(frozen);
}
