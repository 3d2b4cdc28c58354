import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const KEY_BYTES = 32;

/** The 32-byte key written as 64 hex digits or as base64 (standard or URL-safe); null when it is not one. */
export function parseDataKey(text: string): Buffer | null {
  const trimmed = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(trimmed)) return Buffer.from(trimmed, 'hex');
  if (!/^[A-Za-z0-9+/_-]{43}=?$/.test(trimmed)) return null;
  const key = Buffer.from(trimmed, 'base64');
  return key.length === KEY_BYTES ? key : null;
}

export const isDataKey = (text: string): boolean => parseDataKey(text) !== null;

/**
 * The data key: DATA_KEY when set (config.ts refuses production without it); otherwise the one in
 * DATA_DIR/data-key, generated on the first start so `npm ci && npm start` works with no set-up.
 * Takes the two settings, not the Config type: config.ts checks DATA_KEY with isDataKey above, and
 * importing its type back would close a circle (docs/architecture.md, "Layers and boundaries").
 */
export function loadDataKey(config: { DATA_KEY?: string; dataDir: string }): Buffer {
  if (config.DATA_KEY) return parseDataKey(config.DATA_KEY)!;
  const file = path.join(config.dataDir, 'data-key');
  createKeyFileOnce(file);
  const key = parseDataKey(readFileSync(file, 'utf8'));
  if (!key) throw new Error(`${file} does not hold a 32-byte key (base64 or hex): restore it from a backup or set DATA_KEY`);
  return key;
}

/**
 * Writes a fresh key unless the file exists. The key is written whole to a file of its own and
 * then linked into place, so processes starting together never read a half-written key and never
 * overwrite one another's (a second key would leave the first one's rows unreadable).
 */
function createKeyFileOnce(file: string): void {
  // Others may pass through DATA_DIR but not list it: the embedded PostgreSQL, run as the
  // `postgres` user when the server is root, must reach its cluster folder inside; the key stays 0600.
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o711 });
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(draft, `${randomBytes(KEY_BYTES).toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  try {
    linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(draft);
  }
}
