import { describe, expect, it } from 'vitest';
import { otherExpenses } from './other-expenses';
import { taxYear2026 } from './years/2026';

describe('otherExpenses, OTROSGASTOS before its cap (AEAT algoritmo 2026 §3)', () => {
  it.each([
    [false, 0, false, 200_000], // 2,000
    [true, 0, false, 400_000], // + 2,000 geographic mobility
    [false, 32, false, 200_000], // below 33 % counts for nothing
    [false, 33, false, 550_000], // + 3,500 for 33–65 %
    [false, 33, true, 975_000], // + 7,750 for 33–65 % with reduced mobility
    [false, 65, false, 975_000], // + 7,750 for ≥ 65 %
    [true, 65, false, 1_175_000], // 2,000 + 2,000 + 7,750
  ])('mobility %s, disability %i %%, reduced mobility %s → %i', (geographicMobility, disability, reducedMobility, expected) => {
    expect(otherExpenses({ geographicMobility, disability, reducedMobility }, taxYear2026.otherExpenses)).toBe(expected);
  });
});
