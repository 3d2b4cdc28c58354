import type { AuditAction } from '@flexplan/domain/audit/audit-api';
import {
  isMaintenanceConfirmed,
  type CompanyMaintenanceInput,
  type CompanySettings,
  type CompanySettingsValues,
} from '@flexplan/domain/company/company-settings-api';
import type { AdminActor } from '../../http/admin-actor';
import { InputError, NotFoundError } from '../../http/http-errors';
import type { ServiceDeps } from '../../service-deps';
import { recordAudit } from '../audit/audit.service';
import { storeUpload } from '../storage/storage.service';
import { changedColumns, columnsOf, settingsOf } from './company-settings-row';
import { findCompany, lockCompany, updateCompany, type CompanySettingsChange } from './company-settings.repository';

type Deps = Pick<ServiceDeps, 'db'>;

// The public company (GET /api/companies/by-subdomain, and index.html's inlined copy) is read from
// this same row on every request, with no cache in between: a change shows on the next request.

/** GET /api/admin/company/settings: the company acted on. */
export async function getCompanySettings({ db }: Deps, actor: AdminActor): Promise<CompanySettings> {
  const row = await findCompany(db, actor.companyId);
  if (!row) throw new NotFoundError('company');
  return settingsOf(row);
}

/**
 * Writes a change to the company's row and its audit entry in one transaction; a change that
 * alters nothing writes no entry.
 */
async function changeCompany({ db }: Deps, actor: AdminActor, action: AuditAction, change: CompanySettingsChange): Promise<CompanySettings> {
  return db.transaction(async (tx) => {
    const before = await lockCompany(tx, actor.companyId);
    if (!before) throw new NotFoundError('company');
    const diff = changedColumns(before, change);
    if (Object.keys(diff.after).length === 0) return settingsOf(before);
    const after = await updateCompany(tx, actor.companyId, change);
    await recordAudit(tx, { companyId: actor.companyId, actor, action, table: 'companies', rowId: actor.companyId, employeeId: null, ...diff });
    return settingsOf(after);
  });
}

/** PUT /api/admin/company/settings: every setting at once (the domain schema validated it). */
export function updateCompanySettings(deps: Deps, actor: AdminActor, values: CompanySettingsValues): Promise<CompanySettings> {
  return changeCompany(deps, actor, 'company.settingsChanged', columnsOf(values));
}

/**
 * PUT /api/admin/company/maintenance: on only with the company's subdomain typed again, since it
 * closes the portal to everyone, the administrator included (plugins/auth.ts); a platform operator
 * reopens it from the platform's host.
 */
export async function setMaintenance(deps: Deps, actor: AdminActor, input: CompanyMaintenanceInput): Promise<CompanySettings> {
  const company = await findCompany(deps.db, actor.companyId);
  if (!company) throw new NotFoundError('company');
  if (!isMaintenanceConfirmed(input, company.slug)) throw new InputError({ confirmSlug: 'validation.invalid' });
  return changeCompany(deps, actor, 'company.maintenanceChanged', { maintenance: input.maintenance });
}

export type CompanyImageKind = 'logo' | 'background';

/**
 * POST /api/admin/company/logo and /background: the storage feature checks the image by its
 * content and size (415, 413) and stores it under a new random name, owned by the company acted
 * on; the company then points at it. A new name is a new URL, so no browser keeps the old image.
 */
export async function replaceCompanyImage(
  deps: Pick<ServiceDeps, 'db' | 'storage' | 'config'>,
  actor: AdminActor,
  kind: CompanyImageKind,
  file: { data: Buffer; filename: string },
): Promise<{ url: string }> {
  const stored = await storeUpload(deps, { companyId: actor.companyId, id: actor.id }, 'images', file.data, file.filename);
  const settings = await changeCompany(deps, actor, kind === 'logo' ? 'company.logoChanged' : 'company.backgroundChanged', { [kind]: stored.name });
  return { url: settings[kind]! };
}
