import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { type LocalizedText } from '../../../shared/i18n/localized-text';

/** One accepted contract (POST /contracts/accept); `droppedMonths` were lost to a late acceptance. */
export interface AcceptedContract {
  id: number;
  /** The category alias. */
  product: string;
  status: 'pending' | 'contracted' | 'cancelled';
  effectiveDate: string | null;
  droppedMonths: number[];
}

/** What a link accepts (POST /contracts/accept/preview): read only. */
export interface AcceptancePreview {
  state: 'open' | 'accepted' | 'expired';
  expiresAt: string;
  contracts: {
    id: number;
    product: string;
    name: LocalizedText;
    status: 'cart' | 'pending' | 'contracted' | 'cancelled';
    effectiveDate: string | null;
    months: number[];
    price: number;
    contributedPrice: number;
    finalPrice: number;
  }[];
}

/** The link's contents. Kept outside the session's keys: it outlives login. */
export function useAcceptancePreview(token: string) {
  return useQuery({
    queryKey: ['contract-accept', token],
    queryFn: () => api.post<AcceptancePreview>('/contracts/accept/preview', { token }, { notifyOnError: false }),
    enabled: token.length > 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
}

/** The button's POST: the only request that accepts (a repeated one answers the same, changing nothing). */
export function useAcceptContracts(token: string) {
  return useMutation({
    mutationFn: () => api.post<{ contracts: AcceptedContract[]; alreadyAccepted: boolean }>('/contracts/accept', { token }, { notifyOnError: false }),
  });
}

/** The contract PDF of the link, as a plain download (the token is the proof, no session needed). */
export const acceptancePdfUrl = (token: string) => `/api/contracts/accept/pdf?token=${encodeURIComponent(token)}`;
