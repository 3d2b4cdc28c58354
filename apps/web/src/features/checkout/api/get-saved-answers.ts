import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { queryKeys } from '../../../shared/api/query-keys';
import type { savedAnswersSchema } from '@flexplan/domain/contracts/answers-api';
import type { ResponseOf } from '@flexplan/domain/api/wire';

/**
 * GET /answers?contractId=&familyId=: a cart item's questionnaire as saved (keyed by question title
 * with dots replaced by underscores), for a health policy one insured person's; empty when nothing is.
 */
export type SavedAnswers = ResponseOf<typeof savedAnswersSchema>;

/** Whose answers: a health policy's insured person (null: the employee), or the whole contract (undefined). */
export type AnswersSubject = number | null | undefined;

/** Under the session's key, so the answers go when the session ends. */
export const savedAnswersQueryKey = (contractId: number, subject: AnswersSubject) =>
  [...queryKeys.session, 'answers', contractId, subject ?? 'contract'] as const;

/**
 * The query's `familyId`: the insured person's id, or `employee` for the employee, which the schema
 * reads as null (answers-api.ts). The schema's input type is unknown (a coerced id), so the query is
 * typed by its output, which has no word for the employee: hence the cast.
 */
const familyIdOf = (subject: AnswersSubject) => (subject === null ? ('employee' as unknown as number) : subject);

export const savedAnswersQueryOptions = (contractId: number, subject: AnswersSubject) =>
  queryOptions({
    queryKey: savedAnswersQueryKey(contractId, subject),
    queryFn: ({ signal }) => api.get('/answers', { query: { contractId, familyId: familyIdOf(subject) }, signal, notifyOnError: false }),
  });

export function useSavedAnswers(contractId: number, subject: AnswersSubject) {
  return useQuery(savedAnswersQueryOptions(contractId, subject));
}
