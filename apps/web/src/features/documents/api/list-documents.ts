import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { queryKeys } from '../../../shared/api/query-keys';

/** A stored file of a document (docs/api.md storage): where to ask for its download link. */
export interface DocumentFile {
  container: string;
  name: string;
  originalFilename: string;
  contentType: string;
  size: number;
}

/** One of the user's documents (spec part 1 §3 Document). */
export interface UserDocument {
  id: number;
  name: string;
  year: number;
  type: string;
  public: boolean;
  /** "Me" for the user's own, Admin for the rest (spec part 1 §6). */
  createdBy: 'me' | 'admin';
  createdAt: string;
  updatedAt: string;
  file: DocumentFile;
}

/** Under the session key: dropped with the session like everything else of the user. */
export const documentsQueryKey = (userId: number) => [...queryKeys.session, 'documents', userId] as const;

export function listDocuments(userId: number, signal?: AbortSignal): Promise<UserDocument[]> {
  return api.get<UserDocument[]>(`/users/${userId}/documents/all`, { signal });
}

export const documentsQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: documentsQueryKey(userId),
    queryFn: ({ signal }) => listDocuments(userId, signal),
  });

export function useDocuments(userId: number) {
  return useQuery(documentsQueryOptions(userId));
}
