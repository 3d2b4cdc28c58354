import { isLanguage } from '@flexplan/domain';
import type { Db } from '../../db/client';
import type { CompanyRow } from '../company/company.repository';
import type { OutgoingMail } from '../mail/mail-outbox.repository';
import { checkoutTexts, localized } from './checkout-texts';
import { contractPdf } from './contract-pdf';
import { findCheckoutUser, listFamilyNames, listItems, listOwnContractsForCheckout } from './checkout.repository';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const localeOf = (language: string | null) => ({ es: 'es-ES', ca: 'ca-ES', en: 'en-GB', pt: 'pt-PT' })[isLanguage(language) ? language : 'es'];

/** The contract e-mail of one purchase: in the user's language, the PDF attached, the acceptance link. */
export async function contractMail(db: Db, input: { company: CompanyRow; userId: number; contractIds: number[]; link: string; days: number }): Promise<OutgoingMail> {
  const { company, userId } = input;
  const user = await findCheckoutUser(db, company.id, userId);
  if (!user?.email) throw new Error('the buyer has no e-mail');
  const t = checkoutTexts(user.language);
  const rows = await listOwnContractsForCheckout(db, company.id, userId, input.contractIds);
  const items = await listItems(db, company.id, input.contractIds);
  const family = await listFamilyNames(db, company.id, userId);
  const beneficiary = (familyId: number | null) => {
    const member = family.find((m) => m.id === familyId);
    return member ? `${member.firstName} ${member.lastName1}` : t.you;
  };
  const fullName = [user.firstName, user.lastName1, user.lastName2].filter(Boolean).join(' ');
  const products = rows.map(({ contract, benefitName }) => ({
    name: localized(benefitName, user.language),
    effectiveDate: contract.effectiveDate,
    items: items.filter((i) => i.contractId === contract.id).sort((a, b) => a.month - b.month)
      .map((i) => ({ beneficiary: beneficiary(i.familyId), month: i.month, price: i.price, contributedPrice: i.contributedPrice })),
    price: contract.price,
    contributedPrice: contract.contributedPrice,
  }));
  const pdf = await contractPdf({ texts: t, locale: localeOf(user.language), company: company.name, legalEntity: user.legalEntity, employee: { fullName, personalId: user.personalId }, products });
  const intro = t.intro.replace('{days}', String(input.days));
  const list = products.map((p) => p.name);
  return {
    companyId: company.id,
    to: user.email,
    subject: `${t.subject} · ${company.name}`,
    text: `${t.hello} ${user.firstName},\n\n${intro}\n${input.link}\n\n${list.map((n) => `- ${n}`).join('\n')}\n\n${t.attached}\n${t.ignore}\n`,
    html: `<p>${t.hello} ${escapeHtml(user.firstName)},</p><p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(input.link)}">${t.accept}</a></p><ul>${list.map((n) => `<li>${escapeHtml(n)}</li>`).join('')}</ul><p>${escapeHtml(t.attached)}</p><p>${escapeHtml(t.ignore)}</p>`,
    links: [input.link],
    attachments: [{ filename: `${t.pdfTitle}.pdf`, contentType: 'application/pdf', content: pdf.toString('base64') }],
  };
}

/** The second e-mail when acceptance came after the cut-off and the start moved (docs/decisions.md). */
export async function lateAcceptanceMail(db: Db, input: { company: CompanyRow; userId: number; startDate: string }): Promise<OutgoingMail | null> {
  const user = await findCheckoutUser(db, input.company.id, input.userId);
  if (!user?.email) return null;
  const t = checkoutTexts(user.language);
  const body = t.lateIntro.replace('{date}', input.startDate);
  return {
    companyId: input.company.id, to: user.email, subject: `${t.lateSubject} · ${input.company.name}`,
    text: `${t.hello} ${user.firstName},\n\n${body}\n`, html: `<p>${t.hello} ${escapeHtml(user.firstName)},</p><p>${escapeHtml(body)}</p>`, links: [],
  };
}
