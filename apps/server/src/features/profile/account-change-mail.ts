import { isLanguage, type Language } from '@flexplan/domain';
import { maskBankAccount } from '@flexplan/domain/profile/sensitive-changes';
import type { OutgoingMail } from '../../mail/mail-service';

interface Texts {
  subject: { email: string; BAN: string; both: string };
  hello: string;
  email: string;
  BAN: string;
  banRemoved: string;
  notYou: string;
}

const texts: Record<Language, Texts> = {
  es: {
    subject: { email: 'Tu e-mail ha cambiado', BAN: 'Tu cuenta bancaria ha cambiado', both: 'Tu e-mail y tu cuenta bancaria han cambiado' },
    hello: 'Hola',
    email: 'El e-mail de tu portal de retribución flexible es ahora {email}. Los avisos y los enlaces para restablecer la contraseña irán a esa dirección.',
    BAN: 'La cuenta bancaria de tu perfil es ahora {account}.',
    banRemoved: 'Se ha quitado la cuenta bancaria de tu perfil.',
    notYou: 'Si no has sido tú, avisa cuanto antes al administrador del portal en tu empresa: alguien puede estar usando tu cuenta.',
  },
  ca: {
    subject: { email: 'El teu e-mail ha canviat', BAN: 'El teu compte bancari ha canviat', both: 'El teu e-mail i el teu compte bancari han canviat' },
    hello: 'Hola',
    email: 'L’e-mail del teu portal de retribució flexible ara és {email}. Els avisos i els enllaços per restablir la contrasenya aniran a aquesta adreça.',
    BAN: 'El compte bancari del teu perfil ara és {account}.',
    banRemoved: 'S’ha tret el compte bancari del teu perfil.',
    notYou: 'Si no has estat tu, avisa com més aviat millor l’administrador del portal a la teva empresa: algú pot estar fent servir el teu compte.',
  },
  en: {
    subject: { email: 'Your e-mail address has changed', BAN: 'Your bank account has changed', both: 'Your e-mail address and bank account have changed' },
    hello: 'Hello',
    email: 'The e-mail address of your flexible remuneration portal is now {email}. Notices and password reset links will go to that address.',
    BAN: 'The bank account on your profile is now {account}.',
    banRemoved: 'The bank account was removed from your profile.',
    notYou: 'If this was not you, tell your company’s portal administrator as soon as possible: someone may be using your account.',
  },
  pt: {
    subject: { email: 'O seu e-mail foi alterado', BAN: 'A sua conta bancária foi alterada', both: 'O seu e-mail e a sua conta bancária foram alterados' },
    hello: 'Olá',
    email:
      'O e-mail do seu portal de remuneração flexível é agora {email}. Os avisos e as ligações para redefinir a palavra-passe passam a ir para esse endereço.',
    BAN: 'A conta bancária do seu perfil é agora {account}.',
    banRemoved: 'A conta bancária foi removida do seu perfil.',
    notYou: 'Se não fez esta alteração, avise quanto antes o administrador do portal na sua empresa: alguém pode estar a usar a sua conta.',
  },
};

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** "c•••@acme.test": enough for the owner to recognise, not a full address to hand on. */
function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return at > 0 ? `${email[0]}•••${email.slice(at)}` : '•••';
}

export interface AccountChange {
  /** The new e-mail, when it changed. */
  email?: string | null;
  /** The new bank account when it changed: null when it was removed. */
  BAN?: string | null;
}

/**
 * The notice to the OLD address that the e-mail or the bank account changed (issue 12 finding 3):
 * if a thief changed them, the owner hears of it where the thief cannot delete it. In the user's
 * language; the new account and address are masked, so the notice hands no one the new IBAN.
 */
export function accountChangeMail(input: {
  to: string;
  firstName: string;
  language: string | null;
  change: AccountChange;
  companyId: number;
  companyName: string;
}): OutgoingMail {
  const t = texts[isLanguage(input.language) ? input.language : 'es'];
  const { change } = input;
  const hasEmail = change.email !== undefined;
  const hasBan = change.BAN !== undefined;
  const lines = [
    ...(hasEmail ? [t.email.replace('{email}', change.email ? maskEmail(change.email) : '—')] : []),
    ...(hasBan ? [change.BAN ? t.BAN.replace('{account}', maskBankAccount(change.BAN)) : t.banRemoved] : []),
    t.notYou,
  ];
  const subject = hasEmail && hasBan ? t.subject.both : hasEmail ? t.subject.email : t.subject.BAN;
  return {
    companyId: input.companyId,
    to: input.to,
    subject: `${subject} · ${input.companyName}`,
    text: `${t.hello} ${input.firstName},\n\n${lines.join('\n\n')}\n`,
    html: `<p>${t.hello} ${escapeHtml(input.firstName)},</p>${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}`,
  };
}
