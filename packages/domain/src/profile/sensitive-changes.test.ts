import { describe, expect, it } from 'vitest';
import { maskBankAccount, needsCurrentPassword, sensitiveChangesOf } from './sensitive-changes';

const stored = { email: 'laura.martin@acme.test', BAN: 'ES9121000418450200051332' };

describe('changes that ask for the current password', () => {
  it('asks for it when the e-mail or the bank account changes', () => {
    expect(sensitiveChangesOf(stored, { email: 'laura@evil.test' })).toEqual({ email: true, BAN: false });
    expect(sensitiveChangesOf(stored, { BAN: 'ES7620770024003102575766' })).toEqual({ email: false, BAN: true });
    expect(needsCurrentPassword(stored, { email: 'laura@evil.test', BAN: 'ES7620770024003102575766' })).toBe(true);
  });

  it('asks for it when the bank account is removed or set for the first time', () => {
    expect(needsCurrentPassword(stored, { BAN: null })).toBe(true);
    expect(needsCurrentPassword({ email: null, BAN: null }, { BAN: 'ES7620770024003102575766' })).toBe(true);
    expect(needsCurrentPassword({ email: null, BAN: null }, { email: 'new@acme.test' })).toBe(true);
  });

  it('does not ask for it when the form sends the same values back, however they are written', () => {
    expect(needsCurrentPassword(stored, { email: ' Laura.Martin@ACME.test ', BAN: 'es91 2100 0418 4502 0005 1332' })).toBe(false);
    expect(needsCurrentPassword(stored, { phone: '600000000' } as never)).toBe(false);
    expect(needsCurrentPassword({ email: 'a@b.es', BAN: null }, { BAN: '' })).toBe(false);
  });
});

describe('maskBankAccount', () => {
  it('keeps only the last four characters', () => {
    expect(maskBankAccount('ES7620770024003102575766')).toBe('•••• 5766');
    expect(maskBankAccount('ES76 2077 0024 0031 0257 5766')).toBe('•••• 5766');
    expect(maskBankAccount('123')).toBe('••••');
  });
});
