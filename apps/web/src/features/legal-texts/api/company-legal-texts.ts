import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ResponseOf } from '@flexplan/domain/api/wire';
import type { LegalTextParams, legalTextSchema } from '@flexplan/domain/company/company-legal-texts-api';
import { api } from '../../../shared/api/api-client';
import { queryKeys } from '../../../shared/api/query-keys';

export type LegalText = ResponseOf<typeof legalTextSchema>;

const base = '/admin/company/legal-texts' as const;
export const legalTextsKey = [...queryKeys.session, 'admin', 'legal-texts'] as const;

/** GET /admin/company/legal-texts: each document in each of the company's languages. */
export function useCompanyLegalTexts() {
  return useQuery({
    queryKey: legalTextsKey,
    queryFn: ({ signal }) => api.get(base, { signal, notifyOnError: false }),
  });
}

export type LegalTextChange =
  | { action: 'write'; params: LegalTextParams; body: string }
  | { action: 'upload'; params: LegalTextParams; file: File }
  | { action: 'useGeneric'; params: LegalTextParams };

function send(change: LegalTextChange): Promise<LegalText> {
  switch (change.action) {
    case 'write':
      return api.put(`${base}/:document/:language`, { body: change.body }, { params: change.params, notifyOnError: false });
    case 'upload': {
      const form = new FormData();
      form.append('file', change.file, change.file.name);
      return api.post(`${base}/:document/:language/pdf`, form, { params: change.params, notifyOnError: false });
    }
    case 'useGeneric':
      return api.delete(`${base}/:document/:language`, { params: change.params, notifyOnError: false });
  }
}

/**
 * Write, upload or go back to the generic text; the list, the company (whose links follow its own
 * texts) and the audit log are read again whatever the outcome.
 */
export function useChangeLegalText() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: legalTextsKey });
      void queryClient.invalidateQueries({ queryKey: queryKeys.company });
      void queryClient.invalidateQueries({ queryKey: [...queryKeys.session, 'admin', 'audit'] });
    },
  });
}
