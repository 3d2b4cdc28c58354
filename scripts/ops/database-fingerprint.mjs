// What a backup must bring back: every table's row count and a checksum of its rows, the
// sequences' positions, and every stored file's size and SHA-256. The backup writes it to its
// manifest; the restore recomputes it on the restored copy and refuses to call a mismatch done.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * `query(text)` answers rows (a pg client or a PGlite instance, wrapped). The session settings
 * are fixed first: a row's text form depends on the time zone and the date and float formats,
 * and the backup and the restore may run in different sessions.
 */
export async function databaseFingerprint(query) {
  await query("set timezone = 'UTC'");
  await query("set datestyle = 'ISO, YMD'");
  await query('set extra_float_digits = 3');
  await query("set bytea_output = 'hex'");
  const tables = await query(`
    select table_schema as schema, table_name as name from information_schema.tables
    where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
    order by table_schema, table_name`);
  const result = { tables: {}, sequences: {} };
  for (const { schema, name } of tables) {
    const qualified = `${quoteIdent(schema)}.${quoteIdent(name)}`;
    // md5 of each row, sorted as hex text: independent of physical order and of collation.
    const [row] = await query(`
      select count(*)::int as rows, coalesce(md5(string_agg(h, '' order by h)), '') as checksum
      from (select md5(t::text) as h from ${qualified} t) hashed`);
    result.tables[`${schema}.${name}`] = { rows: Number(row.rows), checksum: row.checksum };
  }
  const sequences = await query(`
    select schemaname as schema, sequencename as name, last_value::text as "lastValue" from pg_sequences
    where schemaname not in ('pg_catalog', 'information_schema') order by schemaname, sequencename`);
  for (const { schema, name, lastValue } of sequences) result.sequences[`${schema}.${name}`] = lastValue ?? null;
  return result;
}

/** Every file under `root` (relative path → size and SHA-256); empty when the folder is missing. */
export function filesFingerprint(root) {
  const files = {};
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile()) {
        files[path.relative(root, full).split(path.sep).join('/')] = {
          bytes: statSync(full).size,
          sha256: createHash('sha256').update(readFileSync(full)).digest('hex'),
        };
      }
    }
  };
  if (existsSync(root)) walk(root);
  return files;
}

/** The differences between what a backup recorded and what a restore holds; empty when equal. */
export function fingerprintDifferences(expected, actual) {
  const differences = [];
  const compare = (kind, a = {}, b = {}) => {
    for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
      const left = JSON.stringify(a[key] ?? null);
      const right = JSON.stringify(b[key] ?? null);
      if (left !== right) differences.push(`${kind} ${key}: backed up ${left}, restored ${right}`);
    }
  };
  compare('table', expected.database.tables, actual.database.tables);
  compare('sequence', expected.database.sequences, actual.database.sequences);
  compare('file', expected.files, actual.files);
  return differences;
}

function quoteIdent(name) {
  return `"${String(name).replaceAll('"', '""')}"`;
}
