import { z } from 'zod';
import { supportedLanguages } from '../i18n/languages';
import { companyBagSchema, userRoles } from '../profile/profile-api';
import { idParamSchema } from '../validation/id-schema';
import { validationMessages as m } from '../validation/messages';

/** How the administrator's employee list sorts; each has its index (migration 0011). */
export const employeeSorts = ['name', 'email', 'employeeNumber', 'createdAt'] as const;
export type EmployeeSort = (typeof employeeSorts)[number];
export const employeeStatuses = ['active', 'inactive'] as const;
export type EmployeeStatus = (typeof employeeStatuses)[number];

/** The most rows one page of the list holds. */
export const EMPLOYEE_PAGE_SIZE_MAX = 200;

/**
 * `GET /api/admin/employees`: a page of the company's people. Each word of `q` must be found in a
 * name, the e-mail or the employee number, accents and case aside, or be the whole personal ID
 * (users/search-words.ts).
 */
export const employeeListQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(120, { message: m.max })
    .optional()
    .describe('Words, each found in a name, the e-mail or the employee number (accents and case aside) or the whole personal ID.'),
  collectiveId: idParamSchema.optional(),
  officeId: idParamSchema.optional(),
  legalEntityId: idParamSchema.optional(),
  status: z.enum(employeeStatuses, { message: m.invalid }).optional(),
  sort: z.enum(employeeSorts, { message: m.invalid }).default('name'),
  order: z.enum(['asc', 'desc'], { message: m.invalid }).default('asc'),
  page: z.coerce.number({ message: m.integer }).int({ message: m.integer }).min(1, { message: m.min }).max(1_000_000, { message: m.max }).default(1),
  pageSize: z.coerce
    .number({ message: m.integer })
    .int({ message: m.integer })
    .min(1, { message: m.min })
    .max(EMPLOYEE_PAGE_SIZE_MAX, { message: m.max })
    .default(50),
});
export type EmployeeListQuery = z.output<typeof employeeListQuerySchema>;

/** One row of the list. */
export const employeeListItemSchema = z
  .object({
    id: z.number().int(),
    firstName: z.string(),
    lastName1: z.string(),
    lastName2: z.string().nullable(),
    email: z.string().nullable(),
    employeeNumber: z.string().nullable(),
    collectiveId: z.number().int().nullable(),
    officeId: z.number().int().nullable(),
    legalEntityId: z.number().int().nullable(),
    role: z.enum(userRoles),
    status: z.enum(employeeStatuses),
    isPasswordDeprecated: z.boolean(),
    createdAt: z.date(),
  })
  .meta({ id: 'EmployeeListItem' });
export type EmployeeListItem = z.output<typeof employeeListItemSchema>;

export const employeePageSchema = z
  .object({
    items: z.array(employeeListItemSchema),
    total: z.number().int().describe('How many people match the filters in all.'),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .meta({ id: 'EmployeePage' });
export type EmployeePage = z.output<typeof employeePageSchema>;

const nullableText = z.string().nullable();
const nullableCents = z.number().int().nullable();

/** `GET /api/admin/employees/{id}`: every HR field of the record (employee-record-schema.ts), its status and role. */
export const employeeDetailSchema = z
  .object({
    id: z.number().int(),
    email: nullableText,
    firstName: z.string(),
    lastName1: z.string(),
    lastName2: nullableText,
    personalId: nullableText,
    language: z.enum(supportedLanguages).nullable(),
    employeeNumber: nullableText,
    costCenter: nullableText,
    collectiveId: z.number().int().nullable(),
    officeId: z.number().int().nullable(),
    legalEntityId: z.number().int().nullable(),
    fixedSalary: nullableCents,
    variableSalary: nullableCents,
    paymentCount: z.number().int(),
    flexibleBag: nullableCents,
    topBag: nullableCents,
    companyBag: companyBagSchema.nullable(),
    userBag: nullableCents,
    userBagProrate: z.boolean(),
    userBagRestricted: z.boolean(),
    privateUse: z.number().int(),
    BAN: nullableText,
    role: z.enum(userRoles),
    status: z.enum(employeeStatuses),
    isPasswordDeprecated: z.boolean(),
    deactivatedAt: z.date().nullable(),
    createdAt: z.date(),
    updatedAt: z.date(),
  })
  .meta({ id: 'EmployeeDetail' });
export type EmployeeDetail = z.output<typeof employeeDetailSchema>;

const namedOptionSchema = z.object({ id: z.number().int(), name: z.string() });
/** `GET /api/admin/employees/options`: the company's collectives, offices and legal entities, for the form and the filters. */
export const employeeOptionsSchema = z
  .object({ collectives: z.array(namedOptionSchema), offices: z.array(namedOptionSchema), legalEntities: z.array(namedOptionSchema) })
  .meta({ id: 'EmployeeOptions' });
export type EmployeeOptions = z.output<typeof employeeOptionsSchema>;

/** What deactivate, reactivate and deprecate-password answer: the person's account state. */
export const employeeAccountStateSchema = z
  .object({ id: z.number().int(), status: z.enum(employeeStatuses), isPasswordDeprecated: z.boolean() })
  .meta({ id: 'EmployeeAccountState' });
export type EmployeeAccountState = z.output<typeof employeeAccountStateSchema>;
