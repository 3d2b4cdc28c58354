import { describe, expect, it } from 'vitest';
import { isPlausibleResetToken } from './reset-token';

describe('reset token rule (docs/product/employee-portal.md §2, §9: at least 10 characters)', () => {
  it.each([
    [undefined, false],
    [null, false],
    ['', false],
    ['123456789', false],
    ['         a', false],
    ['1234567890', true],
    ['x'.repeat(43), true],
  ])('%s → %s', (token, expected) => {
    expect(isPlausibleResetToken(token)).toBe(expected);
  });
});
