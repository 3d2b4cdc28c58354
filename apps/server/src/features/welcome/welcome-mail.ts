import type { Language } from '@flexplan/domain';
import type { OutgoingMail } from '../../mail/mail-service';

const texts: Record<Language, { subject: string; hello: string; body: string; action: string; ignore: string }> = {
  es: {
    subject: 'Te damos la bienvenida a tu portal de retribución flexible',
    hello: 'Hola',
    body: '{company} te ha dado de alta en su portal de retribución flexible. Crea tu contraseña con este enlace: caduca en {days} días y solo se puede usar una vez. Después entra con tu e-mail y esa contraseña.',
    action: 'Crear mi contraseña',
    ignore: 'Si no esperabas este mensaje, ignóralo: sin contraseña nadie puede entrar en tu cuenta.',
  },
  ca: {
    subject: 'Et donem la benvinguda al teu portal de retribució flexible',
    hello: 'Hola',
    body: '{company} t’ha donat d’alta al seu portal de retribució flexible. Crea la teva contrasenya amb aquest enllaç: caduca en {days} dies i només es pot fer servir una vegada. Després entra amb el teu e-mail i aquesta contrasenya.',
    action: 'Crear la meva contrasenya',
    ignore: 'Si no esperaves aquest missatge, ignora’l: sense contrasenya ningú no pot entrar al teu compte.',
  },
  en: {
    subject: 'Welcome to your flexible remuneration portal',
    hello: 'Hello',
    body: '{company} has added you to its flexible remuneration portal. Create your password with this link: it expires in {days} days and works once. Then log in with your e-mail and that password.',
    action: 'Create my password',
    ignore: 'If you did not expect this message, ignore it: without a password nobody can enter your account.',
  },
  pt: {
    subject: 'Bem-vindo ao seu portal de remuneração flexível',
    hello: 'Olá',
    body: 'A {company} registou-o no seu portal de remuneração flexível. Crie a sua palavra-passe com esta ligação: expira em {days} dias e só pode ser usada uma vez. Depois entre com o seu e-mail e essa palavra-passe.',
    action: 'Criar a minha palavra-passe',
    ignore: 'Se não esperava esta mensagem, ignore-a: sem palavra-passe ninguém pode entrar na sua conta.',
  },
};

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The welcome e-mail (issue 17 item 1), in the language the service picked for the person. */
export function welcomeMail(input: {
  to: string;
  firstName: string;
  language: Language;
  link: string;
  days: number;
  companyId: number;
  companyName: string;
}): OutgoingMail {
  const t = texts[input.language];
  const body = t.body.replace('{company}', input.companyName).replace('{days}', String(input.days));
  return {
    companyId: input.companyId,
    to: input.to,
    subject: `${t.subject} · ${input.companyName}`,
    text: `${t.hello} ${input.firstName},\n\n${body}\n\n${t.action}: ${input.link}\n\n${t.ignore}\n`,
    html: `<p>${t.hello} ${escapeHtml(input.firstName)},</p><p>${escapeHtml(body)}</p><p><a href="${escapeHtml(input.link)}">${t.action}</a></p><p>${escapeHtml(t.ignore)}</p>`,
    links: [input.link],
  };
}
