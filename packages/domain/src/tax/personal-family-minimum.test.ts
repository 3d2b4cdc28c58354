import { describe, expect, it } from 'vitest';
import { personalFamilyMinimum } from './personal-family-minimum';
import { qualifyingDescendants } from './qualifying-descendants';
import type { Ascendant, Descendant } from './tax-profile';
import { child } from './test-profile';
import { taxYear2026 } from './years/2026';

const params = taxYear2026.personalFamilyMinimum;

function minimum(options: { birthYear?: number; disability?: number; reducedMobility?: boolean; descendants?: Descendant[]; ascendants?: Ascendant[] } = {}) {
  const descendants = qualifyingDescendants(options.descendants ?? [], 2026, params);
  return personalFamilyMinimum({ birthYear: 1990, disability: 0, reducedMobility: false, ascendants: [], ...options, descendants }, 2026, params);
}

const ascendant = (birthYear: number, livingWith = 1, disability = 0): Ascendant => ({ birthYear, livingWith, disability, reducedMobility: false });

describe('personalFamilyMinimum, MINPERFA (AEAT algoritmo 2026 §6)', () => {
  it.each([
    [1990, 555_000], // 5,550
    [1962, 555_000], // 64 in 2026: not older than 64
    [1961, 670_000], // 65: + 1,150
    [1952, 670_000], // 74
    [1951, 810_000], // 75: + 1,400 more
  ])('taxpayer born %i → %i', (birthYear, expected) => {
    expect(minimum({ birthYear })).toBe(expected);
  });

  it('adds the taxpayer disability: 3,000 / 9,000 (+ 3,000 care)', () => {
    expect(minimum({ disability: 33 })).toBe(855_000);
    expect(minimum({ disability: 33, reducedMobility: true })).toBe(1_155_000);
    expect(minimum({ disability: 65 })).toBe(1_755_000);
  });

  it('counts descendants oldest first: 2,400 · 2,700 · 4,000 · 4,500 and 4,500 again', () => {
    // 5,550 + 2,400 + 2,700 + 4,000 + 4,500 + 4,500 = 23,650, whatever the declared order.
    expect(minimum({ descendants: [child(2018), child(2003), child(2015), child(2008), child(2012)] })).toBe(2_365_000);
  });

  it('orders before sharing: the older shared child takes the first amount', () => {
    // 2010 shared: 2,400 / 2 = 1,200; 2020 whole: 2,700 → 5,550 + 3,900 (declared youngest first).
    expect(minimum({ descendants: [child(2020), child(2010, false)] })).toBe(945_000);
  });

  it('counts descendants under 25, or disabled at any age', () => {
    expect(minimum({ descendants: [child(2002)] })).toBe(795_000); // 24: + 2,400
    expect(minimum({ descendants: [child(2001)] })).toBe(555_000); // 25: nothing
    // 25 with 33 %: 2,400 + 3,000.
    expect(minimum({ descendants: [{ ...child(2001), disability: 33 }] })).toBe(1_095_000);
  });

  it('adds 2,800 under 3 (born after 2023), × the share', () => {
    expect(minimum({ descendants: [child(2024)] })).toBe(1_075_000); // 2,400 + 2,800
    expect(minimum({ descendants: [child(2023)] })).toBe(795_000); // 3 years old
    expect(minimum({ descendants: [child(2026, false)] })).toBe(815_000); // (2,400 + 2,800) / 2
  });

  it('adds a descendant disability × the share', () => {
    // (2,400 + 9,000 + 3,000) / 2 = 7,200.
    expect(minimum({ descendants: [{ ...child(2010, false), disability: 65 }] })).toBe(1_275_000);
    // 2,400 + 3,000 + 3,000 care (reduced mobility).
    expect(minimum({ descendants: [{ ...child(2010), disability: 40, reducedMobility: true }] })).toBe(1_395_000);
  });

  it('adds ascendants aged 65+ or disabled, divided among the descendants they live with', () => {
    expect(minimum({ ascendants: [ascendant(1962)] })).toBe(555_000); // 64: nothing
    expect(minimum({ ascendants: [ascendant(1962, 1, 33)] })).toBe(970_000); // 64 disabled: 1,150 + 3,000
    expect(minimum({ ascendants: [ascendant(1950, 3)] })).toBe(640_000); // 76: (1,150 + 1,400) / 3 = 850
    // (1,150 + 1,400 + 9,000 + 3,000) / 2 = 7,275.
    expect(minimum({ ascendants: [ascendant(1940, 2, 65)] })).toBe(1_282_500);
  });

  it('rounds each ascendant subtotal to the cent', () => {
    // 1,150 / 3 = 383.333… → 383.33, twice: 766.66 (not 2,300 / 3 = 766.67).
    expect(minimum({ ascendants: [ascendant(1960, 3), ascendant(1958, 3)] })).toBe(555_000 + 76_666);
  });
});
