import { DomainError, errorCodes } from '@flexplan/domain';
import type { EmployeeRecord } from '@flexplan/domain/employees/employee-record-schema';
import type { EmployeeDetail, EmployeeListQuery, EmployeeOptions, EmployeePage } from '@flexplan/domain/employees/employees-api';
import { validationMessages } from '@flexplan/domain/validation/messages';
import type { DbOrTx } from '../../db/client';
import { personalIdColumns } from '../../db/crypto/active-cipher';
import type { AdminActor } from '../../http/admin-actor';
import { FieldRuleError, InputError, NotFoundError } from '../../http/http-errors';
import type { ServiceDeps } from '../../service-deps';
import { recordAudit } from '../audit/audit.service';
import { unusablePasswordHash } from '../../security/password-hash';
import { employeeColumnsOf } from './employee-columns';
import {
  enableCompanyProducts,
  findCompanyEmployee,
  findTakenIdentity,
  insertEmployee,
  pageOfCompanyEmployees,
  listCompanyPlacements,
  placementsOfCompany,
  updateEmployee,
  type EmployeeRow,
} from './employees.repository';

// The import writes the same columns (features/employee-import).
export { employeeColumnsOf } from './employee-columns';

/** Another of the company's people has this e-mail or personal ID: a 409 naming the field(s). */
export class EmployeeNotUniqueError extends FieldRuleError {
  constructor(fields: ('email' | 'personalId')[]) {
    super(new DomainError(errorCodes.EMPLOYEE_NOT_UNIQUE, 'Otra persona de la empresa ya tiene este e-mail o documento de identidad'), fields);
  }
}

export type Deps = Pick<ServiceDeps, 'db'>;

// Who may call these (a company administrator, or a platform operator switched to the company) is
// the admin guard's to say (plugins/admin-guard.ts); the actor's companyId is the company acted on.

export const statusOf = (row: { deactivatedAt: Date | null }) => (row.deactivatedAt ? 'inactive' : 'active') as 'active' | 'inactive';

/** GET /api/admin/employees */
export async function listEmployees({ db }: Deps, { companyId }: AdminActor, query: EmployeeListQuery): Promise<EmployeePage> {
  const { rows, total } = await pageOfCompanyEmployees(db, companyId, query);
  const items = rows.map(({ deactivatedAt, ...row }) => ({ ...row, status: statusOf({ deactivatedAt }) }));
  return { items, total, page: query.page, pageSize: query.pageSize };
}

/** GET /api/admin/employees/options */
export function listEmployeeOptions({ db }: Deps, { companyId }: AdminActor): Promise<EmployeeOptions> {
  return listCompanyPlacements(db, companyId);
}

const detailOf = (row: EmployeeRow): EmployeeDetail => ({
  ...row,
  language: row.language as EmployeeDetail['language'],
  status: statusOf(row),
});

/** GET /api/admin/employees/{id}; 404 for anyone not of the company. */
export async function getEmployee({ db }: Deps, { companyId }: AdminActor, id: number): Promise<EmployeeDetail> {
  const row = await findCompanyEmployee(db, companyId, id);
  if (!row) throw new NotFoundError('user');
  return detailOf(row);
}

/**
 * The record as the audit log stores it: flat values (the company bag as text); the masker
 * hides the personal ID and keeps the account's last four characters.
 */
function auditFieldsOf(record: Omit<EmployeeDetail, 'id' | 'role' | 'status' | 'isPasswordDeprecated' | 'deactivatedAt' | 'createdAt' | 'updatedAt'>) {
  const { companyBag, ...rest } = record;
  return { ...rest, companyBag: companyBag ? JSON.stringify(companyBag) : null };
}
const recordFieldsOf = (record: EmployeeRecord) =>
  auditFieldsOf({
    ...record,
    language: record.language ?? null,
    collectiveId: record.collectiveId ?? null,
    officeId: record.officeId ?? null,
    legalEntityId: record.legalEntityId ?? null,
    variableSalary: record.variableSalary ?? null,
    flexibleBag: record.flexibleBag ?? null,
    topBag: record.topBag ?? null,
    companyBag: record.companyBag ?? null,
    userBag: record.userBag ?? null,
    BAN: record.BAN ?? null,
  });
function rowFieldsOf(row: EmployeeRow) {
  const { id: _id, role: _role, isPasswordDeprecated: _d, deactivatedAt: _a, createdAt: _c, updatedAt: _u, ...record } = row;
  return auditFieldsOf({ ...record, language: record.language as EmployeeDetail['language'] });
}
/** Only the fields that changed, before and after. */
function changedFields(before: Record<string, unknown>, after: Record<string, unknown>) {
  const keys = Object.keys(after).filter((key) => before[key] !== after[key]);
  return { before: Object.fromEntries(keys.map((k) => [k, before[k]])), after: Object.fromEntries(keys.map((k) => [k, after[k]])) } as {
    before: Record<string, string | number | boolean | null>;
    after: Record<string, string | number | boolean | null>;
  };
}

/** 400 on each placement id that is not one of the company's; 409 on an e-mail or ID another person has. */
async function checkRecord(db: DbOrTx, companyId: number, record: EmployeeRecord, exceptId: number | null) {
  const placements = await placementsOfCompany(db, companyId, {
    collectiveId: record.collectiveId ?? null,
    officeId: record.officeId ?? null,
    legalEntityId: record.legalEntityId ?? null,
  });
  const unknown = Object.entries(placements).filter(([, ok]) => !ok);
  if (unknown.length > 0) throw new InputError(Object.fromEntries(unknown.map(([field]) => [field, validationMessages.invalid])));
  const { personalIdBlindIndex } = personalIdColumns(companyId, record.personalId);
  const taken = await findTakenIdentity(db, companyId, record.email, personalIdBlindIndex!, exceptId);
  const fields = (['email', 'personalId'] as const).filter((field) => taken[field]);
  if (fields.length > 0) throw new EmployeeNotUniqueError(fields);
}

/** Two requests racing past the check meet the unique indexes: still a 409 naming the field. */
function uniqueViolationOf(error: unknown): EmployeeNotUniqueError | null {
  for (let e = error as { code?: string; constraint?: string; cause?: unknown } | undefined, depth = 0; e && depth < 4; depth += 1) {
    if (e.code === '23505') return new EmployeeNotUniqueError([String(e.constraint).includes('personal_id') ? 'personalId' : 'email']);
    e = e.cause as typeof e;
  }
  return null;
}

async function withUniqueMapping<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw uniqueViolationOf(error) ?? error;
  }
}

/**
 * POST /api/admin/employees: a new employee of the company. Until they set a password (the welcome
 * e-mail, features of their own) the hash is of a random secret nobody knows, so no password logs in.
 */
export function createEmployee({ db }: Deps, actor: AdminActor, record: EmployeeRecord): Promise<EmployeeDetail> {
  const { companyId } = actor;
  return withUniqueMapping(() =>
    db.transaction(async (tx) => {
      await checkRecord(tx, companyId, record, null);
      const id = await insertEmployee(tx, {
        companyId,
        role: 'employee',
        passwordHash: unusablePasswordHash(),
        ...employeeColumnsOf(companyId, record),
      });
      await enableCompanyProducts(tx, companyId, id);
      await recordAudit(tx, {
        companyId,
        actor,
        action: 'employee.created',
        table: 'users',
        rowId: id,
        employeeId: id,
        before: {},
        after: recordFieldsOf(record),
      });
      return detailOf((await findCompanyEmployee(tx, companyId, id))!);
    }),
  );
}

/** PUT /api/admin/employees/{id}: every HR field replaced; the audit entry names the ones that changed. */
export function replaceEmployee({ db }: Deps, actor: AdminActor, id: number, record: EmployeeRecord): Promise<EmployeeDetail> {
  const { companyId } = actor;
  return withUniqueMapping(() =>
    db.transaction(async (tx) => {
      const before = await findCompanyEmployee(tx, companyId, id, true);
      if (!before) throw new NotFoundError('user');
      await checkRecord(tx, companyId, record, id);
      await updateEmployee(tx, companyId, id, employeeColumnsOf(companyId, record));
      const change = changedFields(rowFieldsOf(before), recordFieldsOf(record));
      if (Object.keys(change.after).length > 0)
        await recordAudit(tx, { companyId, actor, action: 'employee.updated', table: 'users', rowId: id, employeeId: id, ...change });
      return detailOf((await findCompanyEmployee(tx, companyId, id))!);
    }),
  );
}
