import { categoryAliases, type CategoryAlias } from '../benefits/category';
import { contractStatuses, type Contract, type ContractStatus } from './contract';
import { canChangeContracted } from './status-text';

/**
 * What the employee may do with a benefit from its product page, given the contract it has:
 * put it in the cart, update or remove the cart item, or modify the contract in force.
 */
export type ContractAction = 'add' | 'update' | 'remove' | 'modify';

export interface ContractActionProduct {
  category: CategoryAlias;
  isDefault: boolean;
}

/**
 * The one answer the product page shows and the server enforces (docs/product/benefits-and-simulation.md §2, §4): no contract
 * or a cancelled one → add; a cart item → update or remove; a contracted one → modify, when its
 * category allows changes; a pending one (awaiting its e-mail acceptance or the company's review)
 * → nothing until that flow ends.
 */
export function contractActions(contract: Pick<Contract, 'status'> | null | undefined, product: ContractActionProduct): readonly ContractAction[] {
  switch (contract?.status) {
    case undefined:
    case 'cancelled':
      return ['add'];
    case 'cart':
      return ['update', 'remove'];
    case 'contracted':
      return canChangeContracted(product.category, product.isDefault) ? ['modify'] : [];
    case 'pending':
      return [];
  }
}

export function allowsContractAction(contract: Pick<Contract, 'status'> | null | undefined, product: ContractActionProduct, action: ContractAction): boolean {
  return contractActions(contract, product).includes(action);
}

/**
 * The statuses in which a contract of any category may be removed: what the server deletes
 * without reading the contract first (the others go through allowsContractAction).
 */
export const removableStatuses: readonly ContractStatus[] = contractStatuses.filter((status) =>
  categoryAliases.every((category) => allowsContractAction({ status }, { category, isDefault: true }, 'remove')),
);
