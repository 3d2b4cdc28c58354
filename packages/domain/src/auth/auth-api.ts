import { z } from 'zod';

/** GET /api/auth/public-key: the key the browser encrypts passwords under (docs/product/employee-portal.md §5 Login). */
export const loginPublicKeySchema = z
  .object({
    algorithm: z.literal('RSA-OAEP-256'),
    publicKeyPem: z.string(),
  })
  .meta({ id: 'LoginPublicKey' });
export type LoginPublicKey = z.output<typeof loginPublicKeySchema>;

/** POST /api/auth/login: the opaque session token, sent back as `Authorization: Bearer`. */
export const sessionTokenSchema = z
  .object({
    token: z.string(),
  })
  .meta({ id: 'SessionToken' });

/**
 * The answer of a call that only confirms what it did (forgot and reset password, password
 * change): a sentence in Spanish the spec shows as is.
 */
export const confirmationSchema = z
  .object({
    message: z.string(),
  })
  .meta({ id: 'Confirmation' });

/**
 * POST /api/users/reset-password: the password is set; and the session it opens, as login answers
 * one, unless the company is in maintenance or requires a cookie consent the browser has not given
 * (then the person logs in as before; docs/decisions/045-password-link-logs-in.md).
 */
export const passwordSetSchema = z
  .object({
    message: z.string(),
    token: z.string().optional().describe('The opaque session token, sent back as `Authorization: Bearer`.'),
  })
  .meta({ id: 'PasswordSet' });
