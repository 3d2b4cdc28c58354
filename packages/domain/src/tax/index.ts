/**
 * The Spanish payroll tax engine: AEAT's withholding algorithm 2026, social security,
 * flexible remuneration. Pure, integer cents; parameters by year in `taxYears`.
 * docs/tax-engine.md explains the modules and what is not covered.
 */
export * from './tax-year';
export * from './tax-years';
export { taxYear2025 } from './years/2025';
export { taxYear2026 } from './years/2026';
export * from './tax-profile';
export * from './tax-tables';
export { socialSecurityContribution, type ContributionInput } from './social-security';
export { workIncomeReduction } from './work-income-reduction';
export { otherExpenses } from './other-expenses';
export { qualifyingDescendants } from './qualifying-descendants';
export { personalFamilyMinimum } from './personal-family-minimum';
export { scaleTax } from './scale';
export { noWithholdingThreshold } from './no-withholding-threshold';
export { personalCircumstances, type PersonalCircumstances } from './personal-circumstances';
export { computeWithholding, type Withholding } from './withholding';
export { benefitTaxation, type BenefitTaxation, type ExemptionContext } from './flexible-exemption';
export { simulate, type Simulation, type SimulationSide, type SimulationWarning } from './simulate';
export { batchProfileSchema, type BatchProfile } from './batch-profile';
export { formatBatchResult, type BatchResult, type BatchResultWithBenefits } from './batch-result';
export { readCompleteProfile } from './read-batch-profile';
export * from './batch-limits';
export { simulateBatchLine } from './simulate-batch';
export {
  rentingInKindValue,
  vehicleEfficiencies,
  type VehicleEfficiency,
  type RentingInKindRules,
  type RentingInKindInput,
  type RentingInKindValue,
} from '../benefits/renting-in-kind';
