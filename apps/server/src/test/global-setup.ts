import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { newPglite } from '../db/pglite-client';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { seedDemoData } from '../db/seed/seed';
import { createLocalStorage } from '../storage/local-storage';
import { TEST_DATA_KEY } from './test-data-key';

/** API tests run on a fixed calendar: the demo plan covers 2026–2027 and "today" is TEST_TODAY. */
const SEED_DATE = new Date('2026-06-15T10:00:00Z');

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * PGlite: a dump of the migrated, seeded data directory. PostgreSQL: the template database's URL,
     * and the URL of the database the run was given, to connect to while copying the template
     * (template-copy.ts).
     */
    testDatabase: { kind: 'pglite'; dumpFile: string } | { kind: 'postgres'; templateUrl: string; adminUrl: string; prefix: string };
    /** The storage folder the seed wrote (documents, images): each test app works on a copy. */
    testStorageDir: string;
  }
}

/**
 * Migrates and seeds one template database for the whole run; each test file then gets its own
 * copy (test-app.ts), so files stay isolated without migrating again.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const storageDir = mkdtempSync(path.join(os.tmpdir(), 'flexplan-template-storage-'));
  const storage = createLocalStorage(storageDir);
  project.provide('testStorageDir', storageDir);
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const templateName = `flexplan_template_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${templateName}`);
    await admin.query(`create database ${templateName}`);
    const templateUrl = withDatabase(url, templateName);
    const database = openDatabase({ url: templateUrl }, { dataKey: TEST_DATA_KEY });
    await database.migrate();
    await seedDemoData(database.db, storage, SEED_DATE);
    await database.close();
    project.provide('testDatabase', { kind: 'postgres', templateUrl, adminUrl: url, prefix: `flexplan_t_${process.pid}_` });
    return async () => {
      const rows = await admin.query(`select datname from pg_database where datname like 'flexplan\\_t\\_${process.pid}\\_%' or datname = '${templateName}'`);
      for (const { datname } of rows.rows) await admin.query(`drop database if exists ${datname} with (force)`);
      await admin.end();
    };
  }
  const client = newPglite();
  const database = openDatabase({ pglite: client }, { dataKey: TEST_DATA_KEY });
  await database.migrate();
  await seedDemoData(database.db, storage, SEED_DATE);
  const dump = await client.dumpDataDir('none');
  const dumpFile = path.join(mkdtempSync(path.join(os.tmpdir(), 'flexplan-template-')), 'pgdata.tar');
  writeFileSync(dumpFile, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('testDatabase', { kind: 'pglite', dumpFile });
  return async () => undefined;
}

export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}
