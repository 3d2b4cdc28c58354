import { z } from 'zod';
import { employeeRecordShape } from '../employees/employee-record-schema';
import { supportedLanguages } from '../i18n/languages';
import { validationMessages as v } from '../validation/messages';
import { companySlugSchema } from './company-slug';

/** The first administrator of a new company: who gets the welcome e-mail. */
export const firstAdminSchema = z.object({
  email: employeeRecordShape.email,
  firstName: employeeRecordShape.firstName,
  lastName1: employeeRecordShape.lastName1,
  lastName2: employeeRecordShape.lastName2,
  personalId: employeeRecordShape.personalId,
});

/** `POST /api/admin/platform/companies`: a new client company and its first administrator. */
export const newCompanySchema = z
  .object({
    name: z.string({ message: v.required }).trim().min(1, { message: v.required }).max(120, { message: v.max }),
    slug: companySlugSchema,
    languages: z
      .array(z.enum(supportedLanguages, { message: v.invalid }), { message: v.required })
      .min(1, { message: v.required })
      .max(supportedLanguages.length, { message: v.max })
      .refine((list) => new Set(list).size === list.length, { message: v.duplicate })
      .describe('The first is the company’s default, for e-mails to people who chose none.'),
    admin: firstAdminSchema,
  })
  .meta({ id: 'NewCompany' });
export type NewCompanyInput = z.input<typeof newCompanySchema>;
export type NewCompany = z.output<typeof newCompanySchema>;

/** The company made, and its first administrator (who has been sent the welcome e-mail). */
export const createdCompanySchema = z
  .object({ id: z.number().int(), slug: z.string(), name: z.string(), adminId: z.number().int() })
  .meta({ id: 'CreatedCompany' });
export type CreatedCompany = z.output<typeof createdCompanySchema>;

/** `PUT /api/admin/platform/companies/{id}/maintenance`: closes the company's portal to everyone, or opens it again. */
export const companyMaintenanceSchema = z.object({ maintenance: z.boolean({ message: v.invalid }) }).meta({ id: 'CompanyMaintenance' });
export type CompanyMaintenance = z.output<typeof companyMaintenanceSchema>;
