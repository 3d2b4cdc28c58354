import { z } from 'zod';
import { validationMessages as v } from '../validation/messages';
import { PLATFORM_COMPANY_SLUG } from './platform-api';

/**
 * Subdomains no client company may take: the platform's own company, and the
 * names a host of the service, or a person reading an address, would take for something else.
 */
export const RESERVED_COMPANY_SLUGS: readonly string[] = [PLATFORM_COMPANY_SLUG, 'www', 'api', 'admin', 'mail', 'app', 'static', 'assets', 'smtp', 'ftp'];

/** Keys of the slug's own messages, translated by the web app. */
export const companySlugMessages = { format: 'platform.validation.slugFormat', reserved: 'platform.validation.slugReserved' } as const;

const SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]{1,38}[a-z0-9])$/;

/**
 * A company's subdomain (its host is `<slug>.<BASE_DOMAIN>`, features/company/company-host.ts):
 * 3–40 lowercase letters, digits and hyphens, a letter or digit at each end (a DNS label's rule), not reserved.
 * Trimmed and lower-cased first, as a host name is read whatever its case: "Acme" is acme
 * (docs/decisions/046-subdomain-normalised-and-suggested.md).
 */
export const companySlugSchema = z
  .string({ message: v.required })
  .trim()
  .toLowerCase()
  .regex(SLUG_PATTERN, { message: companySlugMessages.format })
  .refine((slug) => !RESERVED_COMPANY_SLUGS.includes(slug), { message: companySlugMessages.reserved });

/** What a person types in the subdomain field, as it will be kept: no spaces around it, lower case. */
export function normaliseCompanySlug(typed: string): string {
  return typed.trim().toLowerCase();
}

/**
 * A subdomain from the company's name, offered while the field is empty: no accents, lower case,
 * a hyphen for each run of anything else, at most 40 characters; empty when the name gives no
 * valid, free-to-take label ("X", "Www").
 */
export function suggestCompanySlug(name: string): string {
  const slug = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 40)
    .replace(/^-+|-+$/g, '');
  return SLUG_PATTERN.test(slug) && !RESERVED_COMPANY_SLUGS.includes(slug) ? slug : '';
}
