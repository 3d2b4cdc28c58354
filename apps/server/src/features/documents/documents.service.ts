import type { DocumentBody, UserDocument } from '@flexplan/domain/documents/documents-api';
import { NotFoundError } from '../../http/http-errors';
import type { SessionUser } from '../../http/session-user';
import type { ServiceDeps } from '../../service-deps';
import { findOwnStoredFile } from '../storage/storage.service';
import { insertDocument, listUserDocuments } from './documents.repository';

/** `{id}` in the documents paths must be the session's own user: anyone else's answers 404. */
function assertSelf(user: SessionUser, id: number): void {
  if (user.id !== id) throw new NotFoundError('user');
}

/** GET /api/users/{id}/documents/all: the user's documents with their files, newest first (spec part 1 §3 Document). */
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
