import { z } from 'zod';
import { contractStatuses } from './contract';
import { contractListStates } from './contract-list-state';
import { categoryAliases } from '../benefits/category';
import { localizedTextSchema } from '../i18n/localized-text-schema';
import { validationMessages as m } from '../validation/messages';
import { idParamSchema } from '../validation/id-schema';

/** A month of the plan as `YYYY-MM` (months 1–12). */
export const ADMIN_MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;

/**
 * `GET /api/admin/contracts?status=&category=&month=&collectiveId=&page=&pageSize=`: pending review
 * unless said, 50 a page; narrowed by the product's category, a month the contract runs (`YYYY-MM`:
 * docs/decisions/400-the-contracts-month-filter-is-a-month-the-contract-runs.md) and the collective
 * the contract was taken in. The
 * administrator's tabs are the states My contracts shows (contract-list-state.ts), so a contract
 * pending signature is never listed as contracted: `pendingSignature` is a contracted one the
 * employee has not accepted, `contracted` a signed one; the cart is the employee's own.
 */
export const adminContractsQuerySchema = z.object({
  status: z.enum(contractListStates).default('pending'),
  category: z.enum(categoryAliases, { message: m.invalid }).optional(),
  month: z.string({ message: m.month }).regex(ADMIN_MONTH_PATTERN, { message: m.month }).optional().describe('YYYY-MM: contracts with a month in it.'),
  collectiveId: idParamSchema.optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});

/** One row of GET /api/admin/contracts: the contract, its employee and benefit; money in cents. */
export const adminContractSchema = z
  .object({
    id: z.number().int(),
    status: z.enum(contractStatuses),
    signed: z.boolean().describe('Accepted by the employee through the e-mail link.'),
    year: z.number().int(),
    product: z.enum(categoryAliases),
    price: z.number().int(),
    collectiveId: z.number().int(),
    effectiveDate: z.string().nullable(),
    benefitName: localizedTextSchema,
    employee: z.string(),
    email: z.string().nullable(),
    updatedAt: z.date(),
  })
  .meta({ id: 'AdminContract' });
/** One page of the company's contracts in a status, oldest change first, how many there are in all and what they add up to. */
export const adminContractPageSchema = z
  .object({
    items: z.array(adminContractSchema),
    total: z.number().int(),
    totalPrice: z.number().int().describe("The sum of the matching contracts' prices, in cents."),
    monthPrice: z.number().int().nullable().describe('With `month`: what the matching contracts cost in that month, in cents.'),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .meta({ id: 'AdminContractPage' });
export type AdminContract = z.output<typeof adminContractSchema>;
export type AdminContractPage = z.output<typeof adminContractPageSchema>;

/** What an approval or cancellation answers: the contract's new status. */
export const adminTransitionSchema = z
  .object({
    id: z.number().int(),
    status: z.enum(contractStatuses),
  })
  .meta({ id: 'AdminContractTransition' });
