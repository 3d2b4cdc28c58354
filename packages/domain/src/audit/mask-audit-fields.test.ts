import { describe, expect, it } from 'vitest';
import { MASKED, maskAuditFields, maskBankAccount } from './mask-audit-fields';

describe('maskAuditFields', () => {
  it('keeps ordinary fields and masks passwords, tokens, personal IDs and social security numbers whole', () => {
    expect(
      maskAuditFields({
        status: 'contracted',
        email: 'laura@acme.test',
        password: 'Flexible2026',
        passwordHash: '$argon2id$x',
        acceptToken: 'abcdef0123456789',
        personalId: '12345678Z',
        securityNumber: '080987654321',
        count: 3,
      }),
    ).toEqual({
      status: 'contracted',
      email: 'laura@acme.test',
      password: MASKED,
      passwordHash: MASKED,
      acceptToken: MASKED,
      personalId: MASKED,
      securityNumber: MASKED,
      count: 3,
    });
  });

  it('keeps the last four characters of a bank account only', () => {
    expect(maskAuditFields({ BAN: 'ES91 2100 0418 4502 0005 1332', iban: 'ES7620770024003102575766' })).toEqual({ BAN: '••••1332', iban: '••••5766' });
    expect(maskBankAccount('123')).toBe(MASKED);
  });

  it('keeps null and empty values as they are, and leaves out undefined ones', () => {
    expect(maskAuditFields({ BAN: null, password: '', email: undefined })).toEqual({ BAN: null, password: '' });
  });
});
