import { taxYear2026 } from '@flexplan/domain/tax/years/2026';
import { describe, expect, it } from 'vitest';
import { shownValue, storedValue, taxYearSections, withFigure } from './tax-year-fields';

describe('the tax year form', () => {
  const fields = taxYearSections(taxYear2026).flatMap((s) => s.fields);
  const field = (path: string) => fields.find((f) => f.path === path)!;

  it('shows every figure of the year once, in its unit', () => {
    expect(new Set(fields.map((f) => f.path)).size).toBe(fields.length);
    expect(field('productTax.food.limitDay')).toMatchObject({ group: 'productTax.food', key: 'limitDay', unit: 'money', isNullable: true, value: 1_100 });
    expect(field('scale.1.rate').unit).toBe('basisPoints');
    expect(field('socialSecurity.parts.mei').unit).toBe('basisPoints');
    expect(field('rentingInKind.reductions.hybrid.percent').unit).toBe('wholePercent');
    expect(field('personalFamilyMinimum.ascendantMinAge').unit).toBe('count');
    expect(field('productTax.gym.exemption').unit).toBe('fixed');
    expect(field('noWithholding.bySituation.1.0')).toMatchObject({ isNullable: true, value: null });
  });

  it('shows cents as euros and basis points as percents, and stores them back to the cent', () => {
    expect(shownValue('money', 1_100)).toBe(11);
    expect(shownValue('basisPoints', 1900)).toBe(19);
    expect(storedValue('money', 12.35, true)).toBe(1_235);
    expect(storedValue('money', 0.1 + 0.2, false)).toBe(30);
    expect(storedValue('money', '', true)).toBeNull();
    expect(storedValue('money', '', false)).toBeNaN();
    expect(storedValue('count', 12, false)).toBe(12);
  });

  it('changes one figure on a copy', () => {
    const edited = withFigure(taxYear2026, 'productTax.food.limitDay', 1_300);
    expect(edited.productTax.food.limitDay).toBe(1_300);
    expect(taxYear2026.productTax.food.limitDay).toBe(1_100);
  });
});
