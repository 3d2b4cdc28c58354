import type { publicCompanySchema } from '@flexplan/domain/company/company-api';
import type { ResponseOf } from '@flexplan/domain/api/wire';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { queryKeys } from '../../../shared/api/query-keys';

/** The company's public branding (spec part 1 §1 Branding), resolved from the address. */
export type Company = ResponseOf<typeof publicCompanySchema>;

export function getCompany(signal?: AbortSignal): Promise<Company> {
  // The pages that follow explain a missing company or a maintenance themselves: no toast.
  return api.get<Company>('/companies/by-subdomain', { signal, notifyOnError: false });
}

export const companyQueryOptions = queryOptions({
  queryKey: queryKeys.company,
  queryFn: ({ signal }) => getCompany(signal),
  staleTime: 5 * 60_000,
});

export function useCompanyQuery() {
  return useQuery(companyQueryOptions);
}

/** The company, once the app's company gate has loaded it. */
export function useCompany(): Company {
  const { data } = useQuery(companyQueryOptions);
  if (!data) throw new Error('useCompany is used outside the company gate');
  return data;
}
