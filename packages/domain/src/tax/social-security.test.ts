import { describe, expect, it } from 'vitest';
import { socialSecurityContribution } from './social-security';
import { taxYear2025 } from './years/2025';
import { taxYear2026 } from './years/2026';

const contribution = (grossAnnual: number, contributionGroup = 7, contract: 'indefinite' | 'temporary' = 'indefinite', year = taxYear2026) =>
  socialSecurityContribution({ grossAnnual, contract, contributionGroup }, year.socialSecurity);

describe('socialSecurityContribution (docs/product/tax-rules.md §2)', () => {
  it('is 6.50 % (indefinite) or 6.55 % (temporary) within the bases', () => {
    expect(contribution(3_000_000)).toBe(195_000);
    expect(contribution(3_000_000, 7, 'temporary')).toBe(196_500);
  });

  it.each([
    [7, 1_500_000, 111_103], // 1,424.40 × 12 × 6.5 % = 1,111.032 (rounded once, not monthly: 92.59 × 12 = 1,111.08)
    [7, 1_709_280, 111_103], // exactly 12 × the minimum base
    [1, 2_000_000, 155_165], // 1,989.30 × 12 × 6.5 % = 1,551.654
    [2, 1_500_000, 128_677], // 1,649.70 × 12 × 6.5 % = 1,286.766
    [3, 1_500_000, 111_946], // 1,435.20 × 12 × 6.5 % = 1,119.456
    [11, 1_000_000, 111_103], // groups 8–11: 47.48 € a day × 30 = 1,424.40
  ])('group %i pays on its minimum base: %i → %i', (group, gross, expected) => {
    expect(contribution(gross, group)).toBe(expected);
  });

  it('is capped at the maximum base, then pays solidarity by bands', () => {
    // Maximum base 5,101.20 × 12 = 61,214.40 × 6.5 % = 3,978.936.
    expect(contribution(6_121_440)).toBe(397_894);
    // + 10 % of the maximum (67,335.84): + 6,121.44 × 0.19 % = 11.630736 → 3,990.566736.
    expect(contribution(6_733_584)).toBe(399_057);
    // + 50 % (91,821.60): + 24,485.76 × 0.21 % = 51.420096 → 4,041.986832.
    expect(contribution(9_182_160)).toBe(404_199);
    // 120,000: the rest above +50 %, 28,178.40 × 0.24 % = 67.62816 → 4,109.614992.
    expect(contribution(12_000_000)).toBe(410_961);
    // 90,000 (docs/product/tax-rules.md §4): 3,978.936 + 11.630736 + 22,664.16 × 0.21 % (47.594736) = 4,038.161472.
    expect(contribution(9_000_000)).toBe(403_816);
  });

  it('takes its figures from the year: 2025 is 6.48 % with a maximum base of 4,909.50', () => {
    expect(contribution(3_000_000, 7, 'indefinite', taxYear2025)).toBe(194_400);
    expect(contribution(5_891_400, 7, 'indefinite', taxYear2025)).toBe(381_763); // 58,914 × 6.48 % = 3,817.6272
  });

  it('refuses an unknown contribution group', () => {
    expect(() => contribution(3_000_000, 12)).toThrow(/contribution group 12/);
  });
});
