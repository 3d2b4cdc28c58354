import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ResponseOf } from '@flexplan/domain/api/wire';
import type { platformCompanyListSchema, platformSwitchSchema } from '@flexplan/domain/company/platform-api';
import { api } from '../../../shared/api/api-client';
import { queryKeys } from '../../../shared/api/query-keys';

export type PlatformCompanyList = ResponseOf<typeof platformCompanyListSchema>;
export type PlatformCompany = PlatformCompanyList['items'][number];

const platformKey = [...queryKeys.session, 'admin', 'platform', 'companies'] as const;

/** GET /admin/platform/companies: every client company with its counts, and the one this session acts on. */
export function usePlatformCompanies(isEnabled = true) {
  return useQuery({
    queryKey: platformKey,
    queryFn: ({ signal }) => api.get<PlatformCompanyList>('/admin/platform/companies', { signal, notifyOnError: false }),
    enabled: isEnabled,
  });
}

/** POST /admin/platform/companies/{id}/switch: every admin list now reads the company switched to. */
export function useSwitchCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<ResponseOf<typeof platformSwitchSchema>>(`/admin/platform/companies/${id}/switch`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...queryKeys.session, 'admin'] }),
  });
}
