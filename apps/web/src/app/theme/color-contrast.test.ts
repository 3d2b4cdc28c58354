import { isWhiteTextReadableOn } from '@flexplan/domain/company/color-contrast';
import { describe, expect, it } from 'vitest';
import { contrastRatio, darkenForContrast } from './color-contrast';

describe('the shell’s colour arithmetic', () => {
  it('measures contrast as the domain does, short hex included', () => {
    expect(contrastRatio('#fff', '#000000')).toBe(21);
    expect(contrastRatio('#00205b', '#ffffff')).toBe(contrastRatio('#00205B', '#fff'));
  });

  it('darkens a brand colour until the administrator’s form would call white text on it readable', () => {
    for (const brand of ['#ffcc00', '#7fbf7f', '#0b5fd3', '#00205b']) expect(isWhiteTextReadableOn(darkenForContrast(brand))).toBe(true);
  });
});
