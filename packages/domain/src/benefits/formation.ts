import type { ContractItemDraft } from '../contracts/contract-item-draft';
import { CatalogueError } from '../errors/catalogue-error-codes';

/** How a formation is paid (docs/product/benefits-and-simulation.md §3 Formation info). */
export const formationPaymentFrequencies = ['yearly', 'monthly'] as const;
export type FormationPaymentFreq = (typeof formationPaymentFrequencies)[number];

export function isFormationPaymentFreq(value: unknown): value is FormationPaymentFreq {
  return typeof value === 'string' && (formationPaymentFrequencies as readonly string[]).includes(value);
}

/**
 * Formation items (docs/product/benefits-and-simulation.md §5 Formation): paid monthly, one amount per chosen month; paid
 * yearly, a single amount in one month. Zero-priced months are expected to be gone already.
 */
export function assertFormationItems(items: readonly ContractItemDraft[], paymentFreq: unknown): FormationPaymentFreq {
  if (!isFormationPaymentFreq(paymentFreq)) throw new CatalogueError('FORMATION_PAYMENT_FREQ', { field: 'details.paymentFreq' });
  if (paymentFreq === 'yearly' && items.length > 1) throw new CatalogueError('FORMATION_PAYMENT_FREQ', { field: 'items', max: 1 });
  return paymentFreq;
}

export { needsInvoiceAlert } from './formation-invoice';
