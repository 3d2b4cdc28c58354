import { createFieldCipher, type FieldCipher } from './field-cipher';

/**
 * The process's cipher. Drizzle's column types are module-level, so the encrypted columns find
 * their key here; openDatabase sets it once at start-up from the key it is given, and nothing
 * deeper reads the environment.
 */
let active: { dataKey: Buffer; cipher: FieldCipher } | undefined;

export function useDataKey(dataKey: Buffer): FieldCipher {
  if (active) {
    // A second key would make rows written under the first unreadable in the same process.
    if (!active.dataKey.equals(dataKey)) throw new Error('this process already uses another data key');
    return active.cipher;
  }
  active = { dataKey: Buffer.from(dataKey), cipher: createFieldCipher(dataKey) };
  return active.cipher;
}

export function activeCipher(): FieldCipher {
  if (!active) throw new Error('no data key: open the database with openDatabase(source, { dataKey }) first');
  return active.cipher;
}

/** What `users.personal_id_blind_index` holds for this ID in this company: how a login by ID finds its user. */
export const personalIdBlindIndexOf = (companyId: number, personalId: string): string => activeCipher().personalIdBlindIndex(companyId, personalId);

/** The personal ID and its blind index, the two columns every write of a user's ID sets together. */
export function personalIdColumns(companyId: number, personalId: string | null): { personalId: string | null; personalIdBlindIndex: string | null } {
  return { personalId, personalIdBlindIndex: personalId === null ? null : personalIdBlindIndexOf(companyId, personalId) };
}
