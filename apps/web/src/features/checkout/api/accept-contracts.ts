import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';

/** One accepted contract (POST /contracts/accept); `droppedMonths` were lost to a late acceptance. */
export interface AcceptedContract {
  id: number;
  /** The category alias. */
  product: string;
  status: 'pending' | 'contracted' | 'cancelled';
  effectiveDate: string | null;
  droppedMonths: number[];
}

/**
 * POST /contracts/accept, once per token. The link is single-use, so a second post would answer
 * "already used": a query (deduplicated, never refetched or retried) instead of an effect that
 * StrictMode or a re-render could run twice. Kept outside the session's keys: it outlives login.
 */
export function useAcceptContracts(token: string) {
  return useQuery({
    queryKey: ['contract-accept', token],
    queryFn: () => api.post<{ contracts: AcceptedContract[] }>('/contracts/accept', { token }, { notifyOnError: false }),
    enabled: token.length > 0,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    refetchOnMount: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
