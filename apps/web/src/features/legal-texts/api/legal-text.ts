import { useQuery } from '@tanstack/react-query';
import type { Language } from '@flexplan/domain';
import type { LegalDocument } from '@flexplan/domain/company/legal-documents';
import { api } from '../../../shared/api/api-client';
import { queryKeys } from '../../../shared/api/query-keys';

/**
 * GET /legal-texts/{document}/{language}: the company's own text of a document as its portal shows it;
 * asked only when the company has one in that language (`ownLegalTexts` of the public company).
 */
export function useLegalText(document: LegalDocument, language: Language, isOwn: boolean) {
  return useQuery({
    queryKey: [...queryKeys.company, 'legal-texts', document, language],
    queryFn: ({ signal }) => api.get('/legal-texts/:document/:language', { params: { document, language }, signal }),
    enabled: isOwn,
  });
}
