import { type Language } from '@flexplan/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { queryKeys } from '../../../shared/api/query-keys';

/** The company's public branding (docs/api.md, "Company"), resolved from the address. */
export interface Company {
  slug: string;
  name: string;
  brand: string;
  isSpecialBrand: boolean;
  logo: string | null;
  background: string | null;
  colorBar: string;
  colorTitles: string;
  color: string;
  languages: Language[];
  isLanguageFeatureOn: boolean;
  alertDays: number;
  cutOffDay: number;
  hideCompensation: boolean;
  hideSocialSecurityInCompensation: boolean;
  maintenance: boolean;
  legalLinks: { privacy: boolean; conditions: boolean; cookies: boolean };
  cookieConsentMandatory: boolean;
  helpEmail: string | null;
  privacyText: Partial<Record<Language, string>>;
  privacyDetail: Partial<Record<Language, string>>;
}

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
