import type { ThrottleRule } from '../../plugins/throttle-counters';

/** Login: 5 failures per account and 30 per client address in 15 minutes. */
export const loginAccountRule: ThrottleRule = { limit: 5, windowSeconds: 15 * 60 };
export const loginAddressRule: ThrottleRule = { limit: 30, windowSeconds: 15 * 60 };
/** Forgot password: 3 e-mails per account and 20 requests per address an hour. */
export const resetAccountRule: ThrottleRule = { limit: 3, windowSeconds: 60 * 60 };
export const resetAddressRule: ThrottleRule = { limit: 20, windowSeconds: 60 * 60 };
