import { z } from 'zod';

/**
 * The platform company: where the platform operators' own user rows live. Its
 * subdomain is reserved: no client company may take it. An operator logs in on any company's host
 * with the same e-mail and password, and acts on a company only after switching to it.
 */
export const PLATFORM_COMPANY_SLUG = 'flexplan';

/** One company as the platform operator lists it. */
export const platformCompanySchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    maintenance: z.boolean(),
    employeeCount: z.number().int(),
    contractCount: z.number().int().describe('Contracts pending review or contracted, every year.'),
  })
  .meta({ id: 'PlatformCompany' });
export type PlatformCompany = z.output<typeof platformCompanySchema>;

/** `GET /api/admin/platform/companies`: every client company, by name, and the one this session switched to. */
export const platformCompanyListSchema = z
  .object({
    items: z.array(platformCompanySchema),
    currentCompanyId: z.number().int().nullable().describe('The company this session switched to; null before the first switch.'),
  })
  .meta({ id: 'PlatformCompanyList' });
export type PlatformCompanyList = z.output<typeof platformCompanyListSchema>;

/** `POST /api/admin/platform/companies/{id}/switch`: the company the session now acts on. */
export const platformSwitchSchema = z.object({ id: z.number().int(), slug: z.string(), name: z.string() }).meta({ id: 'PlatformSwitch' });
export type PlatformSwitch = z.output<typeof platformSwitchSchema>;
