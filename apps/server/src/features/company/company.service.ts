import type { PublicCompany } from '@flexplan/domain/company/company-api';
import type { CompanyRow } from '../../http/request-company';
import type { ServiceDeps } from '../../service-deps';
import { companySlugFromHost } from './company-host';
import { findCompanyBySlug } from './company.repository';
import { toPublicCompany } from './public-company';

/** The session lookup (features/auth) reads the id and revision; the row is the one this process keeps. */
export { companyAtRevision } from './company.repository';

/** The subdomain a Host header names (company-host.ts), or null for a host outside BASE_DOMAIN. */
export function companySlugOfHost({ config }: Pick<ServiceDeps, 'config'>, host: string | undefined): string | null {
  return companySlugFromHost(host, config.BASE_DOMAIN, config.DEFAULT_COMPANY);
}

/** GET /api/companies/by-subdomain: the Host's company as anyone may read it. */
export function getPublicCompany({ config }: Pick<ServiceDeps, 'config'>, company: CompanyRow): PublicCompany {
  return toPublicCompany(company, config.LANGUAGE_FEATURE);
}

/** The company a Host header names (company-host.ts), or null: how a request outside /api finds its company. */
export async function findCompanyOfHost({ db, config }: Pick<ServiceDeps, 'db' | 'config'>, host: string | undefined): Promise<CompanyRow | null> {
  return (await findCompanyBySlug(db, companySlugOfHost({ config }, host))) ?? null;
}

/** The Host's company as GET /api/companies/by-subdomain answers it, or null: what index.html inlines (plugins/index-page.ts). */
export async function findPublicCompanyOfHost(deps: Pick<ServiceDeps, 'db' | 'config'>, host: string | undefined): Promise<PublicCompany | null> {
  const company = await findCompanyOfHost(deps, host);
  return company ? getPublicCompany(deps, company) : null;
}
