import { z } from 'zod';

/**
 * The browser suite's test API (POST /api/e2e/companies, only with E2E_TEST_API on): a company of
 * one scenario's own, branded as acme, with an administrator and an employee, so a scenario that
 * changes a company's settings (its colours, its logo) changes no company another scenario reads.
 */
export const freshCompanySchema = z
  .object({
    company: z.string().describe('The new company’s subdomain.'),
    adminEmail: z.string(),
    employeeEmail: z.string(),
    password: z.string(),
  })
  .meta({ id: 'E2eFreshCompany' });

export type FreshCompany = z.output<typeof freshCompanySchema>;
