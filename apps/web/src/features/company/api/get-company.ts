import type { publicCompanySchema } from '@flexplan/domain/company/company-api';
import { companyDataElementId } from '@flexplan/domain/company/page-data';
import type { ResponseOf } from '@flexplan/domain/api/wire';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { readPageData } from '../../../shared/api/page-data';
import { queryKeys } from '../../../shared/api/query-keys';

/** The company's public branding (docs/product/employee-portal.md §1 Branding), resolved from the address. */
export type Company = ResponseOf<typeof publicCompanySchema>;

export function getCompany(signal?: AbortSignal): Promise<Company> {
  // The pages that follow explain a missing company or a maintenance themselves: no toast.
  return api.get('/companies/by-subdomain', { signal, notifyOnError: false });
}

/**
 * The company the server wrote into index.html, the answer GET /companies/by-subdomain would give,
 * or null (no company at that address, or a page served without it). main.tsx puts it in the query
 * cache, so the app starts without that round trip.
 */
export function readInlinedCompany(doc: Document = document): Company | null {
  const data = readPageData(companyDataElementId, doc) as Partial<Company> | null;
  return data !== null && typeof data === 'object' && typeof data.slug === 'string' && Array.isArray(data.languages) ? (data as Company) : null;
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
