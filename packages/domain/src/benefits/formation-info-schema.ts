import { z } from 'zod';
import { validationMessages } from '../validation/messages';
import { isValidPhone } from '../validation/phone-number';
import { formationPaymentFrequencies } from './formation';

// The cart's formation info form, apart from the formation's rules (formation.ts): the product
// page prices formations without zod; the checkout validates this.

const required = validationMessages.required;
const requiredText = (max: number) => z.string({ message: required }).trim().min(1, { message: required }).max(max, { message: validationMessages.tooLong });

/** An uploaded file as `POST /storage/{folder}` returns it. */
export const storedFileSchema = z.object({
  name: requiredText(300),
  originalFilename: requiredText(300),
});

/** The centre info the cart asks for a formation (docs/product/cart-and-contracts.md §3, §5): all required, one invoice at least. */
export const formationInfoSchema = z.object({
  centerName: requiredText(200),
  course: requiredText(200),
  phoneContact: requiredText(30).refine((phone) => isValidPhone(phone), { message: validationMessages.phone }),
  invoices: z.array(storedFileSchema, { message: required }).min(1, { message: required }).max(20, { message: validationMessages.max }),
  paymentFreq: z.enum(formationPaymentFrequencies, { message: required }),
});
export type FormationInfo = z.infer<typeof formationInfoSchema>;
