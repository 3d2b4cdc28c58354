// The public API of the benefit catalogue, simulation, bags and cart rules (part 1).
// Imported as `@flexplan/domain/catalogue`; index.ts holds the platform's modules.
export * from './errors/catalogue-error-codes';

// The lead's models, for convenience (re-exporting the same bindings twice is harmless).
export * from './benefits/benefit';
export * from './benefits/category';
export * from './contracts/contract';

export * from './bags/user-bags';
export * from './bags/available';
export * from './bags/user-bag';
export * from './bags/percent-spent';
export * from './bags/bag-overview';
export * from './bags/company-contribution';
export * from './bags/price-cap';
export * from './bags/in-kind-limits';
export * from './bags/cart-item-capacity';
export * from './bags/monthly-cap';

export * from './benefits/age';
export * from './benefits/start-month';
export * from './dates/madrid-calendar';
export * from './benefits/expiry';
export * from './benefits/numeric-bounds';
export * from './benefits/monthly-items';
export * from './benefits/food';
export * from './benefits/transport';
export * from './benefits/kindergarten';
export * from './benefits/kindergarten-info-schema';
export * from './benefits/formation';
export * from './benefits/formation-info-schema';
export * from './benefits/tickets';
export * from './benefits/cart-item-rules';
export * from './benefits/benefit-schemas';

export * from './contracts/contract-item-draft';
export * from './contracts/beneficiaries';
export * from './contracts/locked-items';
export * from './contracts/missing-documents';
export * from './contracts/status-text';
export * from './contracts/contract-actions';
