import { describe, expect, it } from 'vitest';
import { meetsPasswordPolicy, passwordChangeSchema, resetPasswordFormSchema } from './password-policy';

describe('password policy (docs/product/employee-portal.md §5 Password)', () => {
  it.each([
    ['Flexible2026', true],
    ['Abcdefg1', true], // exactly 8
    ['Abcdef1', false], // 7
    [`A1${'a'.repeat(98)}`, true], // exactly 100
    [`A1${'a'.repeat(99)}`, false], // 101
    ['flexible2026', false], // no uppercase
    ['FLEXIBLE2026', false], // no lowercase
    ['FlexibleXXXX', false], // no digit
    ['Flexible 2026', false], // a space
    ['Flexible\t2026', false], // any white space
    ['Ñandú2026', true], // accented letters count as upper and lower case
  ])('%s → %s', (password, expected) => {
    expect(meetsPasswordPolicy(password)).toBe(expected);
  });

  it('asks the repeated password to match in the profile form', () => {
    const result = passwordChangeSchema.safeParse({ currentPassword: 'Flexible2025', password: 'Flexible2026', repeat_password: 'Flexible2027' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['repeat_password'], message: 'validation.passwordRepeat' });
  });

  it('asks the profile form for the current password', () => {
    const missing = passwordChangeSchema.safeParse({ password: 'Flexible2026', repeat_password: 'Flexible2026' });
    expect(missing.error?.issues[0]).toMatchObject({ path: ['currentPassword'], message: 'validation.required' });
    const empty = passwordChangeSchema.safeParse({ currentPassword: '', password: 'Flexible2026', repeat_password: 'Flexible2026' });
    expect(empty.error?.issues[0]).toMatchObject({ path: ['currentPassword'], message: 'validation.required' });
    expect(passwordChangeSchema.safeParse({ currentPassword: 'x', password: 'Flexible2026', repeat_password: 'Flexible2026' }).success).toBe(true);
  });

  it('asks the reset form for a matching confirmation and the policy', () => {
    const mismatch = resetPasswordFormSchema.safeParse({ newPassword: 'Flexible2026', confirmPassword: 'x' });
    expect(mismatch.error?.issues[0]).toMatchObject({ path: ['confirmPassword'], message: 'validation.passwordMismatch' });
    const empty = resetPasswordFormSchema.safeParse({ newPassword: '', confirmPassword: '' });
    expect(empty.error?.issues[0]).toMatchObject({ path: ['newPassword'], message: 'validation.required' });
    const weak = resetPasswordFormSchema.safeParse({ newPassword: 'abcdefgh', confirmPassword: 'abcdefgh' });
    expect(weak.error?.issues[0]).toMatchObject({ path: ['newPassword'], message: 'validation.passwordPolicy' });
    expect(resetPasswordFormSchema.safeParse({ newPassword: 'Flexible2026', confirmPassword: 'Flexible2026' }).success).toBe(true);
  });
});
