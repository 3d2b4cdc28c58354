import { z } from 'zod';
import { contractStatuses } from './contract';
import { categoryAliases } from '../benefits/category';
import { localizedTextSchema } from '../i18n/localized-text-schema';

/** The statuses the company administrator reviews (spec part 1 §6): the cart is the employee's own. */
export const adminContractStatuses = ['pending', 'contracted', 'cancelled'] as const;

/** `GET /api/admin/contracts?status=`: pending review unless said. */
export const adminContractsQuerySchema = z.object({ status: z.enum(adminContractStatuses).default('pending') });

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
export const adminContractListSchema = z.array(adminContractSchema);
export type AdminContract = z.output<typeof adminContractSchema>;

/** What an approval or cancellation answers: the contract's new status. */
export const adminTransitionSchema = z
  .object({
    id: z.number().int(),
    status: z.enum(contractStatuses),
  })
  .meta({ id: 'AdminContractTransition' });
