import { copyTaxYearToNext } from '@flexplan/domain/tax/copy-tax-year';
import type { TaxYear } from '@flexplan/domain/tax/tax-year';
import { taxYearChanges } from '@flexplan/domain/tax/tax-year-changes';
import { taxRulesFor, taxYears, type TaxYears } from '@flexplan/domain/tax/tax-years';
import type { TaxRulesView, TaxYearList } from '@flexplan/domain/tax/tax-years-api';
import { DomainError, errorCodes, validationMessages } from '@flexplan/domain';
import type { DbOrTx } from '../../db/client';
import type { AdminActor } from '../../http/admin-actor';
import { InputError, NotFoundError } from '../../http/http-errors';
import type { ServiceDeps } from '../../service-deps';
import { recordAudit } from '../audit/audit.service';
import { deleteTaxYearRow, insertTaxYearRow, listTaxYearDates, listTaxYears, lockTaxYear, updateTaxYearRow } from './tax.repository';

/**
 * Every year's own tax parameters, as the database holds them now: what the payslip, the
 * optimiser, the contract and the cart compute with (docs/decisions/432-tax-years-read-from-the-rows.md).
 * Read per request, never kept: another process's edit is seen at once.
 */
export function loadTaxYears({ db }: { db: DbOrTx }): Promise<TaxYears> {
  return listTaxYears(db);
}

/** The rules of `year` among the rows; 404 for a year before every one of them. */
function rulesOf(years: TaxYears, year: number): TaxRulesView {
  const rules = taxRulesFor(year, years);
  if (!rules) throw new NotFoundError('tax');
  return rules;
}

/** GET /api/profile/tax-rules: the parameters a plan year is computed with; without a year, the business clock's. */
export async function getTaxRules({ db, clock }: Pick<ServiceDeps, 'db' | 'clock'>, year?: number): Promise<TaxRulesView> {
  return rulesOf(await listTaxYears(db), year ?? clock.planYear());
}

/**
 * GET /api/admin/platform/tax-years: the years with their own parameters, and the plan year and
 * the next when they have none, each saying whose parameters it uses.
 */
export async function listTaxYearOverview({ db, clock }: Pick<ServiceDeps, 'db' | 'clock'>): Promise<TaxYearList> {
  const [years, dates] = await Promise.all([listTaxYears(db), listTaxYearDates(db)]);
  const updated = new Map(dates.map((d) => [d.year, d.updatedAt]));
  const shown = [...new Set([...updated.keys(), clock.planYear(), clock.planYear() + 1])].sort((a, b) => a - b);
  return {
    items: shown.map((year) => ({
      year,
      rulesYear: taxRulesFor(year, years)?.rulesYear ?? null,
      hasOwnParameters: updated.has(year),
      updatedAt: updated.get(year) ?? null,
    })),
  };
}

/** GET /api/admin/platform/tax-years/{year}: the year's parameters, or the earlier year's it uses. */
export async function getTaxYearRules({ db }: Pick<ServiceDeps, 'db'>, year: number): Promise<TaxRulesView> {
  return rulesOf(await listTaxYears(db), year);
}

/**
 * The operator acts on national data, not on a company: their changes are audited in the
 * platform's own company (the one their user belongs to), whichever company the session switched to.
 */
export interface PlatformActor extends AdminActor {
  /** The platform company of the operator's own user. */
  platformCompanyId: number;
}

const auditOf = (actor: PlatformActor) => ({ companyId: actor.platformCompanyId, actor, table: 'tax_year_parameters' as const, employeeId: null });

/**
 * PUT /api/admin/platform/tax-years/{year}: replaces the year's own parameters, audited with every
 * figure that changed. A year without its own is a 404 (copy one onto it first); the body's year
 * must be the path's.
 */
export async function updateTaxYear({ db }: Pick<ServiceDeps, 'db'>, actor: PlatformActor, year: number, parameters: TaxYear): Promise<TaxRulesView> {
  if (parameters.year !== year) throw new InputError({ year: validationMessages.invalid });
  return db.transaction(async (tx) => {
    const before = await lockTaxYear(tx, year);
    if (!before) throw new NotFoundError('tax');
    const changes = taxYearChanges(before, parameters);
    if (Object.keys(changes.after).length > 0) {
      await updateTaxYearRow(tx, parameters);
      await recordAudit(tx, { ...auditOf(actor), action: 'taxYear.updated', rowId: year, ...changes });
    }
    return { year, rulesYear: year, isProvisional: false, taxYear: parameters };
  });
}

/**
 * POST /api/admin/platform/tax-years/{year}/copy: the next year starts as a copy of this one's own
 * parameters (docs/decisions/431-copy-a-tax-year-to-the-next.md). 409 when the next year has its
 * own already: a copy never overwrites a year.
 */
export async function copyTaxYear({ db }: Pick<ServiceDeps, 'db'>, actor: PlatformActor, year: number): Promise<TaxRulesView> {
  return db.transaction(async (tx) => {
    const source = await lockTaxYear(tx, year);
    if (!source) throw new NotFoundError('tax');
    const next = copyTaxYearToNext(source);
    if (!next) throw new InputError({ year: validationMessages.max });
    if (!(await insertTaxYearRow(tx, next))) throw new DomainError(errorCodes.CONFLICT, `El año ${next.year} ya tiene sus parámetros`, { year: next.year });
    await recordAudit(tx, { ...auditOf(actor), action: 'taxYear.copied', rowId: next.year, before: {}, after: { copiedFrom: year, year: next.year } });
    return { year: next.year, rulesYear: next.year, isProvisional: false, taxYear: next };
  });
}

/**
 * The browser suite's clean-up (features/e2e, never in production): takes a year's own row away
 * again, so a scenario that copied a year leaves the national data as the other scenarios expect.
 * The seeded years are not removable this way.
 */
export async function removeCopiedTaxYear({ db }: Pick<ServiceDeps, 'db'>, year: number): Promise<void> {
  if (year in taxYears) throw new InputError({ year: validationMessages.invalid });
  await deleteTaxYearRow(db, year);
}
