import type { ResponseOf } from '@flexplan/domain/api/wire';
import type { payslipSchema, payslipYearSchema } from '@flexplan/domain/payslip/payslip-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { queryKeys } from '../../../shared/api/query-keys';

/** GET /payslip: the plan year's payslips without and with the plan. Cents. */
export type PayslipAnswer = ResponseOf<typeof payslipYearSchema>;
export type ReadyPayslips = Extract<PayslipAnswer, { status: 'ready' }>;
export type PayslipEntry = ResponseOf<typeof payslipSchema>;

export const payslipQueryOptions = (year?: number) =>
  queryOptions({
    queryKey: [...queryKeys.session, 'payslip', year ?? 'plan'],
    queryFn: ({ signal }) => api.get('/payslip', { query: { year }, signal }),
    // The plan changes in the cart and the forms: read it afresh each time the page opens.
    staleTime: 0,
  });

export function usePayslip(year?: number) {
  return useQuery(payslipQueryOptions(year));
}
