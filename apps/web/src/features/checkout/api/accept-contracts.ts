import type { acceptancePreviewSchema, acceptedContractSchema } from '@flexplan/domain/contracts/checkout-api';
import type { ResponseOf } from '@flexplan/domain/api/wire';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';

/** One accepted contract (POST /contracts/accept); `droppedMonths` were lost to a late acceptance. */
export type AcceptedContract = ResponseOf<typeof acceptedContractSchema>;

/** What a link accepts (POST /contracts/accept/preview): read only. */
export type AcceptancePreview = ResponseOf<typeof acceptancePreviewSchema>;

/** The link's contents. Kept outside the session's keys: it outlives login. */
export function useAcceptancePreview(token: string) {
  return useQuery({
    queryKey: ['contract-accept', token],
    queryFn: () => api.post('/contracts/accept/preview', { token }, { notifyOnError: false }),
    enabled: token.length > 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
}

/** The button's POST: the only request that accepts (a repeated one answers the same, changing nothing). */
export function useAcceptContracts(token: string) {
  return useMutation({
    mutationFn: () => api.post('/contracts/accept', { token }, { notifyOnError: false }),
  });
}

/** The API path of the link's contract PDF (the token is the proof, no session needed). */
export const acceptancePdfPath = (token: string) => `/contracts/accept/pdf?token=${encodeURIComponent(token)}`;
