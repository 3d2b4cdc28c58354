import type { compensationEntrySchema, compensationSchema } from '@flexplan/domain/compensation/compensation-api';
import type { ResponseOf } from '@flexplan/domain/api/wire';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { queryKeys } from '../../../shared/api/query-keys';

/** One benefit's yearly value, by product (category alias). Cents. */
export type CompensationEntry = ResponseOf<typeof compensationEntrySchema>;

/** GET /compensations?year=: one year's total compensation (docs/product/employee-portal.md §2 Compensation, §9). Cents; no social security where the company hides it. */
export type CompensationAnswer = ResponseOf<typeof compensationSchema>;

/** `year` null: the plan year, which the server picks. */
export const compensationQueryOptions = (year: number | null) =>
  queryOptions({
    queryKey: [...queryKeys.session, 'compensation', year],
    // A company that hides compensation answers 404: the page says so itself, no toast.
    queryFn: ({ signal }) => api.get('/compensations', { query: { year: year ?? undefined }, signal, notifyOnError: false }),
  });

export function useCompensation(year: number | null) {
  // Another year keeps the figures shown until its own arrive: the page does not fall back to a skeleton.
  return useQuery({ ...compensationQueryOptions(year), placeholderData: keepPreviousData });
}
