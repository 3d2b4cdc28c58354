import type { RentingInKindRules } from '../benefits/renting-in-kind';

/**
 * Units used by every tax parameter, so that the engine computes in integers only:
 * - money: integer cents (`155_000` = 1,550.00 €);
 * - rates: integer basis points, hundredths of a percent (`650` = 6.50 %, `1900` = 19 %).
 */
export type Cents = number;
export type BasisPoints = number;

/** The categories of the benefit catalogue (docs/product/benefits-and-simulation.md §1). */
export const benefitCategories = [
  'health-insurance',
  'food',
  'transport',
  'kindergarten',
  'formation',
  'renting',
  'life-insurance',
  'life-insurance-axa',
  'saving-plan',
  'gym',
  'lottery',
  'other',
] as const;
export type BenefitCategory = (typeof benefitCategories)[number];

/**
 * Tax treatment of a product (docs/product/tax-rules.md §3): `exempt` up to its limits (art. 42.3 LIRPF),
 * `not-income` (job-related formation, art. 42.2 LIRPF), `in-kind-valued` (the in-kind value
 * replaces the price, renting) or `taxable` in-kind pay.
 */
export type ExemptionKind = 'exempt' | 'not-income' | 'in-kind-valued' | 'taxable';

/** Who a per-beneficiary limit counts: the employee once, each insured person, each child. */
export type WhoBenefit = 'employee' | 'insured' | 'child';

/**
 * One product's tax table (docs/product/benefits-and-simulation.md §9 "Tax table fields per product"). `null` = no such
 * limit. Limits are annual; `numberOfMonths` is the number of months they spread over, so a form
 * shows `limitExemption / numberOfMonths` a month.
 */
export interface ProductTax {
  limitExemption: Cents | null;
  /** The higher per-person limit for a beneficiary with disability ≥ 33 % (health insurance). */
  limitExemptionDisability?: Cents | null;
  limitDay: Cents | null;
  numberOfMonths: number;
  exemption: ExemptionKind;
  whoBenefit: WhoBenefit;
}

/** A band of the solidarity contribution on pay above the maximum base (docs/product/tax-rules.md §2). */
export interface SolidarityBand {
  /** Upper edge, in percent above the maximum base; `null` for the last band. */
  upToPercentAboveMax: number | null;
  rate: BasisPoints;
}

export interface SocialSecurityParameters {
  /** Employee share by contract (common + unemployment + training + MEI). */
  rate: { indefinite: BasisPoints; temporary: BasisPoints };
  /** The parts of `rate`, kept for display and for the tax tables. */
  parts: { commonContingencies: BasisPoints; unemployment: { indefinite: BasisPoints; temporary: BasisPoints }; training: BasisPoints; mei: BasisPoints };
  maxMonthlyBase: Cents;
  /** Minimum monthly base by contribution group 1–11. */
  minMonthlyBase: Readonly<Record<number, Cents>>;
  solidarity: readonly SolidarityBand[];
}

/**
 * RED20, art. 20 LIRPF (AEAT algoritmo §4): `full` up to `fullUpTo`; then falling by
 * `firstSlope` up to `slopeChange`; then from `secondSlopeStart` falling by `secondSlope` until
 * `zeroFrom` (exclusive), where it is 0. Slopes are × 100 (1.75 → 175), as whole numbers.
 */
export interface WorkIncomeReductionParameters {
  fullUpTo: Cents;
  full: Cents;
  firstSlope: number;
  slopeChange: Cents;
  secondSlopeStart: Cents;
  secondSlope: number;
  zeroFrom: Cents;
}

/** OTROSGASTOS, art. 19.2.f LIRPF (AEAT algoritmo §3). */
export interface OtherExpensesParameters {
  general: Cents;
  geographicMobility: Cents;
  disability: Cents;
  severeDisability: Cents;
}

/** REDU, the base reductions of AEAT algoritmo §5. */
export interface BaseReductionParameters {
  moreThanTwoDescendants: Cents;
  pensioner: Cents;
  unemployed: Cents;
}

/** MINPERFA, arts. 56–61 LIRPF (AEAT algoritmo §6). */
export interface PersonalFamilyMinimumParameters {
  taxpayer: Cents;
  taxpayerOlderThan64: Cents;
  taxpayerOlderThan74: Cents;
  /** By order, oldest first; the last value applies to the 4th and later. */
  descendants: readonly Cents[];
  descendantMaxAgeExclusive: number;
  under3: Cents;
  under3AgeExclusive: number;
  ascendant: Cents;
  ascendantMinAge: number;
  ascendantOlderAge: number;
  ascendantOlder: Cents;
  disability: { moderate: Cents; severe: Cents; care: Cents };
}

/** Step 7: no withholding up to these, by situation and by 0, 1, 2+ descendants. */
export interface NoWithholdingParameters {
  bySituation: Readonly<Record<1 | 2 | 3, readonly [Cents | null, Cents, Cents]>>;
  pensionerExtra: Cents;
  unemployedExtra: Cents;
}

/** One row of the withholding scale (spec `retentionScale` row: `{ min, max, percent }`). */
export interface ScaleRow {
  from: Cents;
  rate: BasisPoints;
}

/** Everything the engine needs for one tax year: data, never code (a new year is a new object). */
export interface TaxYear {
  year: number;
  socialSecurity: SocialSecurityParameters;
  workIncomeReduction: WorkIncomeReductionParameters;
  otherExpenses: OtherExpensesParameters;
  baseReductions: BaseReductionParameters;
  personalFamilyMinimum: PersonalFamilyMinimumParameters;
  noWithholding: NoWithholdingParameters;
  scale: readonly ScaleRow[];
  /** Step 9: CUOTA ≤ `rate` × (RETRIB − the no-withholding limit) when RETRIB ≤ `upToRetrib`. */
  withholdingCap: { rate: BasisPoints; upToRetrib: Cents };
  /** Step 10 minimum rates. */
  minimumRate: { underOneYear: BasisPoints; specialRelationship: BasisPoints };
  /** Art. 27 ET: cash pay never below it; in-kind pay at most `maxInKindShare` of salary. */
  minimumWageAnnual: Cents;
  maxInKindShare: BasisPoints;
  rentingInKind: RentingInKindRules;
  productTax: Readonly<Record<BenefitCategory, ProductTax>>;
}
