import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RequestOf, ResponseOf } from '@flexplan/domain/api/wire';
import type { companyMaintenanceInputSchema, companySettingsInputSchema, companySettingsSchema } from '@flexplan/domain/company/company-settings-api';
import { api } from '../../../shared/api/api-client';
import { queryKeys } from '../../../shared/api/query-keys';
import { menuItemsKey } from './company-menu-items';

export type CompanySettings = ResponseOf<typeof companySettingsSchema>;
export type CompanySettingsBody = RequestOf<typeof companySettingsInputSchema>;
export type CompanyImageKind = 'logo' | 'background';

/** Under the session: a company switch or a logout drops it. */
export const companySettingsKey = [...queryKeys.session, 'admin', 'company-settings'] as const;

/** GET /admin/company/settings: the company acted on, as its form reads it. */
export function useCompanySettings() {
  return useQuery({
    queryKey: companySettingsKey,
    queryFn: ({ signal }) => api.get('/admin/company/settings', { signal, notifyOnError: false }),
  });
}

/**
 * After a change: the form's copy takes the answer, and the public company (the shell's colours
 * and logo, read by every page) is asked again, so the administrator sees the change at once; the
 * audit log moves too, and the tiles, whose visibility follows the settings (hide compensation).
 */
function useApplySettings() {
  const queryClient = useQueryClient();
  return (settings: CompanySettings) => {
    queryClient.setQueryData(companySettingsKey, settings);
    void queryClient.invalidateQueries({ queryKey: queryKeys.company });
    void queryClient.invalidateQueries({ queryKey: [...queryKeys.session, 'admin', 'audit'] });
    void queryClient.invalidateQueries({ queryKey: menuItemsKey });
    void queryClient.invalidateQueries({ queryKey: queryKeys.menu });
  };
}

/** PUT /admin/company/settings; a 400's fields go back to the form (the caller shows them). */
export function useSaveCompanySettings() {
  const apply = useApplySettings();
  return useMutation({
    mutationFn: (body: CompanySettingsBody) => api.put('/admin/company/settings', body, { notifyOnError: false }),
    onSuccess: apply,
  });
}

/** PUT /admin/company/maintenance. */
export function useSetMaintenance() {
  const apply = useApplySettings();
  return useMutation({
    mutationFn: (body: RequestOf<typeof companyMaintenanceInputSchema>) => api.put('/admin/company/maintenance', body),
    onSuccess: apply,
  });
}

/** POST /admin/company/logo or /background: the server checks the image by its content (413, 415 shown by the caller). */
export function useUploadCompanyImage(kind: CompanyImageKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return api.post(`/admin/company/${kind}`, form, { notifyOnError: false });
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: companySettingsKey });
      void queryClient.invalidateQueries({ queryKey: queryKeys.company });
    },
  });
}
