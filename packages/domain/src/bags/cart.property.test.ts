import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FamilyMemberRef } from '../benefits/age';
import type { Benefit } from '../benefits/benefit';
import { priceCartItem } from '../benefits/cart-item-rules';
import { TRANSPORT_YEAR_CAP } from '../benefits/transport';
import { DomainError } from '../errors/domain-error';
import type { PricedContractItem } from '../contracts/contract-item-draft';
import { lineBag, lineBagCharge, type ContractCharge } from './available';
import { MINIMUM_WAGE_ANNUAL_2026 } from './in-kind-limits';
import { testBenefit } from './test-fixtures';
import { userBagTotal } from './user-bag';
import { totalSalary, type UserBags } from './user-bags';

const family: FamilyMemberRef[] = [
  { id: 1, birthday: '1990-01-01', relationship: 'you' },
  { id: 2, birthday: '1991-01-01', relationship: 'spouse' },
  { id: 3, birthday: '2024-09-01', relationship: 'child' },
];

const benefits: Benefit[] = [
  testBenefit({ id: 1, alias: 'gym', line: 'Top' }),
  testBenefit({ id: 2, alias: 'gym', line: 'Exent', contribution: { kind: 'percent', basisPoints: 2_500 }, usesUserBag: true }),
  testBenefit({ id: 3, alias: 'transport', line: 'Exent', contribution: { kind: 'amount', cents: 1_000 }, contributionTarget: 'employee' }),
  testBenefit({ id: 4, alias: 'food', line: 'Exent', faceValues: [900, 1_100], workingPrice: 24_200 }),
  testBenefit({ id: 5, alias: 'lottery', line: 'Top', ticketPrice: 2_000, usesUserBag: true }),
  testBenefit({ id: 6, alias: 'kindergarten', line: 'Exent', minAmount: 5_000 }),
  testBenefit({ id: 7, alias: 'gym', line: 'Top', contractMethod: 'hole-year', contribution: { kind: 'amount', cents: 50_000 } }),
];

const bagsArb: fc.Arbitrary<UserBags> = fc.record({
  flexibleBag: fc.option(fc.nat(1_000_000)),
  topBag: fc.option(fc.nat(1_000_000)),
  companyBag: fc.constant(null),
  userBag: fc.option(fc.nat(50_000)),
  userBagProrate: fc.boolean(),
  userBagRestricted: fc.boolean(),
  fixedSalary: fc.option(fc.integer({ min: 0, max: 6_000_000 })),
  variableSalary: fc.option(fc.nat(1_000_000)),
  paymentCount: fc.option(fc.constantFrom(12, 14)),
});

const proposalArb = fc.record({
  benefit: fc.integer({ min: 0, max: benefits.length - 1 }),
  edit: fc.option(fc.nat(20)),
  // Mostly months from March (open on 10 February with cut-off day 20) and the employee, so
  // that most proposals get through to the bag checks; sometimes a closed month or a relative.
  items: fc.oneof(
    fc.array(
      fc.record({
        familyId: fc.constantFrom(null, null, null, 2, 3),
        month: fc.integer({ min: 1, max: 12 }).map((m) => (m <= 2 && m % 2 === 0 ? m : Math.max(3, m))),
        price: fc.oneof(fc.integer({ min: 0, max: 60_000 }), fc.integer({ min: 0, max: 400_000 })),
      }),
      { maxLength: 14 },
    ),
    fc.integer({ min: 0, max: 60_000 }).map((price) => Array.from({ length: 10 }, (_, i) => ({ familyId: null, month: i + 3, price }))),
  ),
  vouchers: fc.array(fc.record({ faceValue: fc.constantFrom(900, 1_100), count: fc.nat(30) }), { maxLength: 2 }),
  ticketCount: fc.nat(200),
  today: fc.constantFrom('2026-02-10', '2026-06-25', '2026-09-05'),
  contracted: fc.boolean(),
});

describe('the cart, for any bags and any sequence of proposals', () => {
  it('never passes a bag or a legal limit, and only holds whole, non-negative cents', () => {
    fc.assert(
      fc.property(bagsArb, fc.array(proposalArb, { maxLength: 25 }), (bags, proposals) => {
        let contracts: ContractCharge[] = [];
        const itemsById = new Map<number, PricedContractItem[]>();
        let nextId = 1;
        for (const p of proposals) {
          const benefit = benefits[p.benefit]!;
          const edited = p.edit === null ? undefined : contracts.filter((c) => c.category === benefit.product.alias)[p.edit];
          try {
            const result = priceCartItem({
              benefit,
              bags,
              year: 2026,
              contracts,
              family,
              today: p.today,
              companyCutOffDay: 20,
              items: dedupe(p.items),
              details: { vouchers: p.vouchers, ticketCount: p.ticketCount, paymentFreq: 'monthly' },
              editing: edited ? { id: edited.id, status: edited.status, items: itemsById.get(edited.id) ?? [] } : null,
            });
            const charge: ContractCharge = {
              id: edited?.id ?? nextId++,
              year: 2026,
              status: p.contracted ? 'contracted' : 'cart',
              line: benefit.product.line,
              category: benefit.product.alias,
              price: result.price,
              contributedPrice: result.contributedPrice,
              finalPrice: result.finalPrice,
              userBag: result.userBag,
            };
            contracts = [...contracts.filter((c) => c.id !== charge.id), charge];
            itemsById.set(charge.id, result.items);
            for (const item of result.items) {
              expect(Number.isInteger(item.price) && item.price > 0).toBe(true);
              expect(Number.isInteger(item.contributedPrice) && item.contributedPrice >= 0 && item.contributedPrice <= item.price).toBe(true);
            }
            expect(result.userBag).toBeGreaterThanOrEqual(0);
            expect(result.userBag).toBeLessThanOrEqual(result.finalPrice);
          } catch (error) {
            if (!(error instanceof DomainError)) throw error;
          }
        }
        for (const line of ['Exent', 'Top'] as const) {
          const spent = contracts.filter((c) => c.line === line).reduce((s, c) => s + lineBagCharge(c), 0);
          expect(spent).toBeLessThanOrEqual(lineBag(line, bags));
        }
        expect(contracts.reduce((s, c) => s + c.userBag, 0)).toBeLessThanOrEqual(userBagTotal(bags));
        expect(contracts.filter((c) => c.category === 'transport').reduce((s, c) => s + c.price, 0)).toBeLessThanOrEqual(TRANSPORT_YEAR_CAP);
        const salary = totalSalary(bags);
        // A fully company-paid contract gives up no salary, so it is allowed on any salary.
        const inKind = contracts.reduce((s, c) => s + c.price, 0);
        const sacrifice = contracts.reduce((s, c) => s + c.finalPrice, 0);
        if (salary !== null && inKind > 0) expect(inKind * 10).toBeLessThanOrEqual(3 * salary);
        if (salary !== null && sacrifice > 0) expect(salary - sacrifice).toBeGreaterThanOrEqual(MINIMUM_WAGE_ANNUAL_2026);
        for (const c of contracts) {
          for (const v of [c.price, c.contributedPrice, c.finalPrice, c.userBag]) expect(Number.isInteger(v) && v >= 0).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });
});

function dedupe<T extends { familyId: number | null; month: number }>(items: T[]): T[] {
  const seen = new Set<string>();
  return items.filter((i) => {
    const key = `${i.familyId}:${i.month}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
