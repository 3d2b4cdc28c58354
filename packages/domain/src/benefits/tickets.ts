import { CatalogueError } from '../errors/catalogue-error-codes';

/** Tickets / lottery: how many tickets a bag buys, floor(bag / ticket price), at least 0 (docs/product/benefits-and-simulation.md §5). */
export function maxTicketCount(bag: number, ticketPrice: number | null): number {
  if (ticketPrice === null || ticketPrice <= 0 || bag <= 0) return 0;
  return Math.floor(bag / ticketPrice);
}

/** The price of a ticket count; the count is a whole number ≥ 0 and the benefit must have a price. */
export function ticketsPrice(ticketCount: number, ticketPrice: number | null): number {
  if (!Number.isInteger(ticketCount) || ticketCount < 0) throw new CatalogueError('NUMBER_BELOW_MIN', { field: 'details.ticketCount', min: 0 });
  if (ticketPrice === null || ticketPrice <= 0) {
    if (ticketCount > 0) throw new CatalogueError('NUMBER_ABOVE_MAX', { field: 'details.ticketCount', max: 0 });
    return 0;
  }
  return ticketCount * ticketPrice;
}
