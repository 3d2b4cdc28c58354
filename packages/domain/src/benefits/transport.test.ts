import { describe, expect, it } from 'vitest';
import { assertTransportYearCap, TRANSPORT_YEAR_CAP, transportYearRemaining } from './transport';

describe('transport yearly cap (docs/product/benefits-and-simulation.md §9)', () => {
  it('is 1,500 €', () => {
    expect(TRANSPORT_YEAR_CAP).toBe(150_000);
  });

  it('allows exactly 1,500 € a year, counting other transport contracts', () => {
    expect(() => assertTransportYearCap(150_000, 0)).not.toThrow();
    expect(() => assertTransportYearCap(100_000, 50_000)).not.toThrow();
  });

  it('refuses one cent more, with what is left', () => {
    expect(() => assertTransportYearCap(150_001, 0)).toThrow(
      expect.objectContaining({ code: 'TRANSPORT_YEAR_CAP', params: { max: 150_000, remaining: 150_000 } }),
    );
    expect(() => assertTransportYearCap(100_001, 50_000)).toThrow(expect.objectContaining({ params: { max: 150_000, remaining: 100_000 } }));
  });

  it('leaves nothing, never less, once the cap is used', () => {
    expect(transportYearRemaining(200_000)).toBe(0);
  });
});
