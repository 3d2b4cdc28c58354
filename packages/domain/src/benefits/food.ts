import type { ContractItemDraft } from '../contracts/contract-item-draft';
import { CatalogueError } from '../errors/catalogue-error-codes';
import type { Benefit } from './benefit';

/** How many vouchers of one face value a month holds (docs/product/benefits-and-simulation.md §3 Details: food). */
export interface FoodVoucherCount {
  /** Cents; one of the benefit's `faceValues`. */
  faceValue: number;
  count: number;
}

/** A benefit with face values is contracted in vouchers; without, as a card by amount. */
export function hasVoucherFormat(benefit: Pick<Benefit, 'faceValues'>): boolean {
  return benefit.faceValues.length > 0;
}

/**
 * The monthly price of a voucher selection: Σ face value × count. Asking vouchers of a benefit
 * without voucher faces, or of a face it does not have, is the spec's format error.
 */
export function voucherMonthlyPrice(benefit: Pick<Benefit, 'faceValues'>, vouchers: readonly FoodVoucherCount[]): number {
  if (!hasVoucherFormat(benefit)) throw new CatalogueError('FOOD_VOUCHER_FORMAT');
  let total = 0;
  vouchers.forEach((voucher, index) => {
    if (!benefit.faceValues.includes(voucher.faceValue)) throw new CatalogueError('FOOD_VOUCHER_FORMAT', { faceValue: voucher.faceValue });
    if (!Number.isInteger(voucher.count) || voucher.count < 0) {
      throw new CatalogueError('NUMBER_BELOW_MIN', { field: `details.vouchers.${index}.count`, min: 0 });
    }
    total += voucher.faceValue * voucher.count;
  });
  return total;
}

export interface VoucherCapInput {
  faceValues: readonly number[];
  /** The current selection; faces left out count 0. */
  vouchers: readonly FoodVoucherCount[];
  /** What the bags still allow this contract for the whole year, cents. */
  capacity: number;
  /** How many months the selection is bought for. */
  monthCount: number;
  workingPrice: number | null;
}

/**
 * The most vouchers of each face a month may hold, the other faces staying as they are (docs/product/benefits-and-simulation.md
 * §5 Food voucher): within the bag spread over the months, and within the working price.
 * Computed on the price before any company contribution, so it never overstates.
 */
export function maxVoucherCounts(input: VoucherCapInput): FoodVoucherCount[] {
  const months = Math.max(1, input.monthCount);
  const countOf = (face: number) => input.vouchers.filter((v) => v.faceValue === face).reduce((sum, v) => sum + Math.max(0, v.count), 0);
  const monthlyTotal = input.faceValues.reduce((sum, face) => sum + face * countOf(face), 0);
  return input.faceValues.map((faceValue) => {
    const others = monthlyTotal - faceValue * countOf(faceValue);
    let room = Math.floor(Math.max(0, input.capacity) / months) - others;
    if (input.workingPrice !== null) room = Math.min(room, input.workingPrice - others);
    return { faceValue, count: faceValue > 0 ? Math.floor(Math.max(0, room) / faceValue) : 0 };
  });
}

/** Working price cap of one month: NUMBER_ABOVE_MAX naming the field. */
function assertWithinWorkingPrice(price: number, workingPrice: number | null, field: string): void {
  if (workingPrice !== null && price > workingPrice) throw new CatalogueError('NUMBER_ABOVE_MAX', { field, max: workingPrice });
}

/**
 * Food items, priced by the rules (docs/product/benefits-and-simulation.md §5): by vouchers, every proposed month costs the
 * selection's monthly price (the proposed prices are ignored); by amount (no faces, no vouchers
 * asked), each month as proposed. Either way a month costs at most the working price.
 */
export function priceFoodItems(
  benefit: Pick<Benefit, 'faceValues' | 'workingPrice'>,
  items: readonly ContractItemDraft[],
  vouchers: readonly FoodVoucherCount[] | undefined,
): ContractItemDraft[] {
  if (vouchers !== undefined || hasVoucherFormat(benefit)) {
    const monthly = voucherMonthlyPrice(benefit, vouchers ?? []);
    assertWithinWorkingPrice(monthly, benefit.workingPrice, 'details.vouchers');
    return items.map((item) => ({ ...item, price: monthly }));
  }
  items.forEach((item, index) => assertWithinWorkingPrice(item.price, benefit.workingPrice, `items.${index}.price`));
  return items.map((item) => ({ ...item }));
}
