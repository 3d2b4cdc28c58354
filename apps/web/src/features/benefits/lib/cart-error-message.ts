import { DomainError, formatMoney } from '@flexplan/domain';
import type { TFunction } from 'i18next';
import { isApiError } from '../../../shared/api/api-error';
import { i18n } from '../../../shared/i18n/i18n';

/** Fields whose bounds are money (cents); any other bound is a count. */
const moneyField = /price|amount|voucher/i;

/** The server's and the domain's field paths, as the person knows them. */
function fieldLabel(field: string, t: TFunction): string {
  if (/^(items\.\d+\.)?price$/.test(field)) return t('benefits.fields.price');
  if (/ticketCount$/.test(field)) return t('benefits.fields.ticketCount');
  if (/vouchers/.test(field)) return t('benefits.fields.vouchers');
  return field;
}

/** How a bound is shown: the field's label, and whether the bound is money (cents). */
export interface BoundFormat {
  label?: string;
  isMoney?: boolean;
}

/** Params of a refusal made readable: the field named, bounds as money or counts. */
export function readableParams(params: Record<string, string | number>, t: TFunction, language: string, format: BoundFormat = {}) {
  const field = String(params.field ?? '');
  const isMoney = format.isMoney ?? moneyField.test(field);
  const bound = (value: string | number | undefined) =>
    typeof value === 'number' ? (isMoney ? formatMoney(value, language) : value.toLocaleString(language)) : value;
  return {
    ...params,
    field: t('benefits.fieldQuoted', { label: format.label ?? fieldLabel(field, t) }),
    max: bound(params.max),
    min: bound(params.min),
  };
}

/**
 * The message of a refused cart change, from the domain (checked in the browser first) or the
 * server: `errors.<code>` with its bounds, else the server's own message, else the generic one.
 */
export function cartErrorMessage(error: unknown, t: TFunction, language: string): string {
  if (error instanceof DomainError || isApiError(error)) {
    const key = `errors.${error.code}`;
    if (error.code && i18n.exists(key)) return t(key, readableParams(error.params, t, language));
    if (error.message) return error.message;
  }
  return t('errors.generic');
}
