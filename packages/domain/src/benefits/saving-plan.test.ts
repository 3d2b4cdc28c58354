import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors/domain-error';
import {
  assertCanReturnToSavingPlanSelection,
  assertSingleSavingPlanInCart,
  canModifySavingPlan,
  getSavingPlanChange,
  savingPlanWindow,
  savingPlanWizardStart,
  savingPlanWizardSteps,
  sortSavingPlanBaskets,
  type SavingContractRef,
} from './saving-plan';

const contracted: SavingContractRef = { id: 1, status: 'contracted', benefitId: 30 };

describe('sortSavingPlanBaskets (docs/product/benefits-and-simulation.md §2 Saving plan page)', () => {
  it('orders Prudent, Moderate, Decisive, Very Decisive, then unknown types in their order', () => {
    const baskets = ['very-decisive', null, 'moderate', 'x', 'prudent', 'decisive'].map((savingsType, id) => ({ id, savingsType }));
    expect(sortSavingPlanBaskets(baskets).map((b) => b.savingsType)).toEqual(['prudent', 'moderate', 'decisive', 'very-decisive', null, 'x']);
  });
});

describe('savingPlanWindow (docs/product/benefits-and-simulation.md §5 Saving plan, §9)', () => {
  const spring = { opens: '2026-04-11', closes: '2026-05-10', effectiveDate: '2026-06-01' };
  const autumn = { opens: '2026-10-11', closes: '2026-11-10', effectiveDate: '2026-12-01' };

  it.each([
    ['2026-04-10', null],
    ['2026-04-11', spring],
    ['2026-05-10', spring],
    ['2026-05-11', null],
    ['2026-10-10', null],
    ['2026-10-11', autumn],
    ['2026-11-10', autumn],
    ['2026-11-11', null],
    ['2026-01-15', null],
  ])('on %s → %o', (today, expected) => {
    expect(savingPlanWindow(today)).toEqual(expected);
  });

  it('reads an instant in Europe/Madrid', () => {
    // CEST (UTC+2) in April, CET (UTC+1) in November.
    expect(savingPlanWindow('2026-04-10T21:59:59Z')).toBeNull();
    expect(savingPlanWindow('2026-04-10T22:00:00Z')).toEqual(spring);
    expect(savingPlanWindow('2026-11-10T22:59:59Z')).toEqual(autumn);
    expect(savingPlanWindow('2026-11-10T23:00:00Z')).toBeNull();
  });
});

describe('getSavingPlanChange / canModifySavingPlan (docs/product/cart-and-contracts.md §4, §5)', () => {
  it('allows a first subscription any day, also after a cancelled plan', () => {
    expect(getSavingPlanChange([], '2026-01-15')).toEqual({ kind: 'first-subscription' });
    expect(getSavingPlanChange([{ ...contracted, status: 'cancelled' }], '2026-01-15')).toEqual({ kind: 'first-subscription' });
    expect(canModifySavingPlan([], '2026-01-15')).toBe(true);
  });

  it('allows changing a contracted plan only inside a window, effective on its date', () => {
    expect(getSavingPlanChange([contracted], '2026-05-10')).toEqual({
      kind: 'change',
      window: { opens: '2026-04-11', closes: '2026-05-10', effectiveDate: '2026-06-01' },
    });
    expect(() => getSavingPlanChange([contracted], '2026-05-11')).toThrow(DomainError);
    expect(canModifySavingPlan([contracted], '2026-05-11')).toBe(false);
    expect(canModifySavingPlan([contracted], '2026-10-11')).toBe(true);
  });

  it('treats a pending plan as in force', () => {
    let error: unknown;
    try {
      getSavingPlanChange([{ ...contracted, status: 'pending' }], '2026-07-01');
    } catch (e) {
      error = e;
    }
    expect(error).toMatchObject({ code: 'SAVING_PLAN_OUTSIDE_WINDOW' });
  });

  it('does not treat a cart item as in force', () => {
    expect(canModifySavingPlan([{ ...contracted, status: 'cart' }], '2026-07-01')).toBe(true);
  });
});

describe('saving plan cart and wizard rules (docs/product/benefits-and-simulation.md §4, §5)', () => {
  const inCart: SavingContractRef = { id: 2, status: 'cart', benefitId: 31 };

  it('allows one saving plan in the cart at most', () => {
    expect(() => assertSingleSavingPlanInCart([contracted], null)).not.toThrow();
    expect(() => assertSingleSavingPlanInCart([inCart], 2)).not.toThrow();
    expect(() => assertSingleSavingPlanInCart([inCart], null)).toThrow(expect.objectContaining({ code: 'SAVING_PLAN_PENDING_IN_CART' }));
  });

  it('refuses going back to the selection while one is in the cart', () => {
    expect(() => assertCanReturnToSavingPlanSelection([contracted])).not.toThrow();
    expect(() => assertCanReturnToSavingPlanSelection([contracted, inCart])).toThrow(expect.objectContaining({ code: 'SAVING_PLAN_IN_CART' }));
  });

  it('preselects an existing non-cancelled plan and opens the months step', () => {
    expect(savingPlanWizardStart([])).toEqual({ step: 'basket', benefitId: null, familyId: undefined });
    expect(savingPlanWizardStart([{ ...contracted, status: 'cancelled' }])).toEqual({ step: 'basket', benefitId: null, familyId: undefined });
    expect(savingPlanWizardStart([contracted])).toEqual({ step: 'months', benefitId: 30, familyId: undefined });
    expect(savingPlanWizardStart([contracted, inCart])).toEqual({ step: 'months', benefitId: 31, familyId: undefined });
  });

  it('preselects whom the existing plan is for', () => {
    expect(
      savingPlanWizardStart([
        { ...contracted, familyId: 5 },
        { ...inCart, familyId: null },
      ]),
    ).toMatchObject({ benefitId: 31, familyId: null });
    expect(savingPlanWizardStart([{ ...contracted, familyId: 5 }])).toMatchObject({ benefitId: 30, familyId: 5 });
  });

  it('shows the family step only with more than one provider', () => {
    const by = (id: number) => ({ provider: { id, name: String(id), logo: null, website: null } });
    expect(savingPlanWizardSteps([by(1), by(1)])).toEqual(['basket', 'months']);
    expect(savingPlanWizardSteps([by(1), by(2)])).toEqual(['basket', 'months', 'family']);
  });
});
