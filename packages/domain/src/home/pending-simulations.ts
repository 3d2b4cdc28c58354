import { isMissingDocuments } from '../contracts/missing-documents';
import { questionnaireOf, type HomeBenefits, type HomeContract } from './home-contract';

/** The product status values of the pending simulations table (docs/product/employee-portal.md §4). */
export const pendingSimulationStatuses = ['missing-document', 'pending-completion', 'pending-review'] as const;
export type PendingSimulationStatus = (typeof pendingSimulationStatuses)[number];

export interface PendingSimulation<T extends HomeContract = HomeContract> {
  contract: T;
  status: PendingSimulationStatus;
  /** Only a pending-completion simulation offers Go, to the cart (docs/product/employee-portal.md §2 Home). */
  link: '/cart' | null;
}

/**
 * Where one cart item or contract stands as a pending simulation: a cart item missing its
 * documents (docs/product/cart-and-contracts.md §4) → missing-document; any other cart item → pending-completion (it
 * waits for checkout); a pending contract → pending-review (signed, under review). Contracted
 * and cancelled ones are not pending: null.
 */
export function pendingSimulationStatus(contract: HomeContract, benefits: HomeBenefits): PendingSimulationStatus | null {
  if (contract.status === 'cart') {
    return isMissingDocuments(contract, questionnaireOf(benefits, contract.benefitId)) ? 'missing-document' : 'pending-completion';
  }
  if (contract.status === 'pending') return 'pending-review';
  return null;
}

/** The pending simulations table (docs/product/employee-portal.md §2 Home), in the order given (cart first, then contracts). */
export function listPendingSimulations<T extends HomeContract>(entries: readonly T[], benefits: HomeBenefits): PendingSimulation<T>[] {
  return entries.flatMap((contract) => {
    const status = pendingSimulationStatus(contract, benefits);
    return status ? [{ contract, status, link: status === 'pending-completion' ? ('/cart' as const) : null }] : [];
  });
}
