import type { Db } from '../../db/client';
import { NotFoundError } from '../../http/http-errors';
import type { SessionUser } from '../auth/session-user';
import { findOwnFile } from '../storage/storage.repository';
import { insertDocument, listUserDocuments } from './documents.repository';

/** `{id}` in the documents paths must be the session's own user: anyone else's answers 404. */
function assertSelf(user: SessionUser, id: number): void {
  if (user.id !== id) throw new NotFoundError('user');
}

export async function listDocuments(db: Db, user: SessionUser, id: number) {
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

/** Creates a document from a PDF the user uploaded to the documents container. */
export async function createDocument(
  db: Db,
  user: SessionUser,
  id: number,
  input: { file: string; name: string; type: string; public: boolean },
  year: number,
) {
  assertSelf(user, id);
  const file = await findOwnFile(db, user.companyId, user.id, 'documents', input.file);
  if (!file) throw new NotFoundError('file');
  const documentId = await insertDocument(db, {
    companyId: user.companyId,
    userId: user.id,
    name: input.name,
    year,
    createdBy: user.id,
    createdByAdmin: false,
    fileId: file.id,
    type: input.type,
    isPublic: input.public,
  });
  return (await listDocuments(db, user, id)).find((d) => d.id === documentId);
}
