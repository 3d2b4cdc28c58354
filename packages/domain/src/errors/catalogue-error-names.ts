// The codes alone, apart from their messages, statuses and error class (catalogue-error-codes.ts):
// the web app's entry checks every answer's code against all codes (all-error-codes.ts), and a
// module with a class is kept whole wherever it is imported (1 kB of every first load).

/**
 * The error codes of the benefit catalogue, simulation and cart rules (docs/product/cart-and-contracts.md §8). Like
 * `errorCodes`, each has a translation `errors.<code>` in the web app and one HTTP status in the
 * server's table; `catalogueErrorStatuses` (catalogue-error-codes.ts) is the proposed status of each.
 */
export const catalogueErrorCodes = {
  PRICE_EXCEEDS_AVAILABLE: 'PRICE_EXCEEDS_AVAILABLE',
  ZERO_PRICE: 'ZERO_PRICE',
  MIN_AMOUNT_NOT_REACHED: 'MIN_AMOUNT_NOT_REACHED',
  IN_KIND_OVER_30_PERCENT: 'IN_KIND_OVER_30_PERCENT',
  BELOW_MINIMUM_WAGE: 'BELOW_MINIMUM_WAGE',
  MONTH_NOT_AVAILABLE: 'MONTH_NOT_AVAILABLE',
  WHOLE_YEAR_REQUIRED: 'WHOLE_YEAR_REQUIRED',
  DUPLICATE_ITEM_MONTH: 'DUPLICATE_ITEM_MONTH',
  BENEFICIARY_NOT_ALLOWED: 'BENEFICIARY_NOT_ALLOWED',
  NUMBER_ABOVE_MAX: 'NUMBER_ABOVE_MAX',
  NUMBER_BELOW_MIN: 'NUMBER_BELOW_MIN',
  FOOD_VOUCHER_FORMAT: 'FOOD_VOUCHER_FORMAT',
  TRANSPORT_YEAR_CAP: 'TRANSPORT_YEAR_CAP',
  KINDERGARTEN_AGE: 'KINDERGARTEN_AGE',
  FORMATION_PAYMENT_FREQ: 'FORMATION_PAYMENT_FREQ',
  INFORMATIVE_NOT_CONTRACTABLE: 'INFORMATIVE_NOT_CONTRACTABLE',
  CATEGORY_NOT_SUPPORTED: 'CATEGORY_NOT_SUPPORTED',
  INVALID_BAG_VALUE: 'INVALID_BAG_VALUE',
} as const;

export type CatalogueErrorCode = keyof typeof catalogueErrorCodes;
