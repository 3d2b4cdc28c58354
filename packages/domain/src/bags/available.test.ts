import { describe, expect, it } from 'vitest';
import { availableBags, availableOnLine, lineBag, lineBagCharge, liveCharges } from './available';
import { testBags, testCharge } from './test-fixtures';

const filter = { year: 2026 };

describe('lineBag', () => {
  it('is the flexible bag for Exent and the top bag for Top', () => {
    expect(lineBag('Exent', testBags({ flexibleBag: 100 }))).toBe(100);
    expect(lineBag('Top', testBags({ topBag: 200 }))).toBe(200);
  });

  it('falls back to the fixed salary when there is no top bag, but not when it is 0', () => {
    expect(lineBag('Top', testBags({ topBag: null, fixedSalary: 3_000_000 }))).toBe(3_000_000);
    expect(lineBag('Top', testBags({ topBag: 0, fixedSalary: 3_000_000 }))).toBe(0);
    expect(lineBag('Top', testBags({ topBag: null, fixedSalary: null }))).toBe(0);
    expect(lineBag('Exent', testBags({ flexibleBag: null }))).toBe(0);
  });
});

describe('available and availableTop', () => {
  const bags = testBags({ flexibleBag: 300_000, topBag: 200_000 });

  it("take away the finalPrice of the year's cart, pending and contracted contracts of the line", () => {
    const charges = [
      testCharge({ line: 'Exent', status: 'cart', price: 50_000, contributedPrice: 10_000 }),
      testCharge({ line: 'Exent', status: 'pending', price: 20_000 }),
      testCharge({ line: 'Exent', status: 'contracted', price: 30_000 }),
      testCharge({ line: 'Exent', status: 'cancelled', price: 99_000 }),
      testCharge({ line: 'Exent', year: 2025, price: 99_000 }),
      testCharge({ line: 'Top', price: 15_000 }),
    ];
    expect(availableBags(bags, charges, filter)).toEqual({ available: 300_000 - 40_000 - 20_000 - 30_000, availableTop: 185_000 });
  });

  it('leave out the contract being edited', () => {
    const edited = testCharge({ line: 'Exent', price: 100_000 });
    const other = testCharge({ line: 'Exent', price: 50_000 });
    expect(availableOnLine('Exent', bags, [edited, other], { year: 2026, excludeContractId: edited.id })).toBe(250_000);
  });

  it('never go below 0', () => {
    expect(availableOnLine('Exent', bags, [testCharge({ line: 'Exent', price: 400_000 })], filter)).toBe(0);
  });

  it('do not charge the part the user bag paid', () => {
    const charge = testCharge({ line: 'Exent', price: 100_000, userBag: 40_000 });
    expect(lineBagCharge(charge)).toBe(60_000);
    expect(availableOnLine('Exent', bags, [charge], filter)).toBe(240_000);
  });

  it('availableTop uses the fixed salary without a top bag', () => {
    const noTop = testBags({ topBag: null, fixedSalary: 2_500_000 });
    expect(availableBags(noTop, [testCharge({ line: 'Top', price: 500_000 })], filter).availableTop).toBe(2_000_000);
  });
});

describe('liveCharges', () => {
  it("keeps the year's cart, pending and contracted ones", () => {
    const charges = [testCharge({ status: 'cart' }), testCharge({ status: 'cancelled' }), testCharge({ year: 2027 })];
    expect(liveCharges(charges, filter)).toEqual([charges[0]]);
  });

  it('counts a change awaiting acceptance or the contract it replaces, whichever is dearer, never both', () => {
    const contracted = testCharge({ id: 1, status: 'contracted', finalPrice: 60_000 });
    const dearer = testCharge({ id: 2, status: 'pending', finalPrice: 90_000, replacesContractId: 1 });
    const cheaper = testCharge({ id: 3, status: 'cart', finalPrice: 30_000, replacesContractId: 1 });
    const other = testCharge({ id: 4, status: 'contracted', finalPrice: 10_000 });
    expect(liveCharges([contracted, dearer, other], filter)).toEqual([dearer, other]);
    expect(liveCharges([contracted, cheaper, other], filter)).toEqual([contracted, other]);
    // Once the change is accepted the old one is cancelled, and the change counts alone.
    expect(liveCharges([{ ...contracted, status: 'cancelled' }, cheaper], filter)).toEqual([cheaper]);
  });

  it('leaves out the contract a change replaces while that change is edited', () => {
    const contracted = testCharge({ id: 1, status: 'contracted', finalPrice: 60_000 });
    const change = testCharge({ id: 2, status: 'cart', finalPrice: 30_000, replacesContractId: 1 });
    const other = testCharge({ id: 4, status: 'contracted', finalPrice: 10_000 });
    expect(liveCharges([contracted, change, other], { ...filter, excludeContractId: 2 })).toEqual([other]);
  });

  it('leaves out the change waiting for its e-mail while the contract it replaces is edited', () => {
    const contracted = testCharge({ id: 1, status: 'contracted', finalPrice: 264_000 });
    const change = testCharge({ id: 2, status: 'pending', finalPrice: 264_000, replacesContractId: 1 });
    const other = testCharge({ id: 4, status: 'contracted', finalPrice: 10_000 });
    expect(liveCharges([contracted, change, other], { ...filter, excludeContractId: 1 })).toEqual([other]);
    // Nothing edited: one of the two counts.
    expect(liveCharges([contracted, change, other], filter)).toHaveLength(2);
  });
});
