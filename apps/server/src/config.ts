import path from 'node:path';
import { z } from 'zod';
import { defaultUploadLimitsMb } from '@flexplan/domain/storage/upload-limits';
import { isDataKey } from './db/crypto/data-key';

const booleanFlag = z.enum(['on', 'off', 'true', 'false', '1', '0']).transform((v) => v === 'on' || v === 'true' || v === '1');

/** Every setting the server reads, from the environment, validated once at start-up. */
const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    /**
     * Without DATABASE_URL: `postgres`, PostgreSQL 18 from npm in DATA_DIR/postgres (the default), or
     * `pglite`, PGlite in this process in DATA_DIR/pgdata. Unset, an existing PGlite folder is kept.
     */
    EMBEDDED_DATABASE: z.enum(['postgres', 'pglite']).optional(),
    SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
    MAIL_FROM: z.string().min(3).default('Flexplan <no-reply@flexplan.localhost>'),
    BASE_DOMAIN: z.string().min(1).default('localhost'),
    /** How e-mailed links reach a company: `{company}` becomes its subdomain. Never taken from the request's Host. */
    PUBLIC_URL_TEMPLATE: z.string().includes('{company}').optional(),
    DEFAULT_COMPANY: z
      .string()
      .regex(/^[a-z0-9-]+$/)
      .default('acme'),
    LANGUAGE_FEATURE: booleanFlag.default(true),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** `pretty`: readable lines and one line per API request; `json`: pino's JSON lines. Unset: pretty in development on a terminal. */
    LOG_FORMAT: z.enum(['json', 'pretty']).optional(),
    SESSION_TTL_HOURS: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 30)
      .default(12),
    RESET_TOKEN_TTL_MINUTES: z.coerce
      .number()
      .int()
      .min(5)
      .max(24 * 60)
      .default(60),
    TRUST_PROXY: booleanFlag.default(false),
    /** Set when the portal is served over TLS: turns on HSTS and upgrade-insecure-requests. */
    BEHIND_TLS: booleanFlag.default(false),
    WEB_DIST: z.string().optional(),
    SEED_DEMO_DATA: booleanFlag.default(true),
    MAIL_POLL_MS: z.coerce.number().int().min(10).max(60_000).default(1000),
    // The web checks a file against these defaults before sending it (storage/upload-limits.ts).
    STORAGE_MAX_DOCUMENT_MB: z.coerce.number().int().min(1).max(100).default(defaultUploadLimitsMb.documents),
    STORAGE_MAX_IMAGE_MB: z.coerce.number().int().min(1).max(50).default(defaultUploadLimitsMb.images),
    /**
     * The key of the personal data encrypted at rest (IBAN, social security number, personal IDs):
     * 32 bytes, base64 or hex. Outside production, when unset, one is generated into DATA_DIR/data-key.
     */
    DATA_KEY: z.string().refine(isDataKey, { message: 'must be 32 bytes, base64 or hex (openssl rand -base64 32)' }).optional(),
    /** Requests per minute one client address may make to the /api routes that need no session (login, reset…); then 429. */
    PUBLIC_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(300),
    /** Freezes the business clock at noon (Madrid) of this day, for demos and the browser suite; refused in production. */
    CLOCK_TODAY: z.iso.date().optional(),
    /**
     * The browser suite's own API (POST /api/e2e/employees): a fresh demo employee per scenario, so
     * no scenario depends on another's leftovers. Anyone could create accounts with it: refused in production.
     */
    E2E_TEST_API: booleanFlag.default(false),
    /**
     * `npm run bench`'s routes (features/bench: the ceilings and the server's counters), answered to
     * this machine only. Allowed in production, which is what the benchmark measures.
     */
    BENCH_MODE: booleanFlag.default(false),
  })
  .refine((c) => !(c.CLOCK_TODAY && c.NODE_ENV === 'production'), {
    path: ['CLOCK_TODAY'],
    message: 'a frozen clock is not allowed in production',
  })
  .refine((c) => !(c.E2E_TEST_API && c.NODE_ENV === 'production'), {
    path: ['E2E_TEST_API'],
    message: "the browser suite's test API is not allowed in production",
  })
  .refine((c) => c.DATA_KEY || c.NODE_ENV !== 'production', {
    // A key generated beside the database would end up in the same backups as the data it protects.
    path: ['DATA_KEY'],
    message: 'is required in production (32 bytes, base64 or hex: openssl rand -base64 32)',
  });

export type RawConfig = z.infer<typeof configSchema>;
export type Config = RawConfig & { dataDir: string; publicUrlTemplate: string };

export class ConfigError extends Error {}

/** Reads the environment; a bad value stops the server with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = configSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return withDerived(parsed.data);
}

export function withDerived(raw: RawConfig): Config {
  const portSuffix = raw.BASE_DOMAIN === 'localhost' ? `:${raw.PORT}` : '';
  return {
    ...raw,
    dataDir: path.resolve(raw.DATA_DIR),
    publicUrlTemplate: raw.PUBLIC_URL_TEMPLATE ?? `http://{company}.${raw.BASE_DOMAIN}${portSuffix}`,
  };
}
