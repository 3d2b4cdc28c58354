import type { bestPlanOffersSchema, bestPlanSchema, statedExpensesSchema } from '@flexplan/domain/best-plan/best-plan-api';
import type { ResponseOf } from '@flexplan/domain/api/wire';
import { keepPreviousData, queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { queryKeys } from '../../../shared/api/query-keys';

/** GET /best-plan: what the page offers to state, the defaults and the plan for them. Cents. */
export type BestPlanOffers = ResponseOf<typeof bestPlanOffersSchema>;
export type BestPlan = ResponseOf<typeof bestPlanSchema>;
export type StatedExpenses = ResponseOf<typeof statedExpensesSchema>;

const bestPlanKey = [...queryKeys.session, 'best-plan'] as const;

export const bestPlanOffersQueryOptions = queryOptions({
  queryKey: [...bestPlanKey, 'offers'],
  queryFn: ({ signal }) => api.get('/best-plan', { signal }),
});

export function useBestPlanOffers() {
  return useQuery(bestPlanOffersQueryOptions);
}

/**
 * POST /best-plan for the stated expenses, cached by them: while the next answer is on its way the
 * last plan stays on screen (keepPreviousData), so typing never blanks the figures.
 */
export function useBestPlan(year: number | undefined, expenses: StatedExpenses | null) {
  return useQuery({
    queryKey: [...bestPlanKey, 'plan', year, expenses],
    queryFn: year === undefined || expenses === null ? skipToken : ({ signal }) => api.post('/best-plan', { year, expenses }, { signal }),
    placeholderData: keepPreviousData,
  });
}
