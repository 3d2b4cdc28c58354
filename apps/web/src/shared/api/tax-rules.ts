import type { ResponseOf } from '@flexplan/domain/api/wire';
import type { taxRulesSchema } from '@flexplan/domain/tax/tax-years-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { queryKeys } from './query-keys';

/** GET /profile/tax-rules: the parameters a plan year is computed with, and whose year they are. */
export type TaxRules = ResponseOf<typeof taxRulesSchema>;

/** GET /profile/tax-rules, by year: under the session's key, here rather than in query-keys.ts, which every page downloads. */
export const taxRulesQueryKey = [...queryKeys.session, 'tax-rules'] as const;

/**
 * A plan year's tax parameters from the database's rows (docs/decisions/432-tax-years-read-from-the-rows.md),
 * the ones the server's payslip, optimiser and contract use: the calculator never computes with
 * figures of its own. Shared: the calculator, the meal form and the rules note read it.
 */
export function taxRulesQueryOptions(year: number) {
  return queryOptions({
    queryKey: [...taxRulesQueryKey, year],
    queryFn: ({ signal }) => api.get('/profile/tax-rules', { signal, query: { year }, notifyOnError: false }),
  });
}

export function useTaxRules(year: number | undefined) {
  return useQuery({ ...taxRulesQueryOptions(year ?? 0), enabled: year !== undefined });
}
