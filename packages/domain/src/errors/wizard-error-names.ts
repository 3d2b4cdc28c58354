/**
 * The category wizards' error codes alone (wizard-error-codes.ts holds each one's status and
 * Spanish message). The web app's entry checks every answer's code against the list of all codes
 * (all-error-codes.ts); by this list it does not carry the wizards' messages and statuses to every
 * page's first load. `wizardErrors` must have exactly these keys, or it does not compile.
 */
export const wizardErrorNames = [
  'PRICE_EXCEEDS_AVAILABLE',
  'PRICE_OVER',
  'CAPITAL_INVALID',
  'LIFE_DEATH_MINIMUM',
  'LIFE_AGE_LIMIT',
  'LIFE_AXA_MANDATORY',
  'LIFE_AXA_MINIMUM',
  'LIFE_AXA_EXCEEDS_PARENT',
  'LIFE_AXA_REQUIRES',
  'LIFE_AXA_AGE_LIMIT',
  'HEALTH_PROVIDER_NOT_SELECTABLE',
  'HEALTH_MEMBER_NOT_ELIGIBLE',
  'HEALTH_AGE_NOT_COVERED',
  'HEALTH_START_MONTH_UNAVAILABLE',
  'HEALTH_SUPPLEMENTARY_UNKNOWN',
  'HEALTH_SUPPLEMENTARY_BEFORE_MAIN',
  'HEALTH_DEPENDANT_BEFORE_HOLDER',
  'SAVING_PLAN_PENDING_IN_CART',
  'SAVING_PLAN_OUTSIDE_WINDOW',
  'SAVING_PLAN_IN_CART',
  'RENTING_FEE_VAT',
  'RENTING_YEARS',
  'RENTING_VALUE_MINIMUM',
  'RENTING_PRICE_MISMATCH',
] as const;

export type WizardErrorCode = (typeof wizardErrorNames)[number];
