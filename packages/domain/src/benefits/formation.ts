import { z } from 'zod';
import type { ContractItemDraft } from '../contracts/contract-item-draft';
import { CatalogueError } from '../errors/catalogue-error-codes';
import { validationMessages } from '../validation/messages';

/** How a formation is paid (spec part 2 §3 Formation info). */
export const formationPaymentFrequencies = ['yearly', 'monthly'] as const;
export type FormationPaymentFreq = (typeof formationPaymentFrequencies)[number];

export function isFormationPaymentFreq(value: unknown): value is FormationPaymentFreq {
  return typeof value === 'string' && (formationPaymentFrequencies as readonly string[]).includes(value);
}

/**
 * Formation items (spec part 2 §5 Formation): paid monthly, one amount per chosen month; paid
 * yearly, a single amount in one month. Zero-priced months are expected to be gone already.
 */
export function assertFormationItems(items: readonly ContractItemDraft[], paymentFreq: unknown): FormationPaymentFreq {
  if (!isFormationPaymentFreq(paymentFreq)) throw new CatalogueError('FORMATION_PAYMENT_FREQ', { field: 'details.paymentFreq' });
  if (paymentFreq === 'yearly' && items.length > 1) throw new CatalogueError('FORMATION_PAYMENT_FREQ', { field: 'items', max: 1 });
  return paymentFreq;
}

export { needsInvoiceAlert } from './formation-invoice';

const required = validationMessages.required;
const requiredText = (max: number) => z.string({ message: required }).trim().min(1, { message: required }).max(max, { message: validationMessages.tooLong });

/** An uploaded file as `POST /storage/{folder}` returns it. */
export const storedFileSchema = z.object({
  name: requiredText(300),
  originalFilename: requiredText(300),
});

/** The centre info the cart asks for a formation (spec part 2 §3, §5): all required, one invoice at least. */
export const formationInfoSchema = z.object({
  centerName: requiredText(200),
  course: requiredText(200),
  phoneContact: requiredText(30),
  invoices: z.array(storedFileSchema, { message: required }).min(1, { message: required }).max(20, { message: validationMessages.max }),
  paymentFreq: z.enum(formationPaymentFrequencies, { message: required }),
});
export type FormationInfo = z.infer<typeof formationInfoSchema>;
