import type { ContractStatus } from './contract';
import { itemKey, type ContractItemDraft, type PricedContractItem } from './contract-item-draft';
import { CatalogueError } from '../errors/catalogue-error-codes';

/** The contract a PUT changes, as stored. */
export interface EditedContract {
  id: number;
  status: ContractStatus;
  items: readonly PricedContractItem[];
}

export interface SplitItems {
  /** Months of a pending or contracted contract that can no longer change: kept as stored. */
  locked: PricedContractItem[];
  /** The proposal's items in months that may still be contracted. */
  changeable: ContractItemDraft[];
}

/** A pending or contracted contract holds its months; a cart or cancelled one holds nothing. */
export function holdsItsMonths(editing: EditedContract | null | undefined): editing is EditedContract {
  return editing !== null && editing !== undefined && (editing.status === 'pending' || editing.status === 'contracted');
}

/**
 * Modifying a contract changes only months still open (docs/product/cart-and-contracts.md §4: the old conditions stay
 * until confirmed). Its items in closed months are kept whatever the proposal says, and a
 * proposal that changes one of them is refused; a zero-priced item in a closed month that the
 * contract does not hold is simply a month not taken.
 */
export function splitLockedItems(
  proposed: readonly ContractItemDraft[],
  editing: EditedContract | null | undefined,
  allowedMonths: readonly number[],
): SplitItems {
  const isOpen = (month: number) => allowedMonths.includes(month);
  const locked = holdsItsMonths(editing) ? editing.items.filter((i) => !isOpen(i.month)).map((i) => ({ ...i })) : [];
  const lockedByKey = new Map(locked.map((i) => [itemKey(i), i]));
  const changeable: ContractItemDraft[] = [];
  for (const item of proposed) {
    if (isOpen(item.month)) {
      changeable.push({ ...item });
      continue;
    }
    const held = lockedByKey.get(itemKey(item));
    if (held ? held.price !== item.price : item.price !== 0) throw new CatalogueError('MONTH_NOT_AVAILABLE', { month: item.month });
  }
  return { locked, changeable };
}

/** The yearly figures of the edited contract while it still holds bag money; null otherwise. */
export function heldFigures(editing: EditedContract | null | undefined): { price: number; finalPrice: number } | null {
  if (!holdsLiveMoney(editing)) return null;
  const price = editing.items.reduce((sum, i) => sum + i.price, 0);
  const contributed = editing.items.reduce((sum, i) => sum + i.contributedPrice, 0);
  return { price, finalPrice: price - contributed };
}

function holdsLiveMoney(editing: EditedContract | null | undefined): editing is EditedContract {
  return editing !== null && editing !== undefined && editing.status !== 'cancelled';
}
