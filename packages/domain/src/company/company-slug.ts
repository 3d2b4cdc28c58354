import { z } from 'zod';
import { validationMessages as v } from '../validation/messages';
import { PLATFORM_COMPANY_SLUG } from './platform-api';

/**
 * Subdomains no client company may take (issue 17 item 2): the platform's own company, and the
 * names a host of the service, or a person reading an address, would take for something else.
 */
export const RESERVED_COMPANY_SLUGS: readonly string[] = [PLATFORM_COMPANY_SLUG, 'www', 'api', 'admin', 'mail', 'app', 'static', 'assets', 'smtp', 'ftp'];

/** Keys of the slug's own messages, translated by the web app. */
export const companySlugMessages = { format: 'platform.validation.slugFormat', reserved: 'platform.validation.slugReserved' } as const;

/**
 * A company's subdomain (its host is `<slug>.<BASE_DOMAIN>`, features/company/company-host.ts):
 * 3–40 lowercase letters, digits and hyphens, a letter or digit at each end (a DNS label's rule), not reserved.
 */
export const companySlugSchema = z
  .string({ message: v.required })
  .trim()
  .regex(/^[a-z0-9](?:[a-z0-9-]{1,38}[a-z0-9])$/, { message: companySlugMessages.format })
  .refine((slug) => !RESERVED_COMPANY_SLUGS.includes(slug), { message: companySlugMessages.reserved });
