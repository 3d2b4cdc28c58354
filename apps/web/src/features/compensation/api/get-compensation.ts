import type { compensationEntrySchema, compensationSchema } from '@flexplan/domain/compensation/compensation-api';
import type { ResponseOf } from '@flexplan/domain/api/wire';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { queryKeys } from '../../../shared/api/query-keys';

/** One benefit's yearly value, by product (category alias). Cents. */
export type CompensationEntry = ResponseOf<typeof compensationEntrySchema>;

/** GET /compensations: the year's total compensation (spec part 1 §2 Compensation, §9). Cents; no social security where the company hides it. */
export type CompensationAnswer = ResponseOf<typeof compensationSchema>;

export const compensationQueryOptions = queryOptions({
  queryKey: [...queryKeys.session, 'compensation'],
  // A company that hides compensation answers 404: the page says so itself, no toast.
  queryFn: ({ signal }) => api.get<CompensationAnswer>('/compensations', { signal, notifyOnError: false }),
});

export function useCompensation() {
  return useQuery(compensationQueryOptions);
}
