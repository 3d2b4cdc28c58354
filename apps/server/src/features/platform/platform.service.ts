import type { PlatformCompanyList, PlatformSwitch } from '@flexplan/domain/company/platform-api';
import type { Db } from '../../db/client';
import type { AdminActor } from '../../http/admin-actor';
import { NotFoundError } from '../../http/http-errors';
import type { ServiceDeps } from '../../service-deps';
import { recordAudit } from '../audit/audit.service';
import { findActingCompanyId, findClientCompany, listClientCompanies, setActingCompany } from './platform.repository';

export { findActingCompanyId };

/** GET /api/admin/platform/companies: every client company with its counts, and the one the session acts on. */
export async function listCompanies({ db }: Pick<ServiceDeps, 'db'>, actor: AdminActor): Promise<PlatformCompanyList> {
  const [items, currentCompanyId] = await Promise.all([listClientCompanies(db), findActingCompanyId(db, actor.sessionId)]);
  return { items, currentCompanyId };
}

/**
 * POST /api/admin/platform/companies/{id}/switch: the operator's session acts on this company from
 * now on, as its administrator would. Every switch is audited in the company
 * switched to, in the same transaction; an unknown id, or the platform's own company, is a 404.
 */
export async function switchCompany({ db }: { db: Db }, actor: AdminActor, companyId: number): Promise<PlatformSwitch> {
  return db.transaction(async (tx) => {
    const company = await findClientCompany(tx, companyId);
    if (!company) throw new NotFoundError('company');
    const previous = await findActingCompanyId(tx, actor.sessionId);
    await setActingCompany(tx, actor.sessionId, company.id);
    await recordAudit(tx, {
      companyId: company.id,
      actor,
      action: 'company.switched',
      table: 'companies',
      rowId: company.id,
      employeeId: null,
      before: { actingCompanyId: previous },
      after: { actingCompanyId: company.id, sessionId: actor.sessionId },
    });
    return company;
  });
}
