/**
 * The employee import at its target size, not a timed test: a 5 000-row XLSX
 * previewed and confirmed on a fresh migrated, seeded PGlite, through the real routes.
 *   node --import tsx apps/server/src/features/employee-import/import.bench.ts [rows]
 * Targets: preview under 10 s, confirm under 60 s.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { newPglite } from '../../db/pglite-client';
import { buildApp } from '../../app';
import { openDatabase } from '../../db/client';
import { seedDemoData } from '../../db/seed/seed';
import { createLocalStorage } from '../../storage/local-storage';
import { loginAs } from '../../test/auth-helpers';
import { multipartFile } from '../../test/multipart';
import { TEST_DATA_KEY } from '../../test/test-data-key';
import { testConfig } from '../../test/test-app';
import { goodImportRow, importXlsx } from './import-fixtures';

const rows = Number(process.argv[2] ?? 5_000);
const seconds = (from: number) => ((performance.now() - from) / 1000).toFixed(2);

const storage = createLocalStorage(mkdtempSync(path.join(os.tmpdir(), 'flexplan-import-bench-')));
const database = openDatabase({ pglite: newPglite() }, { dataKey: TEST_DATA_KEY });
await database.migrate();
await seedDemoData(database.db, storage, new Date('2026-06-15T10:00:00Z'));
const app = await buildApp({ config: testConfig(), database, storage, webRoot: null, now: () => new Date('2026-11-23T10:00:00+01:00') });
await app.ready();
const admin = await loginAs(app, 'acme', 'admin@acme.test');

let start = performance.now();
const xlsx = await importXlsx(Array.from({ length: rows }, (_, i) => goodImportRow(i + 1)));
console.log(`generated ${rows} rows: ${(xlsx.length / 1024).toFixed(0)} kB in ${seconds(start)} s`);

const body = multipartFile('employees.xlsx', xlsx);
start = performance.now();
const preview = await app.inject({ method: 'POST', url: '/api/admin/employees/import/preview', headers: { ...admin, ...body.headers }, payload: body.payload });
const { previewId, creates, updates, errorCount } = preview.json();
console.log(`preview: ${preview.statusCode} in ${seconds(start)} s (${creates} creates, ${updates} updates, ${errorCount} errors)`);

start = performance.now();
const confirm = await app.inject({ method: 'POST', url: '/api/admin/employees/import/confirm', headers: admin, payload: { previewId, sendWelcome: false } });
console.log(`confirm: ${confirm.statusCode} in ${seconds(start)} s ${confirm.body}`);

// The same file again: every row is now an update.
const again = multipartFile('employees.xlsx', xlsx);
start = performance.now();
const second = (
  await app.inject({ method: 'POST', url: '/api/admin/employees/import/preview', headers: { ...admin, ...again.headers }, payload: again.payload })
).json();
console.log(`preview of updates: ${seconds(start)} s (${second.updates} updates)`);
start = performance.now();
const update = await app.inject({
  method: 'POST',
  url: '/api/admin/employees/import/confirm',
  headers: admin,
  payload: { previewId: second.previewId, sendWelcome: false },
});
console.log(`confirm of updates: ${update.statusCode} in ${seconds(start)} s ${update.body}`);
await app.close();
