import type { Language } from '@flexplan/domain';
import type { LocalizedText } from '@flexplan/domain/benefits/benefit';
import type { AdminReviewAction } from '@flexplan/domain/contracts/admin-review-actions';
import type { OutgoingMail } from '../../mail/mail-service';

interface ReviewTexts {
  hello: string;
  subject: Record<AdminReviewAction, string>;
  body: Record<AdminReviewAction, string>;
  reason: string;
  questions: string;
}

// The employee reads why in their own language; the reason itself is the administrator's words, as typed.
const texts: Record<Language, ReviewTexts> = {
  es: {
    hello: 'Hola',
    subject: { approve: 'Tu contrato está aprobado', reject: 'Tu contrato no se ha aprobado', cancel: 'Tu contrato se ha cancelado' },
    body: {
      approve: '{company} ha revisado y aprobado tu contrato de {product} ({year}): ya está contratado.',
      reject: '{company} ha revisado tu contrato de {product} ({year}) y no lo ha aprobado.',
      cancel: '{company} ha cancelado tu contrato de {product} ({year}).',
    },
    reason: 'Motivo',
    questions: 'Si tienes dudas, consulta con tu empresa.',
  },
  ca: {
    hello: 'Hola',
    subject: { approve: 'El teu contracte està aprovat', reject: 'El teu contracte no s’ha aprovat', cancel: 'El teu contracte s’ha cancel·lat' },
    body: {
      approve: '{company} ha revisat i aprovat el teu contracte de {product} ({year}): ja està contractat.',
      reject: '{company} ha revisat el teu contracte de {product} ({year}) i no l’ha aprovat.',
      cancel: '{company} ha cancel·lat el teu contracte de {product} ({year}).',
    },
    reason: 'Motiu',
    questions: 'Si tens dubtes, consulta-ho amb la teva empresa.',
  },
  en: {
    hello: 'Hello',
    subject: { approve: 'Your contract is approved', reject: 'Your contract was not approved', cancel: 'Your contract was cancelled' },
    body: {
      approve: '{company} has reviewed and approved your {product} contract ({year}): it is now contracted.',
      reject: '{company} has reviewed your {product} contract ({year}) and did not approve it.',
      cancel: '{company} has cancelled your {product} contract ({year}).',
    },
    reason: 'Reason',
    questions: 'If you have any questions, ask your company.',
  },
  pt: {
    hello: 'Olá',
    subject: { approve: 'O seu contrato foi aprovado', reject: 'O seu contrato não foi aprovado', cancel: 'O seu contrato foi cancelado' },
    body: {
      approve: 'A {company} reviu e aprovou o seu contrato de {product} ({year}): já está contratado.',
      reject: 'A {company} reviu o seu contrato de {product} ({year}) e não o aprovou.',
      cancel: 'A {company} cancelou o seu contrato de {product} ({year}).',
    },
    reason: 'Motivo',
    questions: 'Se tiver dúvidas, fale com a sua empresa.',
  },
};

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The benefit's name in the language, else Spanish, else any. */
function nameIn(name: LocalizedText, language: Language): string {
  return name[language] ?? name.es ?? Object.values(name).find(Boolean) ?? '';
}

/** The e-mail an approval, rejection or cancellation sends the employee, in their language, with the reason when there is one. */
export function contractReviewMail(input: {
  action: AdminReviewAction;
  reason: string | null;
  to: string;
  firstName: string;
  language: Language;
  companyId: number;
  companyName: string;
  benefitName: LocalizedText;
  year: number;
}): OutgoingMail {
  const t = texts[input.language];
  const body = t.body[input.action]
    .replace('{company}', input.companyName)
    .replace('{product}', nameIn(input.benefitName, input.language))
    .replace('{year}', String(input.year));
  const reason = input.reason ? `${t.reason}: ${input.reason}` : null;
  return {
    companyId: input.companyId,
    to: input.to,
    subject: `${t.subject[input.action]} · ${input.companyName}`,
    text: [`${t.hello} ${input.firstName},`, body, reason, t.questions].filter(Boolean).join('\n\n') + '\n',
    html: [`${t.hello} ${input.firstName},`, body, reason, t.questions]
      .filter((line): line is string => Boolean(line))
      .map((line) => `<p>${escapeHtml(line)}</p>`)
      .join(''),
    links: [],
  };
}
