import type { benefitListSchema } from '@flexplan/domain/benefits/benefits-api';
import type { familyMemberViewSchema } from '@flexplan/domain/profile/family-api';
import type { ResponseOf } from '@flexplan/domain/api/wire';
import { useQueries, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { isApiError } from '../../../shared/api/api-error';
import { queryKeys } from '../../../shared/api/query-keys';

/** One entry of GET /families; entry 0 is the user (id 0; cart items name the user `familyId: null`). */
export type Beneficiary = ResponseOf<typeof familyMemberViewSchema>;

/** A benefit of the catalogue (GET /modalities/by-category/{alias}). */
type Benefit = ResponseOf<typeof benefitListSchema>[number];

/** The family, to name each item's beneficiaries. */
export function useBeneficiaries() {
  return useQuery({
    queryKey: queryKeys.families,
    queryFn: ({ signal }) => api.get('/families', { signal, notifyOnError: false }),
  });
}

/** The server's today (Europe/Madrid, GET /bags), so the time left agrees with the server's expiry check. */
export function useServerToday() {
  return useQuery({
    queryKey: queryKeys.bags,
    queryFn: ({ signal }) => api.get('/bags', { signal, notifyOnError: false }),
    select: (bags) => bags.today,
  });
}

/**
 * A cart item's benefit: found; not offered to this user (another collective, a switched-off
 * product); still loading; or unknown because the catalogue could not be read (the server's
 * re-check at signing then decides).
 */
export type BenefitLookup = { state: 'found'; benefit: Benefit } | { state: 'notOffered' } | { state: 'loading' } | { state: 'failed' };

/**
 * The benefits of each category in the cart (GET /modalities/by-category/{alias}): the edit form
 * needs their questionnaire and product, and the list holds only what the user may contract
 * (own collective, product switched on), so an item whose benefit is missing is not allowed.
 */
export function useCartBenefits(aliases: readonly string[]): (benefitId: number, alias: string) => BenefitLookup {
  const unique = [...new Set(aliases)].sort();
  const results = useQueries({
    queries: unique.map((alias) => ({
      queryKey: queryKeys.categoryBenefits(alias),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        api.get('/modalities/by-category/:category', { params: { category: alias }, signal, notifyOnError: false }),
    })),
  });
  return (benefitId, alias) => {
    const result = results[unique.indexOf(alias)];
    if (!result || result.isPending) return { state: 'loading' };
    // An unknown category for this company: nothing of it may be contracted.
    if (result.isError) return isApiError(result.error) && result.error.status === 404 ? { state: 'notOffered' } : { state: 'failed' };
    const benefit = result.data.find((b) => b.id === benefitId);
    return benefit ? { state: 'found', benefit } : { state: 'notOffered' };
  };
}
