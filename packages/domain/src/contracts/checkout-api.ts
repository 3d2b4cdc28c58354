import { z } from 'zod';
import { fileResponse } from '../api/file-response';
import { categoryAliases } from '../benefits/category';
import { localizedTextSchema } from '../i18n/localized-text-schema';
import { idSchema } from '../validation/id-schema';
import { validationMessages } from '../validation/messages';
import { contractStatuses } from './contract';

/** `POST /api/contracts/purchase`: the cart items to sign, at most 50. */
export const purchaseBodySchema = z.object({
  ids: z.array(idSchema, { message: validationMessages.required }).min(1, { message: validationMessages.required }).max(50),
});

/** The acceptance link's token: the body of `POST /api/contracts/accept(/preview)`, the query of `GET /api/contracts/accept/pdf`. */
export const acceptanceTokenSchema = z.object({ token: z.string().min(20).max(200) });

/** A cart item the server's re-check refused at signing: it stays in the cart (docs/product/cart-and-contracts.md §8). */
export const refusedContractSchema = z
  .object({
    id: z.number().int(),
    product: z.string().describe('The category alias.'),
    code: z.string().describe('Why: CONTRACT_NOT_EDITABLE, NOT_ALLOWED_TO_HIRE, EXPIRED, PRICE_EXCEEDS_AVAILABLE.'),
  })
  .meta({ id: 'RefusedContract' });

/** `POST /api/contracts/purchase` (docs/product/cart-and-contracts.md §4): the signed contracts, now pending, and the refused ones. */
export const purchaseResultSchema = z
  .object({
    purchaseId: z.number().int(),
    contracts: z.array(z.number().int()),
    refused: z.array(refusedContractSchema),
  })
  .meta({ id: 'PurchaseResult' });
export type PurchaseResult = z.output<typeof purchaseResultSchema>;

export const acceptedContractSchema = z
  .object({
    id: z.number().int(),
    product: z.enum(categoryAliases),
    status: z.enum(['pending', 'contracted', 'cancelled']),
    effectiveDate: z.string().nullable(),
    droppedMonths: z.array(z.number().int()).describe('Months lost because the acceptance came after the cut-off.'),
  })
  .meta({ id: 'AcceptedContract' });
export type AcceptedContract = z.output<typeof acceptedContractSchema>;

/** `POST /api/contracts/accept`: what became of each contract; a repeated press changes nothing and says so. */
export const acceptResultSchema = z
  .object({
    contracts: z.array(acceptedContractSchema),
    alreadyAccepted: z.boolean().describe('The link had been accepted before: nothing changed this time.'),
  })
  .meta({ id: 'AcceptResult' });
export type AcceptResult = z.output<typeof acceptResultSchema>;

export const previewedContractSchema = z
  .object({
    id: z.number().int(),
    product: z.enum(categoryAliases),
    name: localizedTextSchema.describe("The benefit's name."),
    status: z.enum(contractStatuses),
    effectiveDate: z.string().nullable(),
    months: z.array(z.number().int()),
    price: z.number().int(),
    contributedPrice: z.number().int(),
    finalPrice: z.number().int(),
  })
  .meta({ id: 'PreviewedContract' });

/**
 * `POST /api/contracts/accept/preview`: what a link would accept, read only. `open`: it can be
 * accepted; `accepted`: it was (the contracts show what became of them); `expired`.
 */
export const acceptancePreviewSchema = z
  .object({
    state: z.enum(['open', 'accepted', 'expired']),
    expiresAt: z.date(),
    contracts: z.array(previewedContractSchema),
  })
  .meta({ id: 'AcceptancePreview' });
export type AcceptancePreview = z.output<typeof acceptancePreviewSchema>;

/** A contract PDF answered as a download (`GET /api/contracts/accept/pdf`, `GET /api/my-contracts/{id}/pdf`). */
export const contractPdfResponse = fileResponse('The contract as a PDF attachment.', ['application/pdf']);
