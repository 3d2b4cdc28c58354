// The data key that encrypts personal data at rest (DATA_KEY, or DATA_DIR/data-key for the
// embedded default; apps/server/src/db/crypto/data-key.ts) is NOT copied into a backup: a backup
// that carries its own key reads as plain text to whoever finds it. The manifest records the
// key's id instead, a one-way hash, so a restore can tell the operator which key it needs and
// refuse to hand the server rows it could not read.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Same two spellings the server accepts: 64 hex digits or base64 of 32 bytes. */
function parseDataKey(text) {
  const trimmed = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(trimmed)) return Buffer.from(trimmed, 'hex');
  if (!/^[A-Za-z0-9+/_-]{43}=?$/.test(trimmed)) return null;
  const key = Buffer.from(trimmed, 'base64');
  return key.length === 32 ? key : null;
}

/** Where the key the server would use comes from, and its id; null when there is none yet. */
export function findDataKey(env, dataDir) {
  const file = path.join(dataDir, 'data-key');
  const [text, from] = env.DATA_KEY ? [env.DATA_KEY, 'DATA_KEY'] : existsSync(file) ? [readFileSync(file, 'utf8'), file] : [null, null];
  if (text === null) return null;
  const key = parseDataKey(text);
  if (!key) throw new Error(`${from} does not hold a 32-byte key (base64 or hex)`);
  return { from, id: createHash('sha256').update('flexplan data key id\0').update(key).digest('hex').slice(0, 16) };
}
