import { customType } from 'drizzle-orm/pg-core';
import { activeCipher } from '../crypto/active-cipher';

/**
 * A text column stored encrypted (AES-256-GCM, `v1:` + base64): repositories read and write plain
 * strings, the database only ever holds ciphertext. Decrypted only when the column is selected.
 * It cannot be searched, compared or sorted in SQL; the personal ID is found through its blind index.
 */
export function encryptedText(table: string, name: string) {
  const column = `${table}.${name}`;
  return customType<{ data: string; driverData: string }>({
    dataType: () => 'text',
    toDriver: (value) => activeCipher().encrypt(column, value),
    fromDriver: (value) => activeCipher().decrypt(column, value),
  })(name);
}
