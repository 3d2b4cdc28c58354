import path from 'node:path';
import { supportedLanguages, type Language } from '@flexplan/domain';
import { legalDocuments, legalPdfPath, LEGAL_FALLBACK_LANGUAGE, type LegalDocument } from '@flexplan/domain/company/legal-documents';
import { blankParties } from './demo-marking';
import { legalText } from './legal-texts';
import { serverDir } from '../server-paths';

/** The web app's static files: Vite copies apps/web/public into the build, which the server hosts. */
export const webPublicDir = path.resolve(serverDir, '../web/public');

// docs/product/employee-portal.md §2 names one PDF per document at these paths; they keep serving the Spanish text
// for links made before the documents existed in four languages.
const specPaths: Record<LegalDocument, string> = {
  notice: '/assets/legal.pdf',
  privacy: '/assets/privacy.pdf',
  conditions: '/assets/conditions.pdf',
  cookies: '/assets/cookielegal.pdf',
};

export interface LegalPdfFile {
  /** The URL path, which is also the file's path under `webPublicDir`. */
  urlPath: string;
  document: LegalDocument;
  language: Language;
}

/** Every PDF `npm run legal:pdfs` writes: each document in each language, and the spec's paths. */
export function legalPdfFiles(): LegalPdfFile[] {
  const files = legalDocuments.flatMap((document) => supportedLanguages.map((language) => ({ urlPath: legalPdfPath(document, language), document, language })));
  const spec = legalDocuments.map((document) => ({ urlPath: specPaths[document], document, language: LEGAL_FALLBACK_LANGUAGE }));
  return [...files, ...spec];
}

/** The generic text of a file: the company's details are bracketed blanks (the PDFs are shared by every company). */
export const legalPdfText = (file: LegalPdfFile) => legalText(file.document, file.language, blankParties[file.language]);

export const legalPdfDiskPath = (file: LegalPdfFile) => path.join(webPublicDir, file.urlPath);
