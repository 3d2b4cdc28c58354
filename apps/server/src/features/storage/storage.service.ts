import { randomBytes } from 'node:crypto';
import { DomainError, errorCodes } from '@flexplan/domain';
import type { FastifyInstance } from 'fastify';
import { NotFoundError } from '../../http/http-errors';
import type { SessionUser } from '../auth/session-user';
import { loadOrCreateDownloadSecret, signDownload, verifyDownload } from './download-token';
import { contentTypes, detectKind, extensions, folderRules, type FolderRule } from './file-types';
import { findOwnFile, insertStoredFile } from './storage.repository';

const DOWNLOAD_TOKEN_SECONDS = 300;

/** Uploads and downloads through the storage adapter, with the owner of every file in the database. */
export function createStorageService(app: FastifyInstance) {
  const rules = folderRules({ documentBytes: app.config.STORAGE_MAX_DOCUMENT_MB * 1024 * 1024, imageBytes: app.config.STORAGE_MAX_IMAGE_MB * 1024 * 1024 });
  let secret: Promise<Buffer> | undefined;
  const downloadSecret = () =>
    (secret ??= loadOrCreateDownloadSecret(app.database.db).catch((err) => {
      secret = undefined;
      throw err;
    }));

  return {
    ruleFor(folder: string): FolderRule {
      const rule = rules[folder];
      if (!rule) throw new NotFoundError('folder');
      return rule;
    },

    /** Stores an upload under a random name after checking its content; nothing is written when it is refused. */
    async store(user: SessionUser, folder: string, data: Buffer, originalFilename: string) {
      const rule = this.ruleFor(folder);
      if (data.length > rule.maxBytes) throw new DomainError(errorCodes.PAYLOAD_TOO_LARGE, 'El archivo es demasiado grande', { maxBytes: rule.maxBytes });
      const kind = detectKind(data.subarray(0, 16));
      if (!kind || !rule.kinds.includes(kind))
        throw new DomainError(errorCodes.UNSUPPORTED_MEDIA_TYPE, 'El tipo de archivo no está permitido', { allowed: rule.kinds.join(', ') });
      const name = `${randomBytes(16).toString('hex')}.${extensions[kind]}`;
      await app.storage.put(folder, name, data);
      await insertStoredFile(app.database.db, {
        companyId: user.companyId,
        userId: user.id,
        folder,
        name,
        originalFilename: originalFilename.slice(0, 200),
        contentType: contentTypes[kind],
        size: data.length,
      });
      return { name, originalFilename };
    },

    /** A short-lived download URL for one of the user's own files. */
    async downloadUrl(user: SessionUser, container: string, file: string): Promise<{ url: string }> {
      const row = await findOwnFile(app.database.db, user.companyId, user.id, container, file);
      if (!row) throw new NotFoundError('file');
      const exp = Math.floor(app.now().getTime() / 1000) + DOWNLOAD_TOKEN_SECONDS;
      const token = signDownload(await downloadSecret(), { companyId: user.companyId, userId: user.id, container, file, exp });
      return { url: `/api/storage/${encodeURIComponent(container)}/${encodeURIComponent(file)}?token=${token}` };
    },

    /** The file a download token opens; 404 for a bad, expired or someone else's token. */
    async openDownload(companyId: number | undefined, container: string, file: string, token: string) {
      const claim = verifyDownload(await downloadSecret(), token, container, file, Math.floor(app.now().getTime() / 1000));
      if (!claim || claim.companyId !== companyId) throw new NotFoundError('file');
      const row = await findOwnFile(app.database.db, claim.companyId, claim.userId, container, file);
      const data = row ? await app.storage.find(container, file) : null;
      if (!row || !data) throw new NotFoundError('file');
      return { row, data };
    },
  };
}

export type StorageService = ReturnType<typeof createStorageService>;
