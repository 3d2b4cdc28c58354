import { z } from 'zod';
import { categoryAliases } from '../benefits/category';
import { productLineSchema } from '../contracts/contracts-api';
import { localizedTextSchema } from '../i18n/localized-text-schema';
import { idSchema } from '../validation/id-schema';
import { validationMessages as m } from '../validation/messages';

/** A company has one product per category, so a list of them is short; the bound keeps a body small. */
export const MAX_COMPANY_PRODUCTS = 100;

/**
 * One product of the company as the administrator switches it for one employee (docs/product/employee-portal.md §6,
 * docs/decisions/351-product-activation-per-employee-the-administrator.md): `isEnabled`, the company lets them hire it;
 * `isActiveForEmployee`, the employee's own switch on their profile, which only an enabled product has.
 */
export const employeeProductSchema = z
  .object({
    id: z.number().int(),
    alias: z.enum(categoryAliases),
    line: productLineSchema,
    name: localizedTextSchema,
    isEnabled: z.boolean(),
    isActiveForEmployee: z.boolean(),
  })
  .meta({ id: 'EmployeeProduct' });
export type EmployeeProduct = z.output<typeof employeeProductSchema>;

/** `GET` and `PUT /api/admin/employees/{id}/products`: every product of the company, in catalogue order. */
export const employeeProductsSchema = z.object({ items: z.array(employeeProductSchema) }).meta({ id: 'EmployeeProducts' });
export type EmployeeProducts = z.output<typeof employeeProductsSchema>;

/**
 * `PUT /api/admin/employees/{id}/products`: the products the employee may hire, all of them at once.
 * A product left out is taken away (the catalogue stops offering it; what they hired stays); one
 * added is offered, switched on.
 */
export const employeeProductsInputSchema = z
  .object({
    productIds: z
      .array(idSchema, { message: m.required })
      .max(MAX_COMPANY_PRODUCTS, { message: m.max })
      .refine((ids) => new Set(ids).size === ids.length, { message: m.duplicate }),
  })
  .strict()
  .meta({ id: 'EmployeeProductsBody' });
export type EmployeeProductsInput = z.output<typeof employeeProductsInputSchema>;
