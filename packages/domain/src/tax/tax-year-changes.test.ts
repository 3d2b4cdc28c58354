import { describe, expect, it } from 'vitest';
import { taxYearChanges } from './tax-year-changes';
import { taxYear2026 } from './years/2026';

describe('taxYearChanges', () => {
  it('names each changed figure by its path, before and after, and nothing else', () => {
    const edited = JSON.parse(JSON.stringify(taxYear2026));
    (edited.productTax.food as { limitDay: number }).limitDay = 1_300;
    (edited.scale as { rate: number }[])[5]!.rate = 4800;
    expect(taxYearChanges(taxYear2026, edited)).toEqual({
      before: { 'productTax.food.limitDay': 1_100, 'scale.5.rate': 4700 },
      after: { 'productTax.food.limitDay': 1_300, 'scale.5.rate': 4800 },
    });
    expect(taxYearChanges(taxYear2026, JSON.parse(JSON.stringify(taxYear2026)))).toEqual({ before: {}, after: {} });
  });

  it('shows a bracket added as figures that were not there (null before)', () => {
    const edited = { ...taxYear2026, scale: [...taxYear2026.scale, { from: 40_000_000, rate: 4900 }] };
    expect(taxYearChanges(taxYear2026, edited)).toEqual({
      before: { 'scale.6.from': null, 'scale.6.rate': null },
      after: { 'scale.6.from': 40_000_000, 'scale.6.rate': 4900 },
    });
  });
});
