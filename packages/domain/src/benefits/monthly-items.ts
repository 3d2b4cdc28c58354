import { itemKey, type ContractItemDraft } from '../contracts/contract-item-draft';
import { CatalogueError } from '../errors/catalogue-error-codes';
import { DomainError } from '../errors/domain-error';
import { errorCodes } from '../errors/error-codes';
import { validationMessages } from '../validation/messages';
import type { Benefit } from './benefit';

/** The same amount in each chosen month, for one beneficiary (the monthly slider form). */
export function buildMonthlyItems(amount: number, months: readonly number[], familyId: number | null = null): ContractItemDraft[] {
  return [...new Set(months)].sort((a, b) => a - b).map((month) => ({ familyId, month, price: amount }));
}

/**
 * Items are whole cents ≥ 0 in months 1–12, one per beneficiary and month. The API schema
 * says so too; the rules check again because they are the last word on money.
 */
export function assertItemsWellFormed(items: readonly ContractItemDraft[]): void {
  const seen = new Set<string>();
  items.forEach((item, index) => {
    if (!Number.isInteger(item.month) || item.month < 1 || item.month > 12) {
      throw new DomainError(errorCodes.VALIDATION, 'Mes no válido', { field: `items.${index}.month`, message: validationMessages.invalid });
    }
    if (!Number.isInteger(item.price)) {
      throw new DomainError(errorCodes.VALIDATION, 'El precio debe ser un número entero de céntimos', {
        field: `items.${index}.price`,
        message: validationMessages.integer,
      });
    }
    if (item.price < 0) throw new CatalogueError('NUMBER_BELOW_MIN', { field: `items.${index}.price`, min: 0 });
    if (item.familyId !== null && !Number.isInteger(item.familyId)) {
      throw new DomainError(errorCodes.VALIDATION, 'Beneficiario no válido', { field: `items.${index}.familyId`, message: validationMessages.invalid });
    }
    const key = itemKey(item);
    if (seen.has(key)) throw new CatalogueError('DUPLICATE_ITEM_MONTH', { month: item.month, familyId: item.familyId ?? 'employee' });
    seen.add(key);
  });
}

/** Every item falls in a month the benefit still allows (`startMonthRange(...).months`). */
export function assertMonthsAvailable(items: readonly Pick<ContractItemDraft, 'month'>[], allowedMonths: readonly number[]): void {
  for (const item of items) {
    if (!allowedMonths.includes(item.month)) throw new CatalogueError('MONTH_NOT_AVAILABLE', { month: item.month });
  }
}

/** Zero-priced months are months not taken: they are dropped, not stored. */
export function withoutZeroItems<T extends Pick<ContractItemDraft, 'price'>>(items: readonly T[]): T[] {
  return items.filter((item) => item.price > 0);
}

/** A total of 0 is refused (docs/product/benefits-and-simulation.md §5 General, "price zero is refused"). */
export function assertNonZeroTotal(items: readonly Pick<ContractItemDraft, 'price'>[]): void {
  if (items.reduce((sum, item) => sum + item.price, 0) <= 0) throw new CatalogueError('ZERO_PRICE');
}

/** Each month taken (price > 0) reaches the benefit's minAmount, when it has one. */
export function assertMinAmount(items: readonly ContractItemDraft[], minAmount: number): void {
  if (minAmount <= 0) return;
  for (const item of items) {
    if (item.price > 0 && item.price < minAmount) {
      throw new CatalogueError('MIN_AMOUNT_NOT_REACHED', { min: minAmount, month: item.month, price: item.price });
    }
  }
}

/**
 * The monthly form's items, checked (docs/product/benefits-and-simulation.md §5 General): well formed, in allowed months, a
 * total above 0, each month taken at least minAmount. Returns the months taken (price > 0).
 */
export function validateMonthlyItems(
  benefit: Pick<Benefit, 'minAmount'>,
  items: readonly ContractItemDraft[],
  allowedMonths: readonly number[],
): ContractItemDraft[] {
  assertItemsWellFormed(items);
  const taken = withoutZeroItems(items);
  assertMonthsAvailable(taken, allowedMonths);
  assertNonZeroTotal(taken);
  assertMinAmount(taken, benefit.minAmount);
  return taken;
}
