import { createCipheriv, createDecipheriv, createSecretKey, hkdfSync, randomBytes, type KeyObject } from 'node:crypto';
import { personalIdBlindIndex } from './blind-index';

/** The prefix of today's format; a later key or algorithm gets `v2:` and both are read during rotation. */
export const CIPHERTEXT_PREFIX = 'v1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export class FieldCipherError extends Error {}

export interface FieldCipher {
  /** `v1:` + base64(iv | tag | ciphertext), AES-256-GCM with a random IV; `column` is bound as associated data. */
  encrypt(column: string, plain: string): string;
  decrypt(column: string, stored: string): string;
  isEncrypted(stored: string): boolean;
  personalIdBlindIndex(companyId: number, personalId: string): string;
}

/**
 * Both keys are derived once from the data key (HKDF-SHA256, one label each), so the key that
 * encrypts never doubles as the key of the blind index. Binding the column name (`users.ban`) as
 * associated data means a value copied into another column does not decrypt there.
 */
export function createFieldCipher(dataKey: Buffer): FieldCipher {
  if (dataKey.length !== 32) throw new FieldCipherError('the data key must be 32 bytes');
  const derive = (label: string): KeyObject => createSecretKey(Buffer.from(hkdfSync('sha256', dataKey, Buffer.alloc(0), label, 32)));
  const encryptionKey = derive('flexplan personal data v1');
  const indexKey = derive('flexplan personal id blind index v1');

  return {
    encrypt(column, plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', encryptionKey, iv, { authTagLength: TAG_BYTES });
      cipher.setAAD(Buffer.from(column));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return CIPHERTEXT_PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
    },
    decrypt(column, stored) {
      // The message names the column, never the value: it may reach a log.
      if (!stored.startsWith(CIPHERTEXT_PREFIX)) throw new FieldCipherError(`${column} holds a value that is not ${CIPHERTEXT_PREFIX} ciphertext`);
      const raw = Buffer.from(stored.slice(CIPHERTEXT_PREFIX.length), 'base64');
      if (raw.length < IV_BYTES + TAG_BYTES) throw new FieldCipherError(`${column} holds a truncated ciphertext`);
      const decipher = createDecipheriv('aes-256-gcm', encryptionKey, raw.subarray(0, IV_BYTES), { authTagLength: TAG_BYTES });
      decipher.setAAD(Buffer.from(column));
      decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      try {
        return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
      } catch {
        throw new FieldCipherError(`${column} holds a value this data key cannot decrypt (another key, or altered)`);
      }
    },
    isEncrypted: (stored) => stored.startsWith(CIPHERTEXT_PREFIX),
    personalIdBlindIndex: (companyId, personalId) => personalIdBlindIndex(indexKey, companyId, personalId),
  };
}
