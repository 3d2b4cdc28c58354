import { describe, expect, it } from 'vitest';
import { taxYear2026 } from '../tax/years/2026';
import { rentingInKindValue, type RentingInKindInput } from './renting-in-kind';

const value = (input: RentingInKindInput) => rentingInKindValue(input, taxYear2026.rentingInKind);

describe('rentingInKindValue (art. 43.1.1.b LIRPF, art. 48 bis RIRPF; docs/product/benefits-and-simulation.md §9 Renting)', () => {
  it('is 20 % of the value as new × private use, ÷ 12 a month', () => {
    // 30,000 × 20 % = 6,000 a year, 500 a month; at 50 % private use 3,000 / 250.
    expect(value({ vehicleValue: 3_000_000, privateUsePercent: 100 })).toEqual({ annual: 600_000, monthly: 50_000 });
    expect(value({ vehicleValue: 3_000_000, privateUsePercent: 50 })).toEqual({ annual: 300_000, monthly: 25_000 });
    expect(value({ vehicleValue: 3_000_000, privateUsePercent: 0 })).toEqual({ annual: 0, monthly: 0 });
  });

  it('rounds the month half up, and the year is 12 months', () => {
    // 10,000.50 × 20 % / 12 = 166.675 → 166.68; × 12 = 2,000.16 (not 2,000.10).
    expect(value({ vehicleValue: 1_000_050, privateUsePercent: 100 })).toEqual({ annual: 200_016, monthly: 16_668 });
  });

  it.each<[RentingInKindInput, number]>([
    // 25,000 × 20 % × 85 % = 4,250 a year = 354.1666… → 354.17 a month.
    [{ vehicleValue: 2_500_000, privateUsePercent: 100, efficiency: 'efficient-combustion' }, 35_417],
    // 25,000.01 does not qualify: 5,000.002 / 12 = 416.67.
    [{ vehicleValue: 2_500_001, privateUsePercent: 100, efficiency: 'efficient-combustion' }, 41_667],
    // 35,000 × 20 % × 80 % = 5,600 / 12 = 466.67.
    [{ vehicleValue: 3_500_000, privateUsePercent: 100, efficiency: 'hybrid' }, 46_667],
    // 35,000.01 hybrid does not qualify: 7,000.002 / 12 = 583.33.
    [{ vehicleValue: 3_500_001, privateUsePercent: 100, efficiency: 'hybrid' }, 58_333],
    // 40,000 × 20 % × 70 % × 60 % = 3,360 / 12 = 280.
    [{ vehicleValue: 4_000_000, privateUsePercent: 60, efficiency: 'electric' }, 28_000],
    // 40,000.01 electric does not qualify: 4,800.0012 / 12 = 400.0001 → 400.
    [{ vehicleValue: 4_000_001, privateUsePercent: 60, efficiency: 'electric' }, 40_000],
    // No efficiency declared: no reduction.
    [{ vehicleValue: 2_000_000, privateUsePercent: 100, efficiency: 'none' }, 33_333],
  ])('applies the efficient-vehicle reduction when the vehicle qualifies: %o → %i a month', (input, monthly) => {
    expect(value(input)).toEqual({ annual: 12 * monthly, monthly });
  });
});
