import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BYTES_PER_MEGABYTE, defaultUploadLimitsMb } from '@flexplan/domain/storage/upload-limits';
import { queryKeys } from '../../../shared/api/query-keys';
import { uploadMultipart } from '../../../shared/api/upload-file';

// Apart from the list's calls: the upload machinery loads with the review panel, not with /admin.

/**
 * POST /admin/employees/{id}/documents: a PDF filed for the employee under the name given (sent as
 * the file's name, which the server takes when no other is given).
 */
export function useFileEmployeeDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ employeeId, file, name }: { employeeId: number; file: File; name: string }) =>
      uploadMultipart('/admin/employees/:id/documents', file, `${name}.pdf`, {
        params: { id: String(employeeId) },
        maxBytes: defaultUploadLimitsMb.documents * BYTES_PER_MEGABYTE,
        notifyOnError: false,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...queryKeys.session, 'admin', 'audit'] }),
  });
}
