import type { Language } from '@flexplan/domain';
import type { LegalDocument } from '@flexplan/domain/company/legal-documents';
import { blankParties, demoBanners } from './demo-marking';
import { fillLegalText, plainText, type FilledLegalText, type LegalParties, type LegalTexts } from './legal-text';
import { conditionsTexts } from './texts/conditions';
import { cookiesTexts } from './texts/cookies';
import { noticeTexts } from './texts/notice';
import { privacyTexts } from './texts/privacy';

/**
 * The demo legal texts, one source for the static PDFs (`npm run legal:pdfs`) and the demo
 * companies' privacy policy (the seed): write a text once, in four languages, here.
 */
const legalTexts: Record<LegalDocument, LegalTexts> = {
  notice: noticeTexts,
  privacy: privacyTexts,
  conditions: conditionsTexts,
  cookies: cookiesTexts,
};

/** A document in one language, naming `parties`, with its demo banner. */
export function legalText(document: LegalDocument, language: Language, parties: LegalParties): FilledLegalText {
  return fillLegalText(legalTexts[document][language], demoBanners[language], parties);
}

/** The document's title in a language, as the generic text has it ("Política de privacidad"): a company's own text keeps it. */
export const legalTitle = (document: LegalDocument, language: Language) => legalText(document, language, blankParties[language]).title;

/**
 * A company's privacy policy as the portal's /privacy-policy page shows it, in each of its
 * languages: the banner and the basic information (`privacyText`), then the detail (`privacyDetail`).
 */
export function privacyPolicy(
  languages: readonly Language[],
  parties: LegalParties,
): { privacyText: Partial<Record<Language, string>>; privacyDetail: Partial<Record<Language, string>> } {
  const texts = languages.map((language) => [language, legalText('privacy', language, parties)] as const);
  return {
    privacyText: Object.fromEntries(texts.map(([language, text]) => [language, `${text.banner}\n\n${plainText(text.summary ?? [])}`])),
    privacyDetail: Object.fromEntries(texts.map(([language, text]) => [language, plainText(text.sections)])),
  };
}
