import { randomBytes } from 'node:crypto';
import { DomainError, errorCodes } from '@flexplan/domain';
import type { Db, DbOrTx } from '../../db/client';
import { NotFoundError } from '../../http/http-errors';
import { FileTooLargeError } from '../../http/uploaded-file';
import type { SessionUser } from '../../http/session-user';
import type { ServiceDeps } from '../../service-deps';
import { loadOrCreateDownloadSecret, signDownload, verifyDownload } from './download-token';
import { contentTypes, detectKind, extensions, folderRules, type FolderRule } from './file-types';
import { deleteStoredFileRow, findOwnFile, insertStoredFile, isCompanyImage, type StoredFileRow } from './storage.repository';

const DOWNLOAD_TOKEN_SECONDS = 300;
const imageTypes: Record<string, string> = { svg: 'image/svg+xml', png: 'image/png', gif: 'image/gif', jpg: 'image/jpeg', jpeg: 'image/jpeg' };

/**
 * The download links' secret, loaded once per database and kept by this process (it never changes
 * once written); a failed load is retried by the next call rather than kept.
 */
const downloadSecrets = new WeakMap<Db, Promise<Buffer>>();
function downloadSecret(db: Db): Promise<Buffer> {
  let secret = downloadSecrets.get(db);
  if (!secret) {
    secret = loadOrCreateDownloadSecret(db).catch((err: unknown) => {
      downloadSecrets.delete(db);
      throw err;
    });
    downloadSecrets.set(db, secret);
  }
  return secret;
}

// The download token's expiry is an instant, not a business date; the clock is the one tests move.
const nowSeconds = (clock: ServiceDeps['clock']) => Math.floor(clock.now().getTime() / 1000);

/** What a folder accepts (kinds, size); 404 for a folder that is not one. */
export function uploadRuleFor({ config }: Pick<ServiceDeps, 'config'>, folder: string): FolderRule {
  const rules = folderRules({ documentBytes: config.STORAGE_MAX_DOCUMENT_MB * 1024 * 1024, imageBytes: config.STORAGE_MAX_IMAGE_MB * 1024 * 1024 });
  // Own keys only: `constructor` or `__proto__` would otherwise find what every object inherits.
  if (!Object.hasOwn(rules, folder)) throw new NotFoundError('folder');
  return rules[folder]!;
}

/** Stores an upload under a random name after checking its content; nothing is written when it is refused. */
export async function storeUpload(
  { db, storage, config }: Pick<ServiceDeps, 'db' | 'storage' | 'config'>,
  user: Pick<SessionUser, 'companyId' | 'id'>,
  folder: string,
  data: Buffer,
  originalFilename: string,
) {
  const rule = uploadRuleFor({ config }, folder);
  if (data.length > rule.maxBytes) throw new FileTooLargeError(rule.maxBytes);
  const kind = detectKind(data.subarray(0, 16));
  if (!kind || !rule.kinds.includes(kind))
    throw new DomainError(errorCodes.UNSUPPORTED_MEDIA_TYPE, 'El tipo de archivo no está permitido', { allowed: rule.kinds.join(', ') });
  const name = `${randomBytes(16).toString('hex')}.${extensions[kind]}`;
  await storage.put(folder, name, data);
  await insertStoredFile(db, {
    companyId: user.companyId,
    userId: user.id,
    folder,
    name,
    originalFilename: originalFilename.slice(0, 200),
    contentType: contentTypes[kind],
    size: data.length,
  });
  return { name, originalFilename };
}

/**
 * A short-lived download URL for one of the user's own files; the owner is the session's user, or
 * the employee whose contract an administrator reviews (features/admin, which checks the contract names the file).
 */
export async function downloadUrl(
  { db, clock }: Pick<ServiceDeps, 'db' | 'clock'>,
  user: Pick<SessionUser, 'companyId' | 'id'>,
  container: string,
  file: string,
): Promise<{ url: string }> {
  const row = await findOwnFile(db, user.companyId, user.id, container, file);
  if (!row) throw new NotFoundError('file');
  const exp = nowSeconds(clock) + DOWNLOAD_TOKEN_SECONDS;
  const token = signDownload(await downloadSecret(db), { companyId: user.companyId, userId: user.id, container, file, exp });
  return { url: `/api/storage/${encodeURIComponent(container)}/${encodeURIComponent(file)}?token=${token}` };
}

/** The file a download token opens; 404 for a bad, expired or someone else's token. */
export async function openDownload(
  { db, clock, storage }: Pick<ServiceDeps, 'db' | 'clock' | 'storage'>,
  companyId: number | undefined,
  container: string,
  file: string,
  token: string,
) {
  const claim = verifyDownload(await downloadSecret(db), token, container, file, nowSeconds(clock));
  if (!claim || claim.companyId !== companyId) throw new NotFoundError('file');
  const row = await findOwnFile(db, claim.companyId, claim.userId, container, file);
  const data = row ? await storage.find(container, file) : null;
  if (!row || !data) throw new NotFoundError('file');
  return { row, data };
}

/**
 * A public image (logo, login background, avatar: docs/product/employee-portal.md §7) with its content type, only
 * on its own company's host; 404 for any other name.
 */
export async function openCompanyImage(
  { db, storage }: Pick<ServiceDeps, 'db' | 'storage'>,
  companyId: number | undefined,
  name: string,
): Promise<{ type: string; data: Buffer }> {
  const type = imageTypes[name.split('.').pop()?.toLowerCase() ?? ''];
  const isOwn = type && companyId !== undefined ? await isCompanyImage(db, companyId, name) : false;
  const data = isOwn ? await storage.find('images', name) : null;
  if (!type || !data) throw new NotFoundError('image');
  return { type, data };
}

/**
 * One of the user's own uploads in a folder, or undefined for anyone else's: how other features
 * check a file they are handed (an avatar, a document, an answer's attachment). Takes the caller's
 * transaction.
 */
export function findOwnStoredFile(db: DbOrTx, user: Pick<SessionUser, 'companyId' | 'id'>, folder: string, name: string): Promise<StoredFileRow | undefined> {
  return findOwnFile(db, user.companyId, user.id, folder, name);
}

/** Whether the user uploaded this file to this folder (findOwnStoredFile, when only the answer matters). */
export async function isOwnFile(db: DbOrTx, user: Pick<SessionUser, 'companyId' | 'id'>, folder: string, name: string): Promise<boolean> {
  return (await findOwnFile(db, user.companyId, user.id, folder, name)) !== undefined;
}

/**
 * Forgets one of the user's own uploads in the caller's transaction (a document deleted, features/documents);
 * the caller removes its bytes from the storage adapter once the transaction has committed.
 */
export async function forgetOwnStoredFile(db: DbOrTx, user: Pick<SessionUser, 'companyId' | 'id'>, file: StoredFileRow): Promise<void> {
  if (file.companyId !== user.companyId || file.userId !== user.id) throw new NotFoundError('file');
  await deleteStoredFileRow(db, user.companyId, file.id);
}
