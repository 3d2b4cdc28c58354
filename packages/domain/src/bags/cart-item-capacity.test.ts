import { describe, expect, it } from 'vitest';
import { cartItemCapacity } from './cart-item-capacity';
import { testBags, testBenefit, testCharge } from './test-fixtures';

describe('cartItemCapacity', () => {
  it('gives the open months, what the bags have left and the bounds of a month', () => {
    const capacity = cartItemCapacity({
      benefit: testBenefit({ alias: 'food', line: 'Exent', workingPrice: 24_200, usesUserBag: true }),
      bags: testBags({ flexibleBag: 300_000, userBag: 10_000, userBagRestricted: true }),
      year: 2026,
      contracts: [testCharge({ id: 5, line: 'Exent', price: 100_000 }), testCharge({ line: 'Exent', price: 50_000 })],
      editing: { id: 5 },
      today: '2026-10-20',
      companyCutOffDay: 20,
    });
    expect(capacity).toEqual({
      allowedMonths: [12],
      lineAvailable: 250_000,
      userBagAvailable: 10_000,
      capacity: 260_000,
      maxPrice: 300_000,
      workingPrice: 24_200,
    });
  });

  it('gives no user bag to a benefit a restricted one does not cover', () => {
    const capacity = cartItemCapacity({
      benefit: testBenefit(),
      bags: testBags({ userBag: 10_000, userBagRestricted: true }),
      year: 2026,
      contracts: [],
      today: '2026-01-10',
    });
    expect(capacity.userBagAvailable).toBe(0);
  });
});
