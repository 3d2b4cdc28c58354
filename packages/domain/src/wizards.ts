/**
 * The category wizards' rules (docs/product/benefits-and-simulation.md §5 Life insurance, Life-axa, Health, Saving plan,
 * Renting): `@flexplan/domain/wizards`, an entry point of its own as `@flexplan/domain/catalogue` is.
 */
export * from './errors/wizard-error-codes';
export {
  lifeCoverages,
  lifeAxaCoverages,
  rateFor,
  premiumFor,
  listRateTableProblems,
  RATE_SCALE,
  type LifeCoverage,
  type LifeAxaCoverage,
  type RateBand,
  type RateTable,
  type CoverageTerm,
  type Premium,
} from './benefits/rate-table';
export * from './benefits/seed-rate-tables';
export * from './benefits/life-insurance';
export * from './benefits/life-axa';
export * from './benefits/health-insurance';
export * from './benefits/saving-plan';
export * from './benefits/saving-plan-beneficiary';
export * from './benefits/renting';
export * from './benefits/wizard-detail-schemas';
export * from './benefits/wizard-host';
