import type { documentFileSchema, userDocumentSchema } from '@flexplan/domain/documents/documents-api';
import type { ResponseOf } from '@flexplan/domain/api/wire';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { queryKeys } from '../../../shared/api/query-keys';

/** A stored file of a document: where to ask for its download link. */
export type DocumentFile = ResponseOf<typeof documentFileSchema>;

/** One of the user's documents (docs/product/employee-portal.md §3 Document); `createdBy` "me" for the user's own. */
export type UserDocument = ResponseOf<typeof userDocumentSchema>;

/** Under the session key: dropped with the session like everything else of the user. */
export const documentsQueryKey = (userId: number) => [...queryKeys.session, 'documents', userId] as const;

export function listDocuments(userId: number, signal?: AbortSignal): Promise<UserDocument[]> {
  return api.get('/users/:id/documents/all', { params: { id: userId }, signal });
}

export const documentsQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: documentsQueryKey(userId),
    queryFn: ({ signal }) => listDocuments(userId, signal),
  });

export function useDocuments(userId: number) {
  return useQuery(documentsQueryOptions(userId));
}
