import type { Language } from '@flexplan/domain';
import { policyBlocks } from '@flexplan/domain/company/policy-blocks';
import type { LegalDocument } from '@flexplan/domain/company/legal-documents';
import { legalPdf } from './legal-pdf';
import type { LegalSection } from './legal-text';
import { legalTitle } from './legal-texts';

/**
 * A company's own text read as the portal's page reads it (`policyBlocks`): each block a section, its
 * heading when it has one, its lines one paragraph ("Label: value" lines stay a list).
 */
export function ownLegalSections(body: string): LegalSection[] {
  return policyBlocks(body).map((block) => ({
    heading: block.heading ?? '',
    paragraphs: [block.lines.map((line) => (line.label ? `${line.label}: ${line.text}` : line.text)).join('\n')],
  }));
}

/** A company's own text of a document as an A4 PDF under the document's title, with no demo banner. */
export async function ownLegalPdf(document: LegalDocument, language: Language, body: string): Promise<Uint8Array> {
  return legalPdf({ title: legalTitle(document, language), banner: '', sections: ownLegalSections(body) }, language);
}
