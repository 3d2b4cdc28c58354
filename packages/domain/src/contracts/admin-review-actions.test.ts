import { describe, expect, it } from 'vitest';
import { adminReviewActions, canAdminReview, needsReason } from './admin-review-actions';

describe('canAdminReview', () => {
  const pendingSigned = { status: 'pending', signed: true } as const;
  const pendingUnsigned = { status: 'pending', signed: false } as const;
  const contracted = { status: 'contracted', signed: true } as const;
  const cancelled = { status: 'cancelled', signed: true } as const;
  const cart = { status: 'cart', signed: false } as const;

  it('approves only a contract under review the employee accepted', () => {
    expect(canAdminReview('approve', pendingSigned)).toBe(true);
    expect(canAdminReview('approve', pendingUnsigned)).toBe(false);
    expect(canAdminReview('approve', contracted)).toBe(false);
  });

  it('rejects only a contract under review, accepted or not', () => {
    expect(canAdminReview('reject', pendingSigned)).toBe(true);
    expect(canAdminReview('reject', pendingUnsigned)).toBe(true);
    expect(canAdminReview('reject', contracted)).toBe(false);
  });

  it('cancels a contract under review or in force', () => {
    expect(canAdminReview('cancel', pendingSigned)).toBe(true);
    expect(canAdminReview('cancel', contracted)).toBe(true);
    expect(canAdminReview('cancel', { status: 'contracted', signed: false })).toBe(true);
  });

  it('does nothing to a cancelled contract or a cart item', () => {
    for (const action of adminReviewActions) {
      expect(canAdminReview(action, cancelled)).toBe(false);
      expect(canAdminReview(action, cart)).toBe(false);
    }
  });

  it('asks a reason to reject or cancel, not to approve', () => {
    expect(adminReviewActions.filter(needsReason)).toEqual(['reject', 'cancel']);
  });
});
