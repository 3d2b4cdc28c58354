import { supportedLanguages as languages } from '@flexplan/domain';
import { describe, expect, it } from 'vitest';
import { accountChangeMail } from './account-change-mail';

const base = { to: 'laura.martin@acme.test', firstName: 'Laura', companyId: 1, companyName: 'Acme' };

describe('the notice of an e-mail or bank-account change', () => {
  it('is written in each of the four languages, and in Spanish for an unknown one', () => {
    const subjects = languages.map((language) => accountChangeMail({ ...base, language, change: { BAN: 'ES7620770024003102575766' } }).subject);
    expect(new Set(subjects).size).toBe(4);
    expect(accountChangeMail({ ...base, language: 'fr', change: { BAN: null } }).subject).toBe(subjects[languages.indexOf('es')]);
  });

  it('never shows the new bank account or e-mail in full', () => {
    for (const language of languages) {
      const mail = accountChangeMail({ ...base, language, change: { email: 'thief@evil.test', BAN: 'ES76 2077 0024 0031 0257 5766' } });
      for (const part of [mail.subject, mail.text, mail.html]) {
        expect(part).not.toMatch(/2077|0024|0031|0257/);
        expect(part).not.toContain('thief@');
      }
      expect(mail.text).toContain('5766');
      expect(mail.text).toContain('t•••@evil.test');
    }
  });

  it('says so when the bank account was removed, and escapes the name in the HTML', () => {
    const mail = accountChangeMail({ ...base, firstName: '<b>Laura</b>', language: 'en', change: { BAN: null } });
    expect(mail.text).toContain('removed');
    expect(mail.html).not.toContain('<b>');
  });
});
