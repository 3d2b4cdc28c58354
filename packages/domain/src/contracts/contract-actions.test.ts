import { describe, expect, it } from 'vitest';
import { allowsContractAction, contractActions, removableStatuses } from './contract-actions';

const food = { category: 'food', isDefault: true } as const;
const gym = { category: 'gym', isDefault: true } as const;

describe('contractActions (docs/product/benefits-and-simulation.md §2, §4)', () => {
  it('offers to add a benefit without a contract, or whose contract was cancelled', () => {
    expect(contractActions(null, food)).toEqual(['add']);
    expect(contractActions({ status: 'cancelled' }, food)).toEqual(['add']);
  });

  it('updates or removes a cart item', () => {
    expect(contractActions({ status: 'cart' }, gym)).toEqual(['update', 'remove']);
  });

  it('offers nothing on a pending contract: it waits for its acceptance or review', () => {
    expect(contractActions({ status: 'pending' }, food)).toEqual([]);
    expect(allowsContractAction({ status: 'pending' }, food, 'modify')).toBe(false);
  });

  it('modifies a contracted one only where its category allows changes', () => {
    expect(contractActions({ status: 'contracted' }, food)).toEqual(['modify']);
    expect(contractActions({ status: 'contracted' }, gym)).toEqual([]);
    expect(contractActions({ status: 'contracted' }, { category: 'gym', isDefault: false })).toEqual(['modify']);
  });
});

describe('removableStatuses', () => {
  it('is the cart alone: a pending, contracted or cancelled contract is never removed', () => {
    expect(removableStatuses).toEqual(['cart']);
  });
});
