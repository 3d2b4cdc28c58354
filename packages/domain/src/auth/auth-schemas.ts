import { z } from 'zod';
import { validationMessages } from '../validation/messages';
import { resetPasswordFormSchema } from './password-policy';
import { RESET_TOKEN_MIN_LENGTH } from './reset-token';

const required = validationMessages.required;

/** POST /api/auth/login: e-mail or personal ID, and the RSA-OAEP ciphertext of the password (base64). */
export const loginBodySchema = z.object({
  email: z.string().trim().min(1, { message: required }).max(254),
  password: z.string().min(1, { message: required }).max(4096),
  cookiesAccepted: z.string().max(10).optional(),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const forgotPasswordBodySchema = z.object({
  email: z.email({ message: validationMessages.email }).max(254),
});

export const resetPasswordQuerySchema = z.object({
  access_token: z.string().min(RESET_TOKEN_MIN_LENGTH).max(200),
});

/**
 * POST /api/users/reset-password: the new password, twice, and the cookie consent the browser has
 * given, which the session setting the password opens needs as login does (docs/decisions/045-password-link-logs-in.md).
 */
export const resetPasswordBodySchema = resetPasswordFormSchema.safeExtend({
  cookiesAccepted: z.string().max(10).optional(),
});

export const cookieConsentBodySchema = z.object({ version: z.string().max(10) });
