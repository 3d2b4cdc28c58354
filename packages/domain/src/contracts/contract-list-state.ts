import type { Contract, ContractStatus } from './contract';

// Free of zod: the administrator's page lists the states on first paint.

/**
 * The four states a person reads of a contract, in My contracts and in the administrator's tabs
 * alike (docs/product/employee-portal.md §4 "User contract list status", docs/product/employee-portal.md §6): pending review, pending signature,
 * contracted and cancelled. A contract the company took (`contracted`) that the employee has not
 * accepted through the e-mail link is pending signature, never "contracted".
 */
export const contractListStates = ['pending', 'pendingSignature', 'contracted', 'cancelled'] as const;
export type ContractListState = (typeof contractListStates)[number];

/**
 * cancelled → cancelled (signed or not); pending → pending review; else signed → contracted; else
 * pending signature.
 */
export function contractListState(contract: Pick<Contract, 'status' | 'signed'>): ContractListState {
  if (contract.status === 'cancelled') return 'cancelled';
  if (contract.status === 'pending') return 'pending';
  return contract.signed ? 'contracted' : 'pendingSignature';
}

/** The label of each state: a translation key, the same in My contracts and the administrator's tabs. */
export const contractListStateLabels = {
  pending: 'contracts.list.pendingReview',
  pendingSignature: 'contracts.list.pendingSignature',
  contracted: 'contracts.list.contracted',
  cancelled: 'contracts.list.cancelled',
} as const satisfies Record<ContractListState, string>;

/** The stored status and signature of the contracts in a state: the query the administrator's tab runs. */
export function contractListStateFilter(state: ContractListState): { status: Exclude<ContractStatus, 'cart'>; signed?: boolean } {
  if (state === 'pendingSignature') return { status: 'contracted', signed: false };
  if (state === 'contracted') return { status: 'contracted', signed: true };
  return { status: state };
}
