import { describe, expect, it } from 'vitest';
import { contrastRatio, isHexColor, isWhiteTextReadableOn } from './color-contrast';

describe('colour contrast (WCAG 2.x)', () => {
  it('gives 21:1 for black on white and 1:1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBe(21);
    expect(contrastRatio('#00205b', '#00205b')).toBe(1);
  });

  it("judges white text on the seeded companies' bars as readable, and on light bars as not", () => {
    for (const bar of ['#00205b', '#0f5132', '#5b2a86']) expect(isWhiteTextReadableOn(bar)).toBe(true);
    for (const bar of ['#ffffff', '#ffcc00', '#7fb3ff']) expect(isWhiteTextReadableOn(bar)).toBe(false);
  });

  it('does not round a ratio just under 4.5 up to passing', () => {
    // #777777 on white is 4.478:1, a classic near miss.
    expect(contrastRatio('#777777', '#ffffff')).toBe(4.47);
    expect(isWhiteTextReadableOn('#777777')).toBe(false);
    expect(isWhiteTextReadableOn('#767676')).toBe(true);
  });

  it('accepts only six-digit hex colours', () => {
    expect(isHexColor('#A1b2C3')).toBe(true);
    for (const bad of ['#abc', 'red', '00205b', '#00205bff', '#gg0000']) expect(isHexColor(bad)).toBe(false);
    expect(contrastRatio('red', '#ffffff')).toBeNull();
  });
});
