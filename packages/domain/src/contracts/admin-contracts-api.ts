import { z } from 'zod';
import { contractStatuses } from './contract';
import { contractListStates } from './contract-list-state';
import { categoryAliases } from '../benefits/category';
import { localizedTextSchema } from '../i18n/localized-text-schema';

/**
 * `GET /api/admin/contracts?status=&page=&pageSize=`: pending review unless said, 50 a page. The
 * administrator's tabs are the states My contracts shows (contract-list-state.ts), so a contract
 * pending signature is never listed as contracted: `pendingSignature` is a contracted one the
 * employee has not accepted, `contracted` a signed one; the cart is the employee's own.
 */
export const adminContractsQuerySchema = z.object({
  status: z.enum(contractListStates).default('pending'),
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
    effectiveDate: z.string().nullable(),
    benefitName: localizedTextSchema,
    employee: z.string(),
    email: z.string().nullable(),
    updatedAt: z.date(),
  })
  .meta({ id: 'AdminContract' });
/** One page of the company's contracts in a status, oldest change first, and how many there are in all. */
export const adminContractPageSchema = z
  .object({
    items: z.array(adminContractSchema),
    total: z.number().int(),
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
