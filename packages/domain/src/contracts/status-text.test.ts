import { describe, expect, it } from 'vitest';
import { canChangeContracted, contractListLabel, contractStatusText } from './status-text';

describe('contractStatusText (docs/product/cart-and-contracts.md §4)', () => {
  it('cancelled', () => {
    expect(contractStatusText({ status: 'cancelled', category: 'gym', effectiveDate: null })).toBe('contracts.status.cancelled');
  });

  it('a pending saving plan: effective 1 June in June, else 1 December', () => {
    expect(contractStatusText({ status: 'pending', category: 'saving-plan', effectiveDate: '2026-06-01' })).toBe('contracts.status.effectiveJune1');
    expect(contractStatusText({ status: 'pending', category: 'saving-plan', effectiveDate: '2026-12-01' })).toBe('contracts.status.effectiveDecember1');
    expect(contractStatusText({ status: 'pending', category: 'saving-plan', effectiveDate: '2026-05-31T22:30:00Z' })).toBe('contracts.status.effectiveJune1');
  });

  it('other pending: under review', () => {
    expect(contractStatusText({ status: 'pending', category: 'saving-plan', effectiveDate: null })).toBe('contracts.status.underReview');
    expect(contractStatusText({ status: 'pending', category: 'food', effectiveDate: '2026-06-01' })).toBe('contracts.status.underReview');
  });

  it('otherwise already contracted', () => {
    expect(contractStatusText({ status: 'contracted', category: 'food', effectiveDate: null })).toBe('contracts.status.alreadyContracted');
  });
});

describe('contractListLabel (docs/product/employee-portal.md §4)', () => {
  it('pending → pending review; else signed → contracted; else pending signature', () => {
    expect(contractListLabel({ status: 'pending', signed: true })).toBe('contracts.list.pendingReview');
    expect(contractListLabel({ status: 'contracted', signed: true })).toBe('contracts.list.contracted');
    expect(contractListLabel({ status: 'contracted', signed: false })).toBe('contracts.list.pendingSignature');
  });

  it('a cancelled contract reads cancelled, signed or not, never contracted', () => {
    expect(contractListLabel({ status: 'cancelled', signed: true })).toBe('contracts.list.cancelled');
    expect(contractListLabel({ status: 'cancelled', signed: false })).toBe('contracts.list.cancelled');
  });
});

describe('canChangeContracted (docs/product/benefits-and-simulation.md §4)', () => {
  it('for food, kindergarten, transport, health and saving plan, or a non-default product', () => {
    for (const category of ['food', 'kindergarten', 'transport', 'health-insurance', 'saving-plan'] as const) {
      expect(canChangeContracted(category, true)).toBe(true);
    }
    expect(canChangeContracted('gym', true)).toBe(false);
    expect(canChangeContracted('life-insurance', true)).toBe(false);
    expect(canChangeContracted('gym', false)).toBe(true);
  });
});
