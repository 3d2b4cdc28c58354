import { describe, expect, it } from 'vitest';
import { formatBatchResult, formatRate } from './batch-result';
import { simulate } from './simulate';
import { testProfile } from './test-profile';
import { taxYear2026 } from './years/2026';

describe('formatRate', () => {
  it.each([
    [1642, '16.42'],
    [1650, '16.5'],
    [1600, '16'],
    [1605, '16.05'],
    [7, '0.07'],
    [0, '0'],
    [4700, '47'],
  ])('%i bp → %s', (basisPoints, text) => {
    expect(formatRate(basisPoints)).toBe(text);
    expect(JSON.parse(text)).toBe(basisPoints / 100);
  });
});

describe('formatBatchResult', () => {
  it('writes valid JSON with every figure, benefits and warnings included', () => {
    const s = simulate(
      testProfile({
        grossAnnual: 1_800_000, // 5,500 of benefits: 30.6 % in kind, 12,500 cash
        benefits: [
          { category: 'renting', annualAmount: 400_000, vehicleValue: 3_000_000, privateUsePercent: 50, efficiency: 'hybrid' },
          { category: 'transport', annualAmount: 150_000 },
        ],
      }),
      taxYear2026,
    );
    const parsed = JSON.parse(formatBatchResult(s));
    expect(parsed).toEqual({
      year: 2026,
      socialSecurity: s.socialSecurity,
      withholdingBase: s.without.withholding.base,
      personalFamilyMinimum: s.personalFamilyMinimum,
      withholdingRate: s.without.withholding.rate / 100,
      withholdingAnnual: s.without.withholding.amount,
      netAnnual: s.without.netAnnual,
      netMonthly: s.without.netMonthly,
      benefitsAnnual: 550_000,
      exemptAnnual: s.exemptAnnual,
      withBenefitsRetrib: s.with.withholding.retrib,
      withBenefitsBase: s.with.withholding.base,
      withBenefitsRate: s.with.withholding.rate / 100,
      withBenefitsWithholding: s.with.withholding.amount,
      withBenefitsCashAnnual: 1_250_000,
      withBenefitsNetCashAnnual: s.with.netCashAnnual,
      withBenefitsNetAnnual: s.with.netAnnual,
      withBenefitsNetMonthly: s.with.netMonthly,
      savingAnnual: s.savingAnnual,
      savingMonthly: s.savingMonthly,
      // Renting: 30,000 × 20 % × 80 % (hybrid) × 50 % = 2,400 in kind, 1,600 of the 4,000 fee leaves RETRIB.
      benefits: [
        { category: 'renting', annualAmount: 400_000, exemptAnnual: 160_000, taxableAnnual: 240_000, savingAnnual: s.benefits[0]!.savingAnnual },
        { category: 'transport', annualAmount: 150_000, exemptAnnual: 150_000, taxableAnnual: 0, savingAnnual: s.benefits[1]!.savingAnnual },
      ],
      warnings: ['IN_KIND_ABOVE_LIMIT', 'CASH_BELOW_MINIMUM_WAGE'],
    });
  });
});
