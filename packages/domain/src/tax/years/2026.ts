import type { ProductTax, TaxYear } from '../tax-year';

const taxableInKind: ProductTax = { limitExemption: null, limitDay: null, numberOfMonths: 12, exemption: 'taxable', whoBenefit: 'employee' };

/**
 * 2026: AEAT "Algoritmo de cálculo del tipo de retención, ejercicio 2026" (26-12-2025) and
 * Orden PJC/297/2026 (social security). Figures marked ⚠ in docs/product/tax-rules.md could
 * not be checked against the primary text: the group minimum bases and the solidarity rates.
 */
export const taxYear2026: TaxYear = {
  year: 2026,
  socialSecurity: {
    rate: { indefinite: 650, temporary: 655 },
    parts: { commonContingencies: 470, unemployment: { indefinite: 155, temporary: 160 }, training: 10, mei: 15 },
    maxMonthlyBase: 510_120,
    // ⚠ Groups 8–11 contribute by day: 47.48 € × 30 = the 1,424.40 € of groups 4–7.
    minMonthlyBase: { 1: 198_930, 2: 164_970, 3: 143_520, 4: 142_440, 5: 142_440, 6: 142_440, 7: 142_440, 8: 142_440, 9: 142_440, 10: 142_440, 11: 142_440 },
    solidarity: [
      { upToPercentAboveMax: 10, rate: 19 },
      { upToPercentAboveMax: 50, rate: 21 },
      { upToPercentAboveMax: null, rate: 24 },
    ],
  },
  workIncomeReduction: {
    fullUpTo: 1_485_200,
    full: 730_200,
    firstSlope: 175,
    slopeChange: 1_767_352,
    secondSlopeStart: 236_434,
    secondSlope: 114,
    zeroFrom: 1_974_750,
  },
  otherExpenses: { general: 200_000, geographicMobility: 200_000, disability: 350_000, severeDisability: 775_000 },
  baseReductions: { moreThanTwoDescendants: 60_000, pensioner: 60_000, unemployed: 120_000 },
  personalFamilyMinimum: {
    taxpayer: 555_000,
    taxpayerOlderThan64: 115_000,
    taxpayerOlderThan74: 140_000,
    descendants: [240_000, 270_000, 400_000, 450_000],
    descendantMaxAgeExclusive: 25,
    under3: 280_000,
    under3AgeExclusive: 3,
    ascendant: 115_000,
    ascendantMinAge: 65,
    ascendantOlderAge: 75,
    ascendantOlder: 140_000,
    disability: { moderate: 300_000, severe: 900_000, care: 300_000 },
  },
  noWithholding: {
    bySituation: {
      1: [null, 1_764_400, 1_869_400],
      2: [1_719_700, 1_813_000, 1_926_200],
      3: [1_587_600, 1_634_200, 1_686_700],
    },
    pensionerExtra: 60_000,
    unemployedExtra: 120_000,
  },
  scale: [
    { from: 0, rate: 1900 },
    { from: 1_245_000, rate: 2400 },
    { from: 2_020_000, rate: 3000 },
    { from: 3_520_000, rate: 3700 },
    { from: 6_000_000, rate: 4500 },
    { from: 30_000_000, rate: 4700 },
  ],
  withholdingCap: { rate: 4300, upToRetrib: 3_520_000 },
  minimumRate: { underOneYear: 200, specialRelationship: 1500 },
  minimumWageAnnual: 1_709_400,
  maxInKindShare: 3000,
  rentingInKind: {
    percentOfValue: 20,
    reductions: {
      'efficient-combustion': { percent: 15, maxVehicleValue: 2_500_000 },
      hybrid: { percent: 20, maxVehicleValue: 3_500_000 },
      electric: { percent: 30, maxVehicleValue: 4_000_000 }, // ⚠ limit not checked against the text
    },
  },
  productTax: {
    'health-insurance': {
      limitExemption: 50_000,
      limitExemptionDisability: 150_000,
      limitDay: null,
      numberOfMonths: 12,
      exemption: 'exempt',
      whoBenefit: 'insured',
    },
    food: { limitExemption: null, limitDay: 1_100, numberOfMonths: 12, exemption: 'exempt', whoBenefit: 'employee' },
    transport: { limitExemption: 150_000, limitDay: null, numberOfMonths: 12, exemption: 'exempt', whoBenefit: 'employee' },
    kindergarten: { limitExemption: null, limitDay: null, numberOfMonths: 12, exemption: 'exempt', whoBenefit: 'child' },
    formation: { limitExemption: null, limitDay: null, numberOfMonths: 12, exemption: 'not-income', whoBenefit: 'employee' },
    renting: { limitExemption: null, limitDay: null, numberOfMonths: 12, exemption: 'in-kind-valued', whoBenefit: 'employee' },
    'life-insurance': taxableInKind,
    'life-insurance-axa': taxableInKind,
    'saving-plan': taxableInKind,
    gym: taxableInKind,
    lottery: taxableInKind,
    other: taxableInKind,
  },
};
