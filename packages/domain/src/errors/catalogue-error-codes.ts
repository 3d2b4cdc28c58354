import type { CatalogueErrorCode } from './catalogue-error-names';
import { DomainError } from './domain-error';

export { catalogueErrorCodes, type CatalogueErrorCode } from './catalogue-error-names';

/** Spanish fallback messages; `{name}` is replaced by `params.name`. */
export const catalogueErrorMessages: Readonly<Record<CatalogueErrorCode, string>> = {
  PRICE_EXCEEDS_AVAILABLE: 'El precio ha excedido la cantidad disponible',
  ZERO_PRICE: 'El precio no puede ser 0',
  MIN_AMOUNT_NOT_REACHED: 'No se ha alcanzado el importe mínimo mensual del beneficio',
  IN_KIND_OVER_30_PERCENT: 'La retribución en especie no puede superar el 30 % del salario',
  BELOW_MINIMUM_WAGE: 'El salario en efectivo no puede quedar por debajo del salario mínimo interprofesional',
  MONTH_NOT_AVAILABLE: 'El mes {month} no está disponible para este beneficio',
  WHOLE_YEAR_REQUIRED: 'Este beneficio se contrata para todos los meses disponibles del año',
  DUPLICATE_ITEM_MONTH: 'Hay más de un importe para el mismo beneficiario y mes',
  BENEFICIARY_NOT_ALLOWED: 'Este beneficio no se puede contratar para ese beneficiario',
  NUMBER_ABOVE_MAX: 'El valor de {field} no puede ser mayor que {max}',
  NUMBER_BELOW_MIN: 'El valor de {field} no puede ser menor que {min}',
  FOOD_VOUCHER_FORMAT: 'Error de Formato. El contrato no tiene formato de vale de comida. Por favor contacta con el administrador',
  TRANSPORT_YEAR_CAP: 'El transporte no puede superar 1.500 € al año',
  KINDERGARTEN_AGE: 'La edad debe ser menor de 3 años',
  FORMATION_PAYMENT_FREQ: 'Indica si la formación se paga de una vez (anual) o mensualmente; el pago anual es un único importe',
  INFORMATIVE_NOT_CONTRACTABLE: 'Este beneficio es informativo y no se puede contratar',
  CATEGORY_NOT_SUPPORTED: 'Esta categoría de beneficio todavía no se puede contratar',
  INVALID_BAG_VALUE: 'El valor de la bolsa no es válido: un importe (1200.50) o un porcentaje (10%)',
};

/** HTTP status: 400 invalid input, 409 refused given the current state (a category without a pricer is a state, not a server fault). */
export const catalogueErrorStatuses: Readonly<Record<CatalogueErrorCode, 400 | 409>> = {
  PRICE_EXCEEDS_AVAILABLE: 409,
  ZERO_PRICE: 400,
  MIN_AMOUNT_NOT_REACHED: 400,
  IN_KIND_OVER_30_PERCENT: 409,
  BELOW_MINIMUM_WAGE: 409,
  MONTH_NOT_AVAILABLE: 409,
  WHOLE_YEAR_REQUIRED: 400,
  DUPLICATE_ITEM_MONTH: 400,
  BENEFICIARY_NOT_ALLOWED: 400,
  NUMBER_ABOVE_MAX: 400,
  NUMBER_BELOW_MIN: 400,
  FOOD_VOUCHER_FORMAT: 409,
  TRANSPORT_YEAR_CAP: 409,
  KINDERGARTEN_AGE: 409,
  FORMATION_PAYMENT_FREQ: 400,
  INFORMATIVE_NOT_CONTRACTABLE: 409,
  CATEGORY_NOT_SUPPORTED: 409,
  INVALID_BAG_VALUE: 400,
};

export type CatalogueErrorParams = Record<string, string | number>;

/** A broken catalogue rule: the code picks the message; `params` carry the field and bound. */
export class CatalogueError extends DomainError {
  declare readonly code: CatalogueErrorCode;

  constructor(code: CatalogueErrorCode, params: CatalogueErrorParams = {}) {
    super(code, interpolate(catalogueErrorMessages[code], params), params);
    this.name = 'CatalogueError';
  }
}

function interpolate(template: string, params: CatalogueErrorParams): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

export function isCatalogueError(error: unknown, code?: CatalogueErrorCode): error is CatalogueError {
  return error instanceof CatalogueError && (code === undefined || error.code === code);
}
