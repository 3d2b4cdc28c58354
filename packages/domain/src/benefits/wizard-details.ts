import type { z } from 'zod';
import { DomainError } from '../errors/domain-error';
import { errorCodes } from '../errors/error-codes';
import { validationMessages } from '../validation/messages';
import { taxYearFor, type TaxYears } from '../tax/tax-years';
import type { RentingInKindRules } from './renting-in-kind';

/**
 * A wizard's details, parsed with its schema (wizard-detail-schemas.ts). The first problem is
 * thrown as a VALIDATION DomainError naming the field (`details.death`) and its translation key
 * (`validation.integer`), with the bound when there is one; the server turns it into the
 * `fields` of a 400, the form already shows the same key. The categories' own rules (a death
 * capital under 35 000 €, a fee without VAT above the fee with VAT…) are not the schemas': the
 * quote functions refuse them with their codes (wizard-error-codes.ts).
 */
export function parseWizardDetails<S extends z.ZodType>(schema: S, details: unknown): z.output<S> {
  const result = schema.safeParse(details ?? {});
  if (result.success) return result.data;
  const [issue] = result.error.issues;
  const field = ['details', ...(issue?.path ?? []).map(String)].join('.');
  const message = issue?.message.startsWith('validation.') ? issue.message : validationMessages.invalid;
  const bounds: Record<string, number> = {};
  if (issue?.code === 'too_big') bounds['max'] = Number(issue.maximum);
  if (issue?.code === 'too_small') bounds['min'] = Number(issue.minimum);
  throw new DomainError(errorCodes.VALIDATION, 'Los datos enviados no son válidos', { field, message, ...bounds });
}

/** A VALIDATION error on one field of the details (the same shape as `parseWizardDetails`'s). */
export function detailsFieldError(path: string, message: string = validationMessages.invalid): DomainError {
  return new DomainError(errorCodes.VALIDATION, 'Los datos enviados no son válidos', { field: `details.${path}`, message });
}

/** The first day of a month of the plan year, ISO: a wizard contract's effective date. */
export function firstDayOf(year: number, month: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-01`;
}

/** The renting in-kind valuation rules for a plan year: those of the tax year `taxYearFor` picks among `years`. */
export function rentingInKindRulesFor(year: number, years: TaxYears): RentingInKindRules {
  return taxYearFor(year, years).rentingInKind;
}

/** The profile's private use as a whole percent 0–100 (docs/product/benefits-and-simulation.md §5 Renting, §9). */
export function privateUsePercent(value: number | null | undefined): number {
  return typeof value === 'number' && Number.isFinite(value) ? Math.min(100, Math.max(0, Math.round(value))) : 0;
}
