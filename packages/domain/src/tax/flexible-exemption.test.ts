import { describe, expect, it } from 'vitest';
import { benefitTaxation, type ExemptionContext } from './flexible-exemption';
import type { Benefit } from './tax-profile';
import type { TaxYear } from './tax-year';
import { taxYear2026 } from './years/2026';

const context: ExemptionContext = { disability: 0, childrenUnder3: 1 };
const taxed = (benefit: Benefit, year: TaxYear = taxYear2026, ctx = context) => {
  const t = benefitTaxation(benefit, ctx, year);
  return [t.exemptAnnual, t.taxableAnnual];
};

describe('benefitTaxation (docs/product/tax-rules.md §3, art. 42 LIRPF)', () => {
  it('exempts health insurance up to 500 € per insured person, 1,500 € with disability', () => {
    expect(taxed({ category: 'health-insurance', annualAmount: 60_000, insured: [{ disability: 0 }] })).toEqual([50_000, 10_000]);
    // 500 + 1,500 + 500 = 2,500 of 3,000.
    expect(taxed({ category: 'health-insurance', annualAmount: 300_000, insured: [{ disability: 0 }, { disability: 65 }, { disability: 0 }] })).toEqual([
      250_000, 50_000,
    ]);
    expect(taxed({ category: 'health-insurance', annualAmount: 200_000, insured: [{ disability: 33 }] })).toEqual([150_000, 50_000]);
    // No list: the employee alone, with their own disability.
    expect(taxed({ category: 'health-insurance', annualAmount: 200_000 }, taxYear2026, { ...context, disability: 40 })).toEqual([150_000, 50_000]);
  });

  it('holds each insured person to their own limit when their premiums are known (art. 42.3.c LIRPF)', () => {
    // Employee 400 €, spouse 624 €, two children 300 € each: 1 624 € is under 4 × 500 €, but the
    // spouse's 124 € over their own 500 € is in-kind pay all the same.
    const family = [
      { disability: 0, annualPremium: 40_000 },
      { disability: 0, annualPremium: 62_400 },
      { disability: 0, annualPremium: 30_000 },
      { disability: 0, annualPremium: 30_000 },
    ];
    expect(taxed({ category: 'health-insurance', annualAmount: 162_400, insured: family })).toEqual([150_000, 12_400]);
    // With disability the person's limit is 1 500 €: a 1 200 € premium stays exempt.
    expect(taxed({ category: 'health-insurance', annualAmount: 120_000, insured: [{ disability: 33, annualPremium: 120_000 }] })).toEqual([120_000, 0]);
  });

  it("counts the company's contribution in the person's premium, whose excess is in-kind pay", () => {
    // A 624 € premium the company pays 124 € of: the employee gives up 500 €, and 124 € is taxable.
    expect(taxed({ category: 'health-insurance', annualAmount: 50_000, insured: [{ disability: 0, annualPremium: 62_400 }] })).toEqual([37_600, 12_400]);
    // Paid by the company in full: nothing given up, the excess still taxable.
    expect(taxed({ category: 'health-insurance', annualAmount: 0, insured: [{ disability: 0, annualPremium: 62_400 }] })).toEqual([0, 12_400]);
  });

  it('exempts food up to 11 € a working day', () => {
    expect(taxed({ category: 'food', annualAmount: 250_000, workingDays: 220 })).toEqual([242_000, 8_000]);
    expect(taxed({ category: 'food', annualAmount: 100_000, workingDays: 220 })).toEqual([100_000, 0]);
    expect(taxed({ category: 'food', annualAmount: 100_000, workingDays: 0 })).toEqual([0, 100_000]);
  });

  it('exempts transport up to 1,500 € a year', () => {
    expect(taxed({ category: 'transport', annualAmount: 180_000 })).toEqual([150_000, 30_000]);
    expect(taxed({ category: 'transport', annualAmount: 150_000 })).toEqual([150_000, 0]);
  });

  it('exempts kindergarten and formation in full, or up to a company limit per child or in total', () => {
    expect(taxed({ category: 'kindergarten', annualAmount: 900_000 })).toEqual([900_000, 0]);
    expect(taxed({ category: 'formation', annualAmount: 900_000 })).toEqual([900_000, 0]);
    const withLimits: TaxYear = {
      ...taxYear2026,
      productTax: {
        ...taxYear2026.productTax,
        kindergarten: { ...taxYear2026.productTax.kindergarten, limitExemption: 100_000, whoBenefit: 'child' },
        formation: { ...taxYear2026.productTax.formation, limitExemption: 100_000, whoBenefit: 'employee' },
      },
    };
    expect(taxed({ category: 'kindergarten', annualAmount: 300_000, children: 2 }, withLimits)).toEqual([200_000, 100_000]);
    expect(taxed({ category: 'kindergarten', annualAmount: 300_000 }, withLimits)).toEqual([100_000, 200_000]); // 1 child under 3
    expect(taxed({ category: 'formation', annualAmount: 300_000 }, withLimits)).toEqual([100_000, 200_000]);
  });

  it('taxes renting at its in-kind value instead of its fee', () => {
    // Fee 6,000; in-kind 30,000 × 20 % × 50 % = 3,000.
    expect(taxed({ category: 'renting', annualAmount: 600_000, vehicleValue: 3_000_000, privateUsePercent: 50 })).toEqual([300_000, 300_000]);
    // An in-kind value above the fee: nothing exempt, and more taxable than paid (6,000 > 3,000).
    expect(taxed({ category: 'renting', annualAmount: 300_000, vehicleValue: 3_000_000, privateUsePercent: 100 })).toEqual([0, 600_000]);
  });

  it.each(['life-insurance', 'life-insurance-axa', 'saving-plan', 'gym', 'lottery', 'other'] as const)('taxes %s as in-kind pay', (category) => {
    expect(taxed({ category, annualAmount: 60_000 })).toEqual([0, 60_000]);
  });
});
