import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { queryKeys } from '../../../shared/api/query-keys';

/** One benefit's yearly value, by product (category alias). Cents. */
export interface CompensationEntry {
  product: string;
  value: number;
}

/** GET /compensations: the year's total compensation (spec part 1 §2 Compensation, §9). Cents. */
export interface CompensationAnswer {
  year: number;
  fixedSalary: number;
  variableSalary: number;
  entries: CompensationEntry[];
  benefitsTotal: number;
  /** null where the company hides social security in the compensation page. */
  socialSecurityCost: number | null;
  total: number;
}

export const compensationQueryOptions = queryOptions({
  queryKey: [...queryKeys.session, 'compensation'],
  // A company that hides compensation answers 404: the page says so itself, no toast.
  queryFn: ({ signal }) => api.get<CompensationAnswer>('/compensations', { signal, notifyOnError: false }),
});

export function useCompensation() {
  return useQuery(compensationQueryOptions);
}
