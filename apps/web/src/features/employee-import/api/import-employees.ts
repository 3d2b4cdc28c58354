import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResponseOf } from '@flexplan/domain/api/wire';
import type { importPreviewSchema, importResultSchema } from '@flexplan/domain/employee-import/import-api';
import type { Language } from '@flexplan/domain/i18n/languages';
import { api } from '../../../shared/api/api-client';
import { queryKeys } from '../../../shared/api/query-keys';
import { uploadMultipart } from '../../../shared/api/upload-file';

export type ImportPreview = ResponseOf<typeof importPreviewSchema>;
export type ImportResult = ResponseOf<typeof importResultSchema>;

/** GET /admin/employees/import/template: the empty file, headers in one language. */
export const templatePath = (format: 'csv' | 'xlsx', lang: Language) => `/admin/employees/import/template?format=${format}&lang=${lang}`;

/** POST /admin/employees/import/preview with upload progress; 413 and 415 are shown by the caller. */
export function previewImport(file: File, onProgress: (percent: number) => void): Promise<ImportPreview> {
  return uploadMultipart('/admin/employees/import/preview', file, file.name, { onProgress, notifyOnError: false });
}

/** POST /admin/employees/import/confirm: every row or none; the admin's lists read again afterwards. */
export function useConfirmImport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { previewId: string; sendWelcome: boolean }) => api.post('/admin/employees/import/confirm', body, { notifyOnError: false }),
    onSuccess: () => client.invalidateQueries({ queryKey: [...queryKeys.session, 'admin'] }),
  });
}
