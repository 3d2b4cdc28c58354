import type { HostSession } from '../../http/host-session';
import { hashToken } from '../../security/opaque-token';
import type { ServiceDeps } from '../../service-deps';
import { companySlugOfHost } from '../company/company.service';
import { findCompanyWithSession } from './company-session.repository';

/**
 * The Host's company with the token's live session of it (plugins/company.ts asks on every
 * authenticated request); null when the host names no company. Only the token's hash is looked up.
 */
export async function findHostSession(
  { db, config }: Pick<ServiceDeps, 'db' | 'config'>,
  host: string | undefined,
  token: string,
): Promise<HostSession | null> {
  const slug = companySlugOfHost({ config }, host);
  if (slug === null) return null;
  return (await findCompanyWithSession(db, slug, hashToken(token))) ?? null;
}
