import type { Config } from '../config';

/**
 * The dev outbox shows live reset and acceptance links, so it exists only where it is the
 * delivery: no SMTP server configured and not production (docs/decisions.md, 2026-11-23).
 */
export function isDevOutboxEnabled(config: Pick<Config, 'SMTP_URL' | 'NODE_ENV'>): boolean {
  return !config.SMTP_URL && config.NODE_ENV !== 'production';
}
