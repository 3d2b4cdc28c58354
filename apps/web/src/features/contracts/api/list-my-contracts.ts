import type { myContractSchema } from '@flexplan/domain/contracts/contracts-api';
import type { ResponseOf } from '@flexplan/domain/api/wire';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { queryKeys } from '../../../shared/api/query-keys';

/** A contract of GET /my-contracts, with its list label: the domain's `contractListLabel`, a translation key. */
export type MyContract = ResponseOf<typeof myContractSchema>;

/** One month of one beneficiary (months 1–12, cents). */
export type MyContractItem = MyContract['items'][number];

export const myContractsQueryOptions = queryOptions({
  queryKey: [...queryKeys.session, 'my-contracts'],
  queryFn: ({ signal }) => api.get('/my-contracts', { signal, notifyOnError: false }),
  // docs/product/employee-portal.md §2: newest year first; the server's order within a year is kept.
  select: (contracts) => [...contracts].sort((a, b) => b.year - a.year),
});

export function useMyContracts() {
  return useQuery(myContractsQueryOptions);
}
