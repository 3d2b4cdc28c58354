import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RequestOf, ResponseOf } from '@flexplan/domain/api/wire';
import type { createdCompanySchema, newCompanySchema } from '@flexplan/domain/company/new-company-api';
import type { platformCompanyListSchema } from '@flexplan/domain/company/platform-api';
import { api } from '../../../shared/api/api-client';
import { queryKeys } from '../../../shared/api/query-keys';

export type PlatformCompanyList = ResponseOf<typeof platformCompanyListSchema>;
export type PlatformCompany = PlatformCompanyList['items'][number];

const platformKey = [...queryKeys.session, 'admin', 'platform', 'companies'] as const;

/** GET /admin/platform/companies: every client company with its counts, and the one this session acts on. */
export function usePlatformCompanies(isEnabled = true) {
  return useQuery({
    queryKey: platformKey,
    queryFn: ({ signal }) => api.get('/admin/platform/companies', { signal, notifyOnError: false }),
    enabled: isEnabled,
  });
}

/** POST /admin/platform/companies/{id}/switch: every admin list now reads the company switched to. */
export function useSwitchCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post('/admin/platform/companies/:id/switch', undefined, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...queryKeys.session, 'admin'] }),
  });
}

export type NewCompanyBody = RequestOf<typeof newCompanySchema>;
export type CreatedCompany = ResponseOf<typeof createdCompanySchema>;

/** POST /admin/platform/companies: a company and its first administrator, who is e-mailed the welcome link. Field errors go back to the form. */
export function useCreateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewCompanyBody) => api.post('/admin/platform/companies', body, { notifyOnError: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: platformKey }),
  });
}

/** PUT /admin/platform/companies/{id}/maintenance: closes a company's portal to everyone, or opens it again. */
export function useSetMaintenance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, maintenance }: { id: number; maintenance: boolean }) =>
      api.put('/admin/platform/companies/:id/maintenance', { maintenance }, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: platformKey }),
  });
}
