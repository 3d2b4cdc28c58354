import { z } from 'zod';
import { validationMessages } from '../validation/messages';
import { additionalInfoSchema } from '../validation/bounded-record';
import { MAX_INT4, idParamSchema } from '../validation/id-schema';
import { formationPaymentFrequencies } from './formation';

/** The most one monthly item may cost, cents (1 M€): far above any bag, it only stops absurd input. */
export const MAX_ITEM_CENTS = 100_000_000;
/** 12 months × up to 20 beneficiaries. */
export const MAX_ITEMS = 240;

const { required, integer, min, max, invalid, tooLong } = validationMessages;

/** Missing → required; present but not a number → invalid. */
const numberError = (issue: { input?: unknown }) => (issue.input === undefined ? required : invalid);

const wholeNumber = (lowest: number, highest: number) =>
  z.number({ error: numberError }).int({ message: integer }).min(lowest, { message: min }).max(highest, { message: max });

/**
 * One month of one beneficiary: familyId null is the employee. The price is re-computed by the
 * server. `benefitId` defaults to the contract's benefit; a health supplementary's items name it.
 */
export const contractItemInputSchema = z.object({
  benefitId: z.number({ message: invalid }).int({ message: integer }).positive({ message: invalid }).max(MAX_INT4, { message: invalid }).optional(),
  familyId: z.number({ message: invalid }).int({ message: integer }).positive({ message: invalid }).max(MAX_INT4, { message: invalid }).nullable(),
  month: wholeNumber(1, 12),
  price: wholeNumber(0, MAX_ITEM_CENTS),
});
export type ContractItemInput = z.infer<typeof contractItemInputSchema>;

export const foodVoucherInputSchema = z.object({
  faceValue: wholeNumber(1, 100_000),
  count: wholeNumber(0, 1_000),
});

/**
 * Details per type (docs/product/benefits-and-simulation.md §3): food `vouchers`, tickets `ticketCount` (and the lottery
 * `ticketNumber`), formation `paymentFreq`. Other categories' keys pass through to their pricer,
 * which keeps only what it knows (the next categories add their fields here).
 */
export const contractDetailsInputSchema = z.looseObject({
  vouchers: z.array(foodVoucherInputSchema, { message: invalid }).max(20, { message: max }).optional(),
  ticketCount: wholeNumber(0, 100_000).optional(),
  ticketNumber: z.string({ message: invalid }).trim().max(50, { message: tooLong }).optional(),
  paymentFreq: z.enum(formationPaymentFrequencies, { message: invalid }).optional(),
});
export type ContractDetailsInput = z.infer<typeof contractDetailsInputSchema>;

/**
 * `POST /api/contracts` (add to the cart) and `PUT /api/contracts/{id}` (update a cart item or
 * modify a contract). Prices, contributions and the user-bag part the client may send are not
 * read: unknown keys are dropped and the server prices the items again.
 */
export const contractBodySchema = z.object({
  year: wholeNumber(2000, 2100),
  benefitId: z.number({ error: numberError }).int({ message: integer }).positive({ message: invalid }).max(MAX_INT4, { message: invalid }),
  items: z.array(contractItemInputSchema, { message: required }).max(MAX_ITEMS, { message: max }),
  details: contractDetailsInputSchema.default({}),
  /** Omitted on an update: the stored info stays (the product page does not send what the cart saved). */
  additionalInfo: additionalInfoSchema.nullable().optional(),
});
export type ContractBody = z.infer<typeof contractBodySchema>;

export const createContractBodySchema = contractBodySchema;
/** `PUT /api/contracts/{id}`: with the item's `version` another tab's change answers 409 STALE_VERSION. */
export const updateContractBodySchema = contractBodySchema.extend({ version: z.number().int().positive().optional() });
export type UpdateContractBody = z.infer<typeof updateContractBodySchema>;

/** `{id}` of `PUT` / `DELETE /api/contracts/{id}`. */
export const contractIdParamsSchema = z.object({ id: idParamSchema });
