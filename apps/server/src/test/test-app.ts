import { cpSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { newPglite } from '../db/pglite-client';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { withDerived, type RawConfig } from '../config';
import { openDatabase, type Database } from '../db/client';
import { createLocalStorage } from '../storage/local-storage';
import { buildApp } from '../app';
import { copyOfTemplate } from './template-copy';
import { TEST_DATA_KEY } from './test-data-key';

export { TEST_DATA_KEY };

const baseConfig: RawConfig = {
  NODE_ENV: 'test',
  PORT: 3000,
  HOST: '127.0.0.1',
  DATA_DIR: os.tmpdir(),
  MAIL_FROM: 'Flexplan <no-reply@flexplan.test>',
  BASE_DOMAIN: 'localhost',
  DEFAULT_COMPANY: 'acme',
  LANGUAGE_FEATURE: true,
  LOG_LEVEL: 'silent',
  SESSION_TTL_HOURS: 12,
  RESET_TOKEN_TTL_MINUTES: 60,
  TRUST_PROXY: false,
  BEHIND_TLS: false,
  SEED_DEMO_DATA: false,
  MAIL_POLL_MS: 50,
  STORAGE_MAX_DOCUMENT_MB: 10,
  STORAGE_MAX_IMAGE_MB: 5,
  // Far above what one test file sends from its one address; the rate-limit tests lower it.
  PUBLIC_RATE_LIMIT_PER_MINUTE: 100_000,
  // The browser suite's test API stays off: the API tests never see its route.
  E2E_TEST_API: false,
  // The benchmark's routes likewise (features/bench).
  BENCH_MODE: false,
};

/** A database of its own for one test file: a copy of the migrated, seeded template. */
export async function openTestDatabase(): Promise<Database> {
  const source = inject('testDatabase');
  if (source.kind === 'pglite') {
    const dump = readFileSync(source.dumpFile);
    return openDatabase({ pglite: newPglite(undefined, { loadDataDir: new Blob([dump]) }) }, { dataKey: TEST_DATA_KEY });
  }
  const url = await copyOfTemplate(source, `${source.prefix}${randomBytes(4).toString('hex')}`);
  return openDatabase({ url }, { dataKey: TEST_DATA_KEY });
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

/** The real server on its own database, with demo data; nothing listens (fastify.inject). */
/** The day API tests take as today: after acme's cut-off day (20), so plans start in January. */
export const TEST_TODAY = new Date('2026-11-23T10:00:00+01:00');

/** The configuration test apps run with, for a test that builds its app on a database of its own. */
export const testConfig = (overrides: Partial<RawConfig> = {}) => withDerived({ ...baseConfig, ...overrides });

export async function createTestApp(overrides: Partial<RawConfig> = {}, now: () => Date = () => TEST_TODAY): Promise<TestApp> {
  const database = await openTestDatabase();
  const storageDir = mkdtempSync(path.join(os.tmpdir(), 'flexplan-storage-'));
  cpSync(inject('testStorageDir'), storageDir, { recursive: true });
  const storage = createLocalStorage(storageDir);
  const app = await buildApp({ config: testConfig(overrides), database, storage, webRoot: null, now });
  await app.ready();
  return { app, database, close: () => app.close() };
}
