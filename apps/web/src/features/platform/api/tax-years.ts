import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ResponseOf } from '@flexplan/domain/api/wire';
import type { TaxYear } from '@flexplan/domain/tax/tax-year';
import type { taxYearListSchema } from '@flexplan/domain/tax/tax-years-api';
import { api } from '../../../shared/api/api-client';
import { queryKeys } from '../../../shared/api/query-keys';
import { taxRulesQueryKey } from '../../../shared/api/tax-rules';

export type TaxYearList = ResponseOf<typeof taxYearListSchema>;
export type TaxYearSummary = TaxYearList['items'][number];

const taxYearsKey = [...queryKeys.session, 'admin', 'platform', 'tax-years'] as const;

/** GET /admin/platform/tax-years: the years with their own parameters, and the plan years that use an earlier one's. */
export function useTaxYearList() {
  return useQuery({
    queryKey: taxYearsKey,
    queryFn: ({ signal }) => api.get('/admin/platform/tax-years', { signal, notifyOnError: false }),
  });
}

/** GET /admin/platform/tax-years/{year}: the year's parameters, or those of the earlier year it uses. */
export function useTaxYear(year: number | null) {
  return useQuery({
    queryKey: [...taxYearsKey, year],
    queryFn: ({ signal }) => api.get('/admin/platform/tax-years/:year', { signal, params: { year: year ?? 0 }, notifyOnError: false }),
    enabled: year !== null,
  });
}

/** After a change: the list, the year, and every plan year's rules the portal computes with are read again. */
function useAfterChange() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: taxYearsKey });
    void queryClient.invalidateQueries({ queryKey: taxRulesQueryKey });
  };
}

/** PUT /admin/platform/tax-years/{year}; a 400's fields go back to the form (the caller shows them). */
export function useUpdateTaxYear() {
  const afterChange = useAfterChange();
  return useMutation({
    mutationFn: (taxYear: TaxYear) => api.put('/admin/platform/tax-years/:year', taxYear, { params: { year: taxYear.year }, notifyOnError: false }),
    onSuccess: afterChange,
  });
}

/** POST /admin/platform/tax-years/{year}/copy: the next year starts as this one's copy; 409 when it has its own. */
export function useCopyTaxYear() {
  const afterChange = useAfterChange();
  return useMutation({
    mutationFn: (year: number) => api.post('/admin/platform/tax-years/:year/copy', undefined, { params: { year }, notifyOnError: false }),
    onSuccess: afterChange,
  });
}
