import { randomBytes } from 'node:crypto';
import type { Storage } from '../../storage/local-storage';
import { activeCipher } from '../../db/crypto/active-cipher';

/** How long a preview can be confirmed. */
export const PREVIEW_TTL_MS = 60 * 60 * 1000;
const CONTAINER = 'employee-imports';
// Bound as associated data: a stored preview decrypts as nothing else.
const CIPHER_COLUMN = 'employee-imports.file';

/** An uploaded file waiting for its confirmation, bound to the company and the administrator who sent it. */
export interface StoredPreview {
  companyId: number;
  adminId: number;
  createdAt: number;
  /** The file, base64; emptied once confirmed so that a preview imports once. */
  file: string;
}

/**
 * Previews live in the storage adapter (DESIGN.md: files live there, not in a process's memory),
 * encrypted with the data key: the file holds personal IDs and bank accounts. Confirm re-reads and
 * re-validates the file, so it judges the database as it is then (docs/decisions.md).
 */
export function createPreviewStore(storage: Storage) {
  const nameOf = (id: string) => `${id}.json`;
  const write = (id: string, preview: StoredPreview) => storage.put(CONTAINER, nameOf(id), activeCipher().encrypt(CIPHER_COLUMN, JSON.stringify(preview)));
  return {
    async save(preview: Omit<StoredPreview, 'file'>, file: Buffer): Promise<string> {
      const id = randomBytes(16).toString('hex');
      await write(id, { ...preview, file: file.toString('base64') });
      return id;
    },
    async find(id: string): Promise<StoredPreview | null> {
      const stored = await storage.find(CONTAINER, nameOf(id));
      return stored ? (JSON.parse(activeCipher().decrypt(CIPHER_COLUMN, stored.toString('utf8'))) as StoredPreview) : null;
    },
    async markUsed(id: string, preview: StoredPreview): Promise<void> {
      await write(id, { ...preview, file: '' });
    },
  };
}
export type PreviewStore = ReturnType<typeof createPreviewStore>;
