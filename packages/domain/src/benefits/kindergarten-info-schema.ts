import { z } from 'zod';
import { validationMessages } from '../validation/messages';
import { isValidPhone } from '../validation/phone-number';
import { isSpanishPostalCode } from '../validation/postal-code';

// The cart's kindergarten info form, apart from the kindergarten's rules (kindergarten.ts): the
// product page prices kindergartens without zod; the checkout validates this.

const requiredText = (max: number) =>
  z.string({ message: validationMessages.required }).trim().min(1, { message: validationMessages.required }).max(max, { message: validationMessages.tooLong });
const optionalText = (max: number) => z.string().trim().max(max, { message: validationMessages.tooLong }).optional();

/** Kindergarten info per child (docs/product/benefits-and-simulation.md §3, §5): code, name and address required. */
export const kindergartenInfoSchema = z.object({
  codeCenter: requiredText(50),
  centerName: requiredText(200),
  address: requiredText(300),
  // A nursery the Spanish exemption covers is in Spain: its postal code is Spain's (docs/decisions/022).
  zip: optionalText(10).refine((zip) => !zip || isSpanishPostalCode(zip), { message: validationMessages.postalCode }),
  city: optionalText(100),
  province: optionalText(100),
  contactPerson: optionalText(200),
  contactPhone: optionalText(30).refine((phone) => !phone || isValidPhone(phone), { message: validationMessages.phone }),
});
export type KindergartenInfo = z.infer<typeof kindergartenInfoSchema>;
