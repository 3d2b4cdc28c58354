import { z } from 'zod';
import { validationMessages } from '../validation/messages';

/** docs/product/employee-portal.md §9: password length 8 to 100. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 100;

export const passwordMessages = {
  policy: validationMessages.passwordPolicy,
  repeat: validationMessages.passwordRepeat,
  mismatch: validationMessages.passwordMismatch,
  required: validationMessages.required,
} as const;

/**
 * docs/product/employee-portal.md §5 Password: 8 to 100 characters, at least one uppercase, one lowercase,
 * one digit, no spaces.
 */
export function meetsPasswordPolicy(password: string): boolean {
  return (
    password.length >= PASSWORD_MIN_LENGTH &&
    password.length <= PASSWORD_MAX_LENGTH &&
    /\p{Lu}/u.test(password) &&
    /\p{Ll}/u.test(password) &&
    /\d/.test(password) &&
    !/\s/.test(password)
  );
}

export const passwordSchema = z.string().refine(meetsPasswordPolicy, { message: passwordMessages.policy });

/**
 * The profile's password change: the policy, and the repeat must match (docs/product/employee-portal.md §5). The
 * current password is asked too, so a stolen session cannot lock its owner out; the API takes it RSA-encrypted as login does, the form as typed.
 */
export const passwordChangeSchema = z
  .object({
    currentPassword: z.string({ message: passwordMessages.required }).min(1, { message: passwordMessages.required }).max(4096),
    password: passwordSchema,
    repeat_password: z.string(),
  })
  .refine((v) => v.password === v.repeat_password, { message: passwordMessages.repeat, path: ['repeat_password'] });

/**
 * The reset form (docs/product/employee-portal.md §5): newPassword required, at least 8 characters; confirmPassword
 * must match. The full policy applies too, so a reset cannot set a password that the profile
 * form would refuse (docs/decisions/202-the-reset-form-applies-the-full-password-policy.md).
 */
export const resetPasswordFormSchema = z
  .object({
    newPassword: z.string().min(1, { message: passwordMessages.required }).pipe(passwordSchema),
    confirmPassword: z.string(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { message: passwordMessages.mismatch, path: ['confirmPassword'] });
