import type { DbOrTx } from '../../db/client';
import type { CompanyRow } from '../../http/request-company';
import type { OutgoingMail } from '../../mail/mail-service';
import { localeOf, longDate } from './checkout-dates';
import { checkoutTexts } from './checkout-texts';
import { contractDocument, type ContractDocumentInput } from './contract-document';
import { findCheckoutUser } from './checkout.repository';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The contract e-mail of one purchase: in the user's language, the PDF attached, the acceptance link. */
export async function contractMail(
  db: DbOrTx,
  input: ContractDocumentInput & {
    link: string;
    days: number;
    /** When the cut-off comes before the link expires: accept before `date` (ISO) to start on `start` (ISO). */
    deadline: { date: string; start: string } | null;
  },
): Promise<OutgoingMail> {
  const document = await contractDocument(db, input);
  if (!document?.user.email) throw new Error('the buyer has no e-mail');
  const { user, texts: t, productNames: list } = document;
  const locale = localeOf(user.language);
  const deadline =
    input.deadline && t.deadline.replace('{date}', longDate(input.deadline.date, locale)).replace('{start}', longDate(input.deadline.start, locale));
  const intro = [t.intro.replace('{days}', String(input.days)), deadline].filter(Boolean).join(' ');
  return {
    companyId: input.company.id,
    to: document.user.email,
    subject: `${t.subject} · ${input.company.name}`,
    text: `${t.hello} ${user.firstName},\n\n${intro}\n${input.link}\n\n${list.map((n) => `- ${n}`).join('\n')}\n\n${t.attached}\n${t.ignore}\n`,
    html: `<p>${t.hello} ${escapeHtml(user.firstName)},</p><p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(input.link)}">${t.accept}</a></p><ul>${list.map((n) => `<li>${escapeHtml(n)}</li>`).join('')}</ul><p>${escapeHtml(t.attached)}</p><p>${escapeHtml(t.ignore)}</p>`,
    links: [input.link],
    attachments: [{ filename: document.filename, contentType: 'application/pdf', content: document.pdf.toString('base64') }],
  };
}

/** The second e-mail when acceptance came after the cut-off and the start moved (docs/decisions.md). */
export async function lateAcceptanceMail(db: DbOrTx, input: { company: CompanyRow; userId: number; startDate: string }): Promise<OutgoingMail | null> {
  const user = await findCheckoutUser(db, input.company.id, input.userId);
  if (!user?.email) return null;
  const t = checkoutTexts(user.language);
  const body = t.lateIntro.replace('{date}', input.startDate);
  return {
    companyId: input.company.id,
    to: user.email,
    subject: `${t.lateSubject} · ${input.company.name}`,
    text: `${t.hello} ${user.firstName},\n\n${body}\n`,
    html: `<p>${t.hello} ${escapeHtml(user.firstName)},</p><p>${escapeHtml(body)}</p>`,
    links: [],
  };
}
