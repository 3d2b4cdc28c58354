import { describe, expect, it } from 'vitest';
import { maxTicketCount, ticketsPrice } from './tickets';

describe('maxTicketCount (docs/product/benefits-and-simulation.md §5)', () => {
  it('is floor(bag / ticket price)', () => {
    expect(maxTicketCount(10_000, 2_000)).toBe(5);
    expect(maxTicketCount(9_999, 2_000)).toBe(4);
  });

  it('is at least 0', () => {
    expect(maxTicketCount(0, 2_000)).toBe(0);
    expect(maxTicketCount(-500, 2_000)).toBe(0);
    expect(maxTicketCount(10_000, null)).toBe(0);
    expect(maxTicketCount(10_000, 0)).toBe(0);
  });
});

describe('ticketsPrice', () => {
  it('is count × ticket price', () => {
    expect(ticketsPrice(3, 2_000)).toBe(6_000);
    expect(ticketsPrice(0, 2_000)).toBe(0);
  });

  it('refuses a negative or fractional count, and tickets without a price', () => {
    expect(() => ticketsPrice(-1, 2_000)).toThrow(expect.objectContaining({ code: 'NUMBER_BELOW_MIN' }));
    expect(() => ticketsPrice(1.5, 2_000)).toThrow(expect.objectContaining({ code: 'NUMBER_BELOW_MIN' }));
    expect(() => ticketsPrice(1, null)).toThrow(expect.objectContaining({ code: 'NUMBER_ABOVE_MAX', params: { field: 'details.ticketCount', max: 0 } }));
  });
});
