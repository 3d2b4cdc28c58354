import { describe, expect, it } from 'vitest';
import { toSpecTaxTables } from './tax-tables';
import { taxYears } from './tax-years';

describe('toSpecTaxTables (docs/product/employee-portal.md §3 employeeTax, productTax)', () => {
  const tables = toSpecTaxTables(taxYears[2026]!);

  it('gives the social security block in the spec names', () => {
    // Maximum base 5,101.20 × 12 = 61,214.40 × 6.5 % = 3,978.936 → 3,978.94.
    expect(tables.employeeTax.socialSecurity).toEqual({
      socialSecurity: 6.5,
      limitSalary: 6_121_440,
      limitValue: 397_894,
      redGeneral: 730_200,
      minGeneral: 555_000,
    });
  });

  it('gives the scale as { min, max, percent } rows, the last open-ended', () => {
    expect(tables.employeeTax.retentionScale).toEqual([
      { min: 0, max: 1_245_000, percent: 19 },
      { min: 1_245_000, max: 2_020_000, percent: 24 },
      { min: 2_020_000, max: 3_520_000, percent: 30 },
      { min: 3_520_000, max: 6_000_000, percent: 37 },
      { min: 6_000_000, max: 30_000_000, percent: 45 },
      { min: 30_000_000, max: null, percent: 47 },
    ]);
  });

  it('gives the children and baby minimums, the product tax tables and the rest of the AEAT parameters', () => {
    expect(tables.employeeTax.childrenDeduction).toEqual([240_000, 270_000, 400_000, 450_000]);
    expect(tables.employeeTax.babyDeduction).toBe(280_000);
    expect(tables.productTax.transport).toEqual({ limitExemption: 150_000, limitDay: null, numberOfMonths: 12, exemption: 'exempt', whoBenefit: 'employee' });
    expect(tables.productTax.food.limitDay).toBe(1_100);
    expect(tables.employeeTax.aeat.withholdingCap).toEqual({ rate: 4300, upToRetrib: 3_520_000 });
    expect(tables.employeeTax.aeat.noWithholding.bySituation[3]).toEqual([1_587_600, 1_634_200, 1_686_700]);
  });

  it('is plain JSON, ready to seed and serve', () => {
    expect(JSON.parse(JSON.stringify(tables))).toEqual(tables);
  });

  it('keeps the scale consistent with the "tax up to there" column of docs/product/tax-rules.md §8', () => {
    let accumulated = 0;
    const upTo = tables.employeeTax.retentionScale.map((row) => {
      const before = accumulated;
      if (row.max !== null) accumulated += ((row.max - row.min) * row.percent) / 100;
      return before;
    });
    expect(upTo).toEqual([0, 236_550, 422_550, 872_550, 1_790_150, 12_590_150]);
  });
});
