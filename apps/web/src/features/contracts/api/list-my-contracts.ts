import { type ContractListLabel } from '@flexplan/domain/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { queryKeys } from '../../../shared/api/query-keys';
import { type ContractView } from '../../../shared/api/user-plan';

/** One month of one beneficiary (months 1–12, cents). */
export type MyContractItem = ContractView['items'][number];

/** A contract of GET /my-contracts (docs/api.md "A contract", plus its list label). */
export interface MyContract extends Pick<
  ContractView,
  'id' | 'benefitId' | 'productCategory' | 'benefitName' | 'year' | 'status' | 'signed' | 'price' | 'finalPrice' | 'contributedPrice' | 'items'
> {
  createdAt: string;
  updatedAt: string;
  /** The domain's `contractListLabel`, a translation key (`contracts.list.pendingReview`…). */
  label: ContractListLabel;
}

export const myContractsQueryOptions = queryOptions({
  queryKey: [...queryKeys.session, 'my-contracts'],
  queryFn: ({ signal }) => api.get<MyContract[]>('/my-contracts', { signal, notifyOnError: false }),
  // spec part 1 §2: newest year first; the server's order within a year is kept.
  select: (contracts) => [...contracts].sort((a, b) => b.year - a.year),
});

export function useMyContracts() {
  return useQuery(myContractsQueryOptions);
}
