import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { queryKeys } from '../../../shared/api/query-keys';
import { type UploadedFile } from '../../../shared/api/upload-file';

/**
 * GET /answers?contractId=&familyId= (docs/api.md): a cart item's questionnaire as saved, for a
 * health policy one insured person's; empty when nothing is.
 */
export interface SavedAnswers {
  contractId: number;
  productId: number;
  /** The insured person a health questionnaire is of (null: the employee). */
  familyId: number | null;
  isCompleted: boolean;
  /** Keyed by question title with dots replaced by underscores (spec part 2 §3 Product answers). */
  answers: Record<string, string>;
  document: UploadedFile | null;
}

/** Whose answers: a health policy's insured person (null: the employee), or the whole contract (undefined). */
export type AnswersSubject = number | null | undefined;

/** Under the session's key, so the answers go when the session ends. */
export const savedAnswersQueryKey = (contractId: number, subject: AnswersSubject) =>
  [...queryKeys.session, 'answers', contractId, subject ?? 'contract'] as const;

const subjectQuery = (subject: AnswersSubject) => (subject === undefined ? '' : `&familyId=${subject ?? 'employee'}`);

export const savedAnswersQueryOptions = (contractId: number, subject: AnswersSubject) =>
  queryOptions({
    queryKey: savedAnswersQueryKey(contractId, subject),
    queryFn: ({ signal }) => api.get<SavedAnswers>(`/answers?contractId=${contractId}${subjectQuery(subject)}`, { signal, notifyOnError: false }),
  });

export function useSavedAnswers(contractId: number, subject: AnswersSubject) {
  return useQuery(savedAnswersQueryOptions(contractId, subject));
}
