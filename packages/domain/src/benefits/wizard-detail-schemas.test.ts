import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { HealthDetails } from './health-insurance';
import type { LifeAxaDetails } from './life-axa';
import type { LifeDetails } from './life-insurance';
import type { RentingDetails } from './renting';
import {
  healthDetailsSchema,
  lifeAxaDetailsSchema,
  lifeDetailsSchema,
  rentingDetailsSchema,
  savingPlanDetailsSchema,
  wizardValidationMessages as m,
} from './wizard-detail-schemas';

// The parsed details are what the rules take.
type Assignable<A extends B, B> = A;
export type _Checks = [
  Assignable<z.output<typeof rentingDetailsSchema>, RentingDetails>,
  Assignable<z.output<typeof lifeDetailsSchema>, LifeDetails>,
  Assignable<z.output<typeof lifeAxaDetailsSchema>, LifeAxaDetails>,
  Assignable<z.output<typeof healthDetailsSchema>, HealthDetails>,
];

const issues = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  (result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);

describe('rentingDetailsSchema', () => {
  const renting = { feeWithoutVAT: 40_000, feeWithVAT: 48_400, vehicleValue: 3_000_000, privateUse: 50, startDate: '2026-07-01' };

  it('defaults the term to 2 years and strips derived fields', () => {
    expect(rentingDetailsSchema.parse({ ...renting, price: 1 })).toEqual({ ...renting, years: 2 });
  });

  it('keys the errors of the shape: bounds, dates; the term and VAT rules are the quote’s', () => {
    // quoteRenting refuses these with RENTING_YEARS and RENTING_FEE_VAT (renting.test.ts).
    expect(rentingDetailsSchema.safeParse({ ...renting, years: 6 }).success).toBe(true);
    expect(rentingDetailsSchema.safeParse({ ...renting, feeWithoutVAT: 48_401 }).success).toBe(true);
    expect(issues(rentingDetailsSchema.safeParse({ ...renting, years: '3' }))).toEqual([['years', m.required]]);
    expect(issues(rentingDetailsSchema.safeParse({ ...renting, privateUse: 101, vehicleValue: -1 }))).toEqual([
      ['vehicleValue', m.min],
      ['privateUse', m.max],
    ]);
    expect(issues(rentingDetailsSchema.safeParse({ ...renting, startDate: '2026-13-01' }))).toEqual([['startDate', m.date]]);
  });
});

describe('lifeDetailsSchema and lifeAxaDetailsSchema', () => {
  it('requires capitals in integer cents; the 35,000 € minimum is the quote’s (LIFE_DEATH_MINIMUM)', () => {
    expect(lifeDetailsSchema.safeParse({ death: 3_499_999, disability: 0, startDate: '2026-06-01' }).success).toBe(true);
    expect(issues(lifeDetailsSchema.safeParse({ death: -1, disability: 0, startDate: '2026-06-01' }))).toEqual([['death', m.min]]);
    expect(issues(lifeDetailsSchema.safeParse({ death: 3_500_000, disability: 0.5, startDate: '2026-06-01' }))).toEqual([['disability', m.integer]]);
  });

  it('checks only the shape of life-axa: the coverage rules are the quote’s', () => {
    const axa = { fallcc: 0, falla: 10, fallac: 0, ipacc: 0, ipaa: 0, ipaac: 0, ginv: 0, startDate: '2026-06-01' };
    expect(lifeAxaDetailsSchema.safeParse(axa).success).toBe(true);
    expect(issues(lifeAxaDetailsSchema.safeParse({ ...axa, ginv: -1 }))).toEqual([['ginv', m.min]]);
    expect(issues(lifeAxaDetailsSchema.safeParse({ ...axa, fallcc: undefined }))).toEqual([['fallcc', m.required]]);
  });
});

describe('healthDetailsSchema', () => {
  it('defaults samePeriod to true and supplementaries to none', () => {
    expect(healthDetailsSchema.parse({ members: [{ familyId: null, startMonth: 3 }] })).toEqual({
      members: [{ familyId: null, startMonth: 3, supplementaries: [] }],
      samePeriod: true,
    });
  });

  it('refuses no members, repeated members or supplementaries, and months outside 1–12', () => {
    expect(issues(healthDetailsSchema.safeParse({ members: [] }))).toEqual([['members', m.required]]);
    expect(
      issues(
        healthDetailsSchema.safeParse({
          members: [
            { familyId: 4, startMonth: 1 },
            { familyId: 4, startMonth: 2 },
          ],
        }),
      ),
    ).toEqual([['members', m.duplicate]]);
    const twice = [
      { benefitId: 11, startMonth: 1 },
      { benefitId: 11, startMonth: 2 },
    ];
    expect(issues(healthDetailsSchema.safeParse({ members: [{ familyId: null, startMonth: 1, supplementaries: twice }] }))).toEqual([
      ['members.0.supplementaries', m.duplicate],
    ]);
    expect(issues(healthDetailsSchema.safeParse({ members: [{ familyId: null, startMonth: 13 }] }))).toEqual([['members.0.startMonth', m.month]]);
  });
});

describe('savingPlanDetailsSchema', () => {
  it('takes the basket and one amount per month', () => {
    expect(savingPlanDetailsSchema.safeParse({ benefitId: 30, months: [{ month: 6, amount: 10_000 }] }).success).toBe(true);
    expect(
      issues(
        savingPlanDetailsSchema.safeParse({
          benefitId: 30,
          months: [
            { month: 6, amount: 1 },
            { month: 6, amount: 2 },
          ],
        }),
      ),
    ).toEqual([['months', m.duplicate]]);
    expect(issues(savingPlanDetailsSchema.safeParse({ benefitId: 0, months: [{ month: 0, amount: 1 }] }))).toEqual([
      ['benefitId', m.invalid],
      ['months.0.month', m.month],
    ]);
  });

  it('takes whom the plan is for: the employee (null) unless a family member is named', () => {
    const months = [{ month: 6, amount: 10_000 }];
    expect(savingPlanDetailsSchema.parse({ benefitId: 30, months }).familyId).toBeNull();
    expect(savingPlanDetailsSchema.parse({ benefitId: 30, familyId: 7, months }).familyId).toBe(7);
    expect(issues(savingPlanDetailsSchema.safeParse({ benefitId: 30, familyId: 'x', months }))).toEqual([['familyId', m.required]]);
  });
});
