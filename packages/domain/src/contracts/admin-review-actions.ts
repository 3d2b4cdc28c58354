import type { Contract, ContractStatus } from './contract';

// Free of zod: the administrator's list decides its buttons on first paint.

/**
 * What a company administrator may do to a contract (docs/product/back-office.md §3): approve one
 * under review, reject one under review, cancel one under review or in force. A rejection and a
 * cancellation both end in `cancelled`; each asks a reason the employee is e-mailed
 * (docs/decisions/402-reject-and-cancel-end-in-cancelled-the-reason-in-the-audit-and-the-e-mail.md).
 */
export const adminReviewActions = ['approve', 'reject', 'cancel'] as const;
export type AdminReviewAction = (typeof adminReviewActions)[number];

/** A state an action starts from: a status, and when given whether the employee accepted (signed) it. */
export interface AdminReviewFrom {
  status: ContractStatus;
  signed?: boolean;
}

/** Where each action starts from and where it leaves the contract. */
export const adminReviewMoves = {
  // Only an accepted contract is approved: an unsigned one still waits for its e-mail link.
  approve: { from: [{ status: 'pending', signed: true }], to: 'contracted' },
  reject: { from: [{ status: 'pending' }], to: 'cancelled' },
  cancel: { from: [{ status: 'pending' }, { status: 'contracted' }], to: 'cancelled' },
} as const satisfies Record<AdminReviewAction, { from: readonly AdminReviewFrom[]; to: ContractStatus }>;

/** Whether the action is allowed from the contract's current state: the server refuses it otherwise (409), the web shows no button. */
export function canAdminReview(action: AdminReviewAction, contract: Pick<Contract, 'status' | 'signed'>): boolean {
  const from: readonly AdminReviewFrom[] = adminReviewMoves[action].from;
  return from.some((f) => f.status === contract.status && (f.signed === undefined || f.signed === contract.signed));
}

/** Rejecting or cancelling takes something from the employee: they are told why. */
export function needsReason(action: AdminReviewAction): boolean {
  return action !== 'approve';
}

/** The longest reason, in characters: a few sentences for an e-mail, not a letter. */
export const REVIEW_REASON_MAX = 500;
