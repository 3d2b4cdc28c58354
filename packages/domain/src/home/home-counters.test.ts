import { describe, expect, it } from 'vitest';
import { homeCounters } from './home-counters';
import { entry } from './test-fixtures';

describe('homeCounters (docs/product/employee-portal.md §4)', () => {
  it('counts nothing for nothing', () => {
    expect(homeCounters([])).toEqual({ signed: 0, pendingSignature: 0, pendingProducts: 0 });
  });

  it("laura's year: food signed, transport unsigned, formation pending", () => {
    const entries = [
      entry({ category: 'food' }),
      entry({ id: 2, category: 'transport', signed: false }),
      entry({ id: 3, category: 'formation', status: 'pending' }),
    ];
    expect(homeCounters(entries)).toEqual({ signed: 1, pendingSignature: 1, pendingProducts: 1 });
  });

  it('cart items are pending products; cancelled contracts count nowhere', () => {
    const entries = [entry({ status: 'cart', signed: false }), entry({ status: 'cancelled' }), entry({ status: 'cancelled', signed: false })];
    expect(homeCounters(entries)).toEqual({ signed: 0, pendingSignature: 0, pendingProducts: 1 });
  });

  it('a pending contract, signed or not, is a pending product, never a signed contract', () => {
    expect(homeCounters([entry({ status: 'pending' }), entry({ status: 'pending', signed: false })])).toEqual({
      signed: 0,
      pendingSignature: 0,
      pendingProducts: 2,
    });
  });
});
