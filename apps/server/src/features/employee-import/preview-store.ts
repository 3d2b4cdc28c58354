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
  /** The file, base64. */
  file: string;
}

/**
 * Previews live in the storage adapter (DESIGN.md: files live there, not in a process's memory),
 * encrypted with the data key: the file holds personal IDs and bank accounts. Confirm re-reads and
 * re-validates the file, so it judges the database as it is then (docs/decisions/335-the-employee-import-keeps-the-file-for-an-hour.md). A preview is
 * deleted once confirmed, and the hourly housekeeping deletes those past their hour.
 */
export function createPreviewStore(storage: Storage) {
  const nameOf = (id: string) => `${id}.json`;
  const idOf = (name: string) => /^([0-9a-f]{32})\.json$/.exec(name)?.[1] ?? null;
  const write = (id: string, preview: StoredPreview) => storage.put(CONTAINER, nameOf(id), activeCipher().encrypt(CIPHER_COLUMN, JSON.stringify(preview)));
  async function find(id: string): Promise<StoredPreview | null> {
    const stored = await storage.find(CONTAINER, nameOf(id));
    return stored ? (JSON.parse(activeCipher().decrypt(CIPHER_COLUMN, stored.toString('utf8'))) as StoredPreview) : null;
  }
  const remove = (id: string) => storage.remove(CONTAINER, nameOf(id));
  return {
    async save(preview: Omit<StoredPreview, 'file'>, file: Buffer): Promise<string> {
      const id = randomBytes(16).toString('hex');
      await write(id, { ...preview, file: file.toString('base64') });
      return id;
    },
    find,
    remove,
    /**
     * Deletes every preview older than its hour on the business clock, of every company. One that
     * does not decrypt is left and counted: another key may still read it, and deleting would lose it.
     */
    async purgeExpired(now: number): Promise<{ deleted: number; unreadable: number }> {
      let deleted = 0;
      let unreadable = 0;
      for (const name of await storage.list(CONTAINER)) {
        const id = idOf(name);
        if (!id) continue;
        const preview = await find(id).catch(() => undefined);
        if (preview === undefined) unreadable += 1;
        // null: another process swept it meanwhile.
        else if (preview && now - preview.createdAt > PREVIEW_TTL_MS) {
          await remove(id);
          deleted += 1;
        }
      }
      return { deleted, unreadable };
    },
  };
}
export type PreviewStore = ReturnType<typeof createPreviewStore>;
