import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { documentsQueryKey } from './list-documents';

/** DELETE /users/{id}/documents/{documentId}: one of the person's own uploads (the administrator's answer 409). */
export function deleteDocument(userId: number, documentId: number): Promise<void> {
  return api.delete('/users/:id/documents/:documentId', { params: { id: userId, documentId } });
}

export function useDeleteDocument(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (documentId: number) => deleteDocument(userId, documentId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: documentsQueryKey(userId) }),
  });
}
