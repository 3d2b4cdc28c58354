import { isLanguage, type Language } from '../i18n/languages';

/**
 * The static legal documents every login page, menu and shell links to (docs/product/employee-portal.md §2 Login:
 * the legal notice always; privacy, conditions and cookies by company flag).
 */
export const legalDocuments = ['notice', 'privacy', 'conditions', 'cookies'] as const;
export type LegalDocument = (typeof legalDocuments)[number];

/** Spanish is the language every company's documents exist in (docs/decisions/299-legal-texts-in-four-languages-one-source-marked.md). */
export const LEGAL_FALLBACK_LANGUAGE: Language = 'es';

/**
 * Where a document's PDF is served, in `language` or else in Spanish. The PDFs are generated
 * by `npm run legal:pdfs` into apps/web/public, one per document and language.
 */
export function legalPdfPath(document: LegalDocument, language: string): string {
  return `/assets/legal/${isLanguage(language) ? language : LEGAL_FALLBACK_LANGUAGE}/${document}.pdf`;
}

/** A company's own legal texts (docs/product/back-office.md §6 Legal texts): per document, the languages it has one in. */
export type OwnLegalTexts = Record<LegalDocument, Language[]>;

/** The company's own PDF of a document in a language: served by the API, on the company's host only. */
export const ownLegalPdfPath = (document: LegalDocument, language: Language) => `/api/legal-texts/${document}/${language}/pdf`;

/**
 * The address a portal link gives a document for a reader in `language` (else Spanish): the API's,
 * which answers the company's own PDF where it has one in that language and otherwise redirects
 * to the generic one, so the browser needs no list of the company's texts to pick a link.
 */
export function legalLinkPath(document: LegalDocument, language: string): string {
  return ownLegalPdfPath(document, isLanguage(language) ? language : LEGAL_FALLBACK_LANGUAGE);
}
