import type { documentBodySchema } from '@flexplan/domain/documents/documents-api';
import type { RequestOf } from '@flexplan/domain/api/wire';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { documentsQueryKey, type UserDocument } from './list-documents';

/** The stored name an upload to `documents` answered, and the document's name. */
export type NewDocument = Pick<RequestOf<typeof documentBodySchema>, 'file' | 'name'>;

/** POST /users/{id}/documents: a document the user adds is of type "document" and not public. */
export function createDocument(userId: number, document: NewDocument): Promise<UserDocument> {
  return api.post('/users/:id/documents', { ...document, type: 'document', public: false }, { params: { id: userId } });
}

export function useCreateDocument(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (document: NewDocument) => createDocument(userId, document),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentsQueryKey(userId) }),
  });
}
