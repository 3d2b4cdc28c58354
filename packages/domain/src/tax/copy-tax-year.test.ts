import { describe, expect, it } from 'vitest';
import { copyTaxYearToNext } from './copy-tax-year';
import { taxYearSchema } from './tax-year-schema';
import { taxYear2026 } from './years/2026';

describe('copyTaxYearToNext', () => {
  it("starts the next year as this year's figures under the next number, valid as they are", () => {
    const next = copyTaxYearToNext(taxYear2026)!;
    expect(next).toEqual({ ...taxYear2026, year: 2027 });
    expect(taxYearSchema.safeParse(next).success).toBe(true);
  });

  it('copies deeply: editing the new year leaves the source as it was', () => {
    const next = copyTaxYearToNext(taxYear2026)!;
    (next.productTax.food as { limitDay: number }).limitDay = 1_300;
    (next.scale[0] as { rate: number }).rate = 1800;
    expect(taxYear2026.productTax.food.limitDay).toBe(1_100);
    expect(taxYear2026.scale[0]!.rate).toBe(1900);
  });

  it('shares nothing between products: the taxable ones the seed writes as one object come apart', () => {
    const next = copyTaxYearToNext(taxYear2026)!;
    (next.productTax.gym as { limitExemption: number | null }).limitExemption = 10_000;
    expect(next.productTax.lottery.limitExemption).toBeNull();
  });

  it('has no next year past the last one the platform keeps', () => {
    expect(copyTaxYearToNext({ ...taxYear2026, year: 2100 })).toBeNull();
  });
});
