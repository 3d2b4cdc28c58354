import { DomainError } from './domain-error';
import type { WizardErrorCode } from './wizard-error-names';

export type { WizardErrorCode } from './wizard-error-names';

/**
 * The error codes of the category wizards (docs/product/benefits-and-simulation.md §5 Life insurance, Life-axa, Health,
 * Saving plan, Renting; §8). Each has its Spanish fallback message (the web app shows
 * `errors.<code>` in the user's language) and the HTTP status the server's error table should
 * map it to: 400 for input that is invalid in itself, 409 for input refused by the current
 * state (the bag, the contracts, the calendar, the person's age).
 *
 * `PRICE_EXCEEDS_AVAILABLE` is shared with the general cart rules (bags/price-cap.ts): same code,
 * same message, same status, so either definition may be the one that stays when they merge.
 * The codes themselves are listed in wizard-error-names.ts, which the web app's entry reads.
 */
export const wizardErrors = {
  PRICE_EXCEEDS_AVAILABLE: { status: 409, message: 'El precio ha excedido la cantidad disponible' },
  PRICE_OVER: { status: 409, message: 'El precio supera el límite disponible' },
  CAPITAL_INVALID: { status: 400, message: 'El capital debe ser un importe entero no negativo' },
  LIFE_DEATH_MINIMUM: { status: 400, message: 'El capital de fallecimiento no puede ser inferior a 35.000 €' },
  LIFE_AGE_LIMIT: { status: 409, message: 'Por tu edad no puedes contratar esta cobertura' },
  LIFE_AXA_MANDATORY: { status: 400, message: 'Esta cobertura es obligatoria' },
  LIFE_AXA_MINIMUM: { status: 400, message: 'El capital no puede ser inferior a 35.000 €' },
  LIFE_AXA_EXCEEDS_PARENT: { status: 400, message: 'El capital no puede superar el de la cobertura de la que depende' },
  LIFE_AXA_REQUIRES: { status: 400, message: 'Esta cobertura requiere contratar otra cobertura' },
  LIFE_AXA_AGE_LIMIT: { status: 409, message: 'Por tu edad no puedes contratar esta cobertura' },
  HEALTH_PROVIDER_NOT_SELECTABLE: { status: 409, message: 'No puedes elegir esta compañía porque ya tienes contratado un seguro de salud con otra' },
  HEALTH_MEMBER_NOT_ELIGIBLE: { status: 400, message: 'Este miembro de la familia no puede ser asegurado en esta modalidad' },
  HEALTH_AGE_NOT_COVERED: { status: 409, message: 'La modalidad no tiene precio para la edad de este asegurado' },
  HEALTH_START_MONTH_UNAVAILABLE: { status: 400, message: 'El mes de inicio no está disponible' },
  HEALTH_SUPPLEMENTARY_UNKNOWN: { status: 400, message: 'El complemento no pertenece a esta modalidad' },
  HEALTH_SUPPLEMENTARY_BEFORE_MAIN: { status: 400, message: 'Un complemento no puede empezar antes que el seguro principal' },
  HEALTH_DEPENDANT_BEFORE_HOLDER: { status: 400, message: 'Un beneficiario no puede empezar antes que el titular' },
  SAVING_PLAN_PENDING_IN_CART: { status: 409, message: 'Ya tienes un plan de ahorro pendiente en el carrito' },
  SAVING_PLAN_OUTSIDE_WINDOW: {
    status: 409,
    message: 'El plan de ahorro solo puede modificarse del 11 de abril al 10 de mayo y del 11 de octubre al 10 de noviembre',
  },
  SAVING_PLAN_IN_CART: { status: 409, message: 'Tienes un plan de ahorro en curso en el carrito; no puedes cambiar la selección' },
  RENTING_FEE_VAT: { status: 400, message: 'La cuota sin IVA no puede ser mayor que la cuota con IVA' },
  RENTING_YEARS: { status: 400, message: 'La duración del renting debe ser de 2 a 5 años' },
  RENTING_VALUE_MINIMUM: { status: 400, message: 'El valor no puede ser negativo' },
  RENTING_PRICE_MISMATCH: { status: 400, message: 'Las cuotas y el valor del vehículo son los del catálogo y no se pueden cambiar' },
} as const satisfies Record<WizardErrorCode, { status: 400 | 409; message: string }>;

/**
 * The status of each code alone, in the shape of `catalogueErrorStatuses`, for the server's one
 * status table. `Object.fromEntries` forgets the keys it copies; it copies every one.
 */
export const wizardErrorStatuses = Object.fromEntries(Object.entries(wizardErrors).map(([code, { status }]) => [code, status])) as Readonly<
  Record<WizardErrorCode, 400 | 409>
>;

/** A broken wizard rule, as data: what `LifeAxaQuote.brokenRules` lists and `WizardError` carries. */
export interface BrokenRule {
  code: WizardErrorCode;
  params: Record<string, string | number>;
}

/** A broken wizard rule: the code picks the Spanish fallback message; `params` carry the field and bound. */
export class WizardError extends DomainError {
  declare readonly code: WizardErrorCode;

  constructor(code: WizardErrorCode, params: Record<string, string | number> = {}) {
    super(code, wizardErrors[code].message, params);
    this.name = 'WizardError';
  }
}

export function isWizardError(error: unknown, code?: WizardErrorCode): error is WizardError {
  return error instanceof WizardError && (code === undefined || error.code === code);
}

/**
 * A refusal a wizard answers by putting the previous choice back: the bags cannot pay the change
 * (docs/product/benefits-and-simulation.md §5 Life insurance, Health, Renting; §8 "change reverted"). Any other refusal stays
 * on screen, beside its field, until the person corrects it.
 */
export function isRefusedByTheBags(error: unknown): boolean {
  return error instanceof DomainError && (error.code === 'PRICE_EXCEEDS_AVAILABLE' || error.code === 'PRICE_OVER');
}
