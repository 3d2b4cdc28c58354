import { DomainError, errorCodes } from '@flexplan/domain';
import { canDeleteDocument } from '@flexplan/domain/documents/document-deletion';
import type { DocumentBody, UserDocument } from '@flexplan/domain/documents/documents-api';
import type { DbOrTx } from '../../db/client';
import { NotFoundError } from '../../http/http-errors';
import type { SessionUser } from '../../http/session-user';
import type { ServiceDeps } from '../../service-deps';
import { recordAudit } from '../audit/audit.service';
import { findOwnStoredFile, forgetOwnStoredFile } from '../storage/storage.service';
import { deleteDocumentRow, findUserDocument, insertDocument, isFileInOtherDocuments, listUserDocuments } from './documents.repository';

/** The administrator's documents stay on the employee's list (docs/decisions/083-employee-deletes-own-documents.md). */
export class DocumentFromAdministratorError extends DomainError {
  constructor() {
    super(errorCodes.DOCUMENT_FROM_ADMINISTRATOR, 'Este documento lo ha subido la empresa: no puedes borrarlo');
  }
}

/** `{id}` in the documents paths must be the session's own user: anyone else's answers 404. */
function assertSelf(user: SessionUser, id: number): void {
  if (user.id !== id) throw new NotFoundError('user');
}

/** GET /api/users/{id}/documents/all: the user's documents with their files, newest first (docs/product/employee-portal.md §3 Document). */
export async function listDocuments({ db }: Pick<ServiceDeps, 'db'>, user: SessionUser, id: number): Promise<UserDocument[]> {
  assertSelf(user, id);
  const rows = await listUserDocuments(db, user.companyId, user.id);
  return rows.map(({ document, file }) => ({
    id: document.id,
    name: document.name,
    year: document.year,
    type: document.type,
    public: document.isPublic,
    createdBy: document.createdByAdmin ? 'admin' : 'me',
    createdAt: document.createdAt,
    updatedAt: document.updatedAt,
    file: { container: file.folder, name: file.name, originalFilename: file.originalFilename, contentType: file.contentType, size: file.size },
  }));
}

/** POST /api/users/{id}/documents: a document of a PDF the user uploaded to the documents container, filed under the plan year. */
export async function createDocument(
  { db, clock }: Pick<ServiceDeps, 'db' | 'clock'>,
  user: SessionUser,
  id: number,
  input: DocumentBody,
): Promise<UserDocument> {
  assertSelf(user, id);
  const file = await findOwnStoredFile(db, user, 'documents', input.file);
  if (!file) throw new NotFoundError('file');
  const documentId = await insertDocument(db, {
    companyId: user.companyId,
    userId: user.id,
    name: input.name,
    year: clock.planYear(),
    createdBy: user.id,
    createdByAdmin: false,
    fileId: file.id,
    type: input.type,
    isPublic: input.public,
  });
  const created = (await listDocuments({ db }, user, id)).find((d) => d.id === documentId);
  if (!created) throw new NotFoundError('document');
  return created;
}

/**
 * DELETE /api/users/{id}/documents/{documentId}: one of the user's own uploads, with its file unless
 * another of their documents files it too; the administrator's answer 409, anyone else's 404.
 * Audited as the user's own change; the file's bytes go once the transaction has committed.
 */
export async function deleteDocument({ db, storage }: Pick<ServiceDeps, 'db' | 'storage'>, user: SessionUser, id: number, documentId: number): Promise<void> {
  assertSelf(user, id);
  const removedFile = await db.transaction(async (tx) => {
    const found = await findUserDocument(tx, user.companyId, user.id, documentId);
    if (!found) throw new NotFoundError('document');
    const { document, file } = found;
    if (!canDeleteDocument({ createdBy: document.createdByAdmin ? 'admin' : 'me' })) throw new DocumentFromAdministratorError();
    await deleteDocumentRow(tx, user.companyId, document.id);
    const isShared = await isFileInOtherDocuments(tx, user.companyId, file.id);
    if (!isShared) await forgetOwnStoredFile(tx, user, file);
    await recordAudit(tx, {
      companyId: user.companyId,
      actor: { id: user.id, role: user.role },
      action: 'document.deleted',
      table: 'documents',
      rowId: document.id,
      employeeId: user.id,
      before: { name: document.name, year: document.year, fileName: file.originalFilename, uploadedAt: document.createdAt.toISOString() },
      after: {},
    });
    return isShared ? null : file;
  });
  if (removedFile) await storage.remove(removedFile.folder, removedFile.name);
}

/**
 * A document an administrator files for one of the company's employees, of a PDF already stored as
 * theirs (features/admin): it shows as the administrator's ("Admin") and the employee cannot delete it.
 * Takes the caller's transaction, which also writes the audit entry.
 */
export async function fileDocumentForEmployee(
  db: DbOrTx,
  input: { companyId: number; userId: number; adminId: number; name: string; year: number; fileName: string },
): Promise<number> {
  const file = await findOwnStoredFile(db, { companyId: input.companyId, id: input.userId }, 'documents', input.fileName);
  if (!file) throw new NotFoundError('file');
  return insertDocument(db, {
    companyId: input.companyId,
    userId: input.userId,
    name: input.name,
    year: input.year,
    createdBy: input.adminId,
    createdByAdmin: true,
    fileId: file.id,
    type: 'document',
    isPublic: false,
  });
}
