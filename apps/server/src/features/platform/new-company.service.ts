import { DomainError, errorCodes } from '@flexplan/domain';
import type { CompanyMaintenance, CreatedCompany, NewCompany } from '@flexplan/domain/company/new-company-api';
import type { AdminActor } from '../../http/admin-actor';
import { FieldRuleError, NotFoundError } from '../../http/http-errors';
import type { ServiceDeps } from '../../service-deps';
import { recordAudit } from '../audit/audit.service';
import { unusablePasswordHash } from '../../security/password-hash';
import { sendWelcomeEmail } from '../welcome/welcome.service';
import { insertCompanyWithAdmin, isSlugTaken, updateMaintenance } from './new-company.repository';

const slugTaken = () => new FieldRuleError(new DomainError(errorCodes.COMPANY_SLUG_TAKEN, 'Ese subdominio ya es de otra empresa'), 'slug');

/** PostgreSQL's unique violation: a concurrent creation took the slug between the check and the insert. */
const isUniqueViolation = (err: unknown) =>
  (err as { code?: string; cause?: { code?: string } })?.code === '23505' || (err as { cause?: { code?: string } })?.cause?.code === '23505';

/**
 * POST /api/admin/platform/companies (issue 17 item 2): a client company, its default collective
 * (so people can be added at once) and its first administrator, who is sent the welcome e-mail;
 * audited in the new company. One transaction: a refused welcome leaves no company behind.
 * A subdomain already taken is a 409 on the `slug` field.
 */
export async function createCompany(deps: Pick<ServiceDeps, 'db' | 'mail' | 'config'>, actor: AdminActor, input: NewCompany): Promise<CreatedCompany> {
  if (await isSlugTaken(deps.db, input.slug)) throw slugTaken();
  const passwordHash = unusablePasswordHash();
  try {
    return await deps.db.transaction(async (tx) => {
      const company = await insertCompanyWithAdmin(tx, input, passwordHash);
      await recordAudit(tx, {
        companyId: company.id,
        actor,
        action: 'company.created',
        table: 'companies',
        rowId: company.id,
        employeeId: null,
        before: {},
        after: { slug: company.slug, name: company.name, languages: input.languages.join(','), adminId: company.adminId },
      });
      await sendWelcomeEmail({ ...deps, db: tx }, { companyId: company.id, userId: company.adminId, actor });
      return { id: company.id, slug: company.slug, name: company.name, adminId: company.adminId };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw slugTaken();
    throw err;
  }
}

/** PUT /api/admin/platform/companies/{id}/maintenance: closes or opens a client company's portal, audited in it; 404 for the platform's own. */
export async function setCompanyMaintenance(deps: Pick<ServiceDeps, 'db'>, actor: AdminActor, companyId: number, { maintenance }: CompanyMaintenance) {
  return deps.db.transaction(async (tx) => {
    const before = await updateMaintenance(tx, companyId, maintenance);
    if (before === undefined) throw new NotFoundError('company');
    if (before !== maintenance)
      await recordAudit(tx, {
        companyId,
        actor,
        action: 'company.maintenanceChanged',
        table: 'companies',
        rowId: companyId,
        employeeId: null,
        before: { maintenance: before },
        after: { maintenance },
      });
    return { maintenance };
  });
}
