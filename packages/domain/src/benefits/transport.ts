import { CatalogueError } from '../errors/catalogue-error-codes';

/** Public transport: at most 1,500 € a year (docs/product/benefits-and-simulation.md §9; docs/product/tax-rules.md §3). */
export const TRANSPORT_YEAR_CAP = 150_000;

/** What is left of the year's transport cap after the year's other transport contracts. */
export function transportYearRemaining(otherTransportTotal: number): number {
  return Math.max(0, TRANSPORT_YEAR_CAP - Math.max(0, otherTransportTotal));
}

/**
 * The yearly transport total (this contract plus the year's other live transport contracts, by
 * price before any company contribution) may not pass 1,500 €.
 */
export function assertTransportYearCap(contractTotal: number, otherTransportTotal: number): void {
  const remaining = transportYearRemaining(otherTransportTotal);
  if (contractTotal > remaining) throw new CatalogueError('TRANSPORT_YEAR_CAP', { max: TRANSPORT_YEAR_CAP, remaining });
}
