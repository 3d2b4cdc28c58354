import { isLanguage, type Language } from '@flexplan/domain';
import type { OutgoingMail } from '../../mail/mail-service';

const texts: Record<Language, { subject: string; hello: string; body: string; action: string; ignore: string }> = {
  es: {
    subject: 'Restablece tu contraseña',
    hello: 'Hola',
    body: 'Hemos recibido una solicitud para restablecer la contraseña de tu portal de retribución flexible. El enlace caduca en {minutes} minutos y solo se puede usar una vez.',
    action: 'Restablecer contraseña',
    ignore: 'Si no lo has pedido tú, ignora este mensaje: tu contraseña no cambia.',
  },
  ca: {
    subject: 'Restableix la teva contrasenya',
    hello: 'Hola',
    body: 'Hem rebut una sol·licitud per restablir la contrasenya del teu portal de retribució flexible. L’enllaç caduca en {minutes} minuts i només es pot fer servir una vegada.',
    action: 'Restablir la contrasenya',
    ignore: 'Si no ho has demanat tu, ignora aquest missatge: la contrasenya no canvia.',
  },
  en: {
    subject: 'Reset your password',
    hello: 'Hello',
    body: 'We received a request to reset the password of your flexible remuneration portal. The link expires in {minutes} minutes and works once.',
    action: 'Reset password',
    ignore: 'If you did not ask for this, ignore this message: your password does not change.',
  },
  pt: {
    subject: 'Redefina a sua palavra-passe',
    hello: 'Olá',
    body: 'Recebemos um pedido para redefinir a palavra-passe do seu portal de remuneração flexível. A ligação expira em {minutes} minutos e só pode ser usada uma vez.',
    action: 'Redefinir palavra-passe',
    ignore: 'Se não fez este pedido, ignore esta mensagem: a sua palavra-passe não muda.',
  },
};

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The reset e-mail, in the user's language (Spanish when unknown). */
export function resetPasswordMail(input: {
  to: string;
  firstName: string;
  language: string | null;
  link: string;
  minutes: number;
  companyId: number;
  companyName: string;
}): OutgoingMail {
  const t = texts[isLanguage(input.language) ? input.language : 'es'];
  const body = t.body.replace('{minutes}', String(input.minutes));
  return {
    companyId: input.companyId,
    to: input.to,
    subject: `${t.subject} · ${input.companyName}`,
    text: `${t.hello} ${input.firstName},\n\n${body}\n\n${t.action}: ${input.link}\n\n${t.ignore}\n`,
    html: `<p>${t.hello} ${escapeHtml(input.firstName)},</p><p>${escapeHtml(body)}</p><p><a href="${escapeHtml(input.link)}">${t.action}</a></p><p>${escapeHtml(t.ignore)}</p>`,
    links: [input.link],
  };
}
