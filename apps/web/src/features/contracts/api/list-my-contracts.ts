import { type ContractListLabel } from '@flexplan/domain/catalogue';
import { type CategoryAlias, type ContractStatus } from '@flexplan/domain/catalogue-types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { queryKeys } from '../../../shared/api/query-keys';
import { type LocalizedText } from '../../../shared/i18n/localized-text';

/** One month of one beneficiary (months 1–12, cents). */
export interface MyContractItem {
  benefitId: number;
  familyId: number | null;
  month: number;
  price: number;
  contributedPrice: number;
}

/** A contract of GET /my-contracts (docs/api.md "A contract", plus its list label). */
export interface MyContract {
  id: number;
  benefitId: number;
  productCategory: CategoryAlias;
  benefitName: LocalizedText | null;
  year: number;
  status: ContractStatus;
  signed: boolean;
  price: number;
  finalPrice: number;
  contributedPrice: number;
  createdAt: string;
  updatedAt: string;
  items: MyContractItem[];
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
