import { describe, expect, it } from 'vitest';
import { contractBodySchema, contractIdParamsSchema } from './benefit-schemas';

const valid = {
  year: 2026,
  benefitId: 10,
  items: [
    { familyId: null, month: 4, price: 5_000 },
    { familyId: 3, month: 4, price: 5_000 },
  ],
  details: { vouchers: [{ faceValue: 900, count: 10 }], ticketCount: 2, paymentFreq: 'monthly' },
  additionalInfo: { '3': { centerName: 'Escuela' } },
};

function issues(body: unknown): [string, string][] {
  const result = contractBodySchema.safeParse(body);
  return result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message]);
}

describe('contractBodySchema (POST /api/contracts, PUT /api/contracts/{id})', () => {
  it('accepts a complete body', () => {
    expect(contractBodySchema.parse(valid)).toEqual(valid);
  });

  it('defaults details, leaves an omitted additionalInfo out (an update keeps the stored one), and drops the prices the client may send', () => {
    const parsed = contractBodySchema.parse({ year: 2026, benefitId: 10, items: [], price: 999, finalPrice: 1, userBag: 5, contributedPrice: 3 });
    expect(parsed).toEqual({ year: 2026, benefitId: 10, items: [], details: {} });
  });

  it("keeps other categories' detail keys for their pricers", () => {
    expect(contractBodySchema.parse({ ...valid, details: { feeWithVAT: 40_000 } }).details).toEqual({ feeWithVAT: 40_000 });
  });

  it('wants prices in whole cents, ≥ 0', () => {
    expect(issues({ ...valid, items: [{ familyId: null, month: 4, price: 50.5 }] })).toEqual([['items.0.price', 'validation.integer']]);
    expect(issues({ ...valid, items: [{ familyId: null, month: 4, price: -1 }] })).toEqual([['items.0.price', 'validation.min']]);
    expect(issues({ ...valid, items: [{ familyId: null, month: 4, price: '5000' }] })).toEqual([['items.0.price', 'validation.invalid']]);
    expect(issues({ ...valid, items: [{ familyId: null, month: 4 }] })).toEqual([['items.0.price', 'validation.required']]);
  });

  it("takes an optional positive benefitId per item (a health supplementary in its main benefit's contract)", () => {
    const items = [
      { familyId: 3, month: 4, price: 5_000 },
      { benefitId: 11, familyId: 3, month: 4, price: 900 },
    ];
    expect(contractBodySchema.parse({ ...valid, items }).items).toEqual(items);
    expect(issues({ ...valid, items: [{ benefitId: 0, familyId: null, month: 4, price: 1 }] })).toEqual([['items.0.benefitId', 'validation.invalid']]);
    expect(issues({ ...valid, items: [{ benefitId: 1.5, familyId: null, month: 4, price: 1 }] })).toEqual([['items.0.benefitId', 'validation.integer']]);
  });

  it('wants months 1–12 and a familyId that is null or an id', () => {
    expect(issues({ ...valid, items: [{ familyId: null, month: 13, price: 1 }] })).toEqual([['items.0.month', 'validation.max']]);
    expect(issues({ ...valid, items: [{ familyId: null, month: 0, price: 1 }] })).toEqual([['items.0.month', 'validation.min']]);
    expect(issues({ ...valid, items: [{ familyId: 0, month: 1, price: 1 }] })).toEqual([['items.0.familyId', 'validation.invalid']]);
  });

  it('requires year, benefitId and items', () => {
    expect(issues({})).toEqual([
      ['year', 'validation.required'],
      ['benefitId', 'validation.required'],
      ['items', 'validation.required'],
    ]);
  });

  it('checks the details it knows', () => {
    expect(issues({ ...valid, details: { vouchers: [{ faceValue: 900, count: -1 }] } })).toEqual([['details.vouchers.0.count', 'validation.min']]);
    expect(issues({ ...valid, details: { ticketCount: 1.5 } })).toEqual([['details.ticketCount', 'validation.integer']]);
    expect(issues({ ...valid, details: { paymentFreq: 'weekly' } })).toEqual([['details.paymentFreq', 'validation.invalid']]);
  });

  it('limits the number of items', () => {
    const many = Array.from({ length: 241 }, (_, i) => ({ familyId: i + 1, month: 1, price: 1 }));
    expect(issues({ ...valid, items: many })).toEqual([['items', 'validation.max']]);
  });
});

describe('contractIdParamsSchema', () => {
  it('reads a positive id from the path', () => {
    expect(contractIdParamsSchema.parse({ id: '12' })).toEqual({ id: 12 });
    expect(contractIdParamsSchema.safeParse({ id: 'abc' }).success).toBe(false);
    expect(contractIdParamsSchema.safeParse({ id: '0' }).success).toBe(false);
  });
});
