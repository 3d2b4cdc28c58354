import { z } from 'zod';
import { categoryAliases, type ProductLine } from '../benefits/category';
import { localizedTextSchema } from '../i18n/localized-text-schema';
import { contractStatuses } from './contract';
import { contractListLabels } from './status-text';

export const productLineSchema = z.enum(['Exent', 'Top'] as const satisfies readonly ProductLine[]);

/** One month of one beneficiary (docs/product/cart-and-contracts.md §3 Contract item): familyId null is the employee; cents. */
export const contractItemViewSchema = z
  .object({
    benefitId: z.number().int(),
    familyId: z.number().int().nullable(),
    month: z.number().int(),
    price: z.number().int(),
    contributedPrice: z.number().int(),
  })
  .meta({ id: 'ContractItem' });

/**
 * A cart item or contract as the API answers it (docs/product/cart-and-contracts.md §3 Contract; POST and PUT
 * /contracts, GET /profile `cart` and `contracts`): money in cents, months 1–12.
 */
export const contractViewSchema = z
  .object({
    id: z.number().int(),
    benefitId: z.number().int(),
    product: z.enum(categoryAliases),
    productCategory: z.enum(categoryAliases),
    PL: productLineSchema.nullable(),
    benefitName: localizedTextSchema.nullable(),
    year: z.number().int(),
    status: z.enum(contractStatuses),
    signed: z.boolean(),
    price: z.number().int(),
    finalPrice: z.number().int(),
    contributedPrice: z.number().int(),
    userBag: z.number().int(),
    details: z.record(z.string(), z.unknown()),
    additionalInfo: z.record(z.string(), z.unknown()).nullable(),
    disableDocumentation: z.boolean(),
    effectiveDate: z.string().nullable(),
    version: z.number().int(),
    replacesContractId: z.number().int().nullable().describe('A change of a contracted contract: the one it replaces once accepted.'),
    createdAt: z.date(),
    updatedAt: z.date(),
    items: z.array(contractItemViewSchema),
  })
  .meta({ id: 'Contract' });
export type ContractView = z.output<typeof contractViewSchema>;

/** A contract of GET /my-contracts: with its list label (docs/product/employee-portal.md §4), a translation key. */
export const myContractSchema = contractViewSchema
  .extend({
    label: z.enum(Object.values(contractListLabels)),
  })
  .meta({ id: 'MyContract' });
export const myContractListSchema = z.array(myContractSchema);
export type MyContract = z.output<typeof myContractSchema>;
