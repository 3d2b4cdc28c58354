import { readFile } from 'node:fs/promises';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../test/pdf-text';
import { legalPdf } from './legal-pdf';
import { legalPdfDiskPath, legalPdfFiles, legalPdfText } from './legal-pdf-files';

// Written out here rather than read from the texts, so a banner lost from the source fails too.
const banners = {
  es: 'Texto de demostración — [Empresa] debe sustituirlo por el suyo propio.',
  ca: 'Text de demostració — [Empresa] l’ha de substituir pel seu propi.',
  en: 'Demo text — [Company] must replace it with its own.',
  pt: 'Texto de demonstração — a [Empresa] deve substituí-lo pelo seu próprio.',
};

const oneLine = (text: string) => text.replace(/\s+/g, ' ');
const files = legalPdfFiles().map((file) => [file.urlPath, file] as const);

describe('the committed legal PDFs', () => {
  it('are each document in each language, and the Spanish text at the paths docs/product/employee-portal.md §2 names', () => {
    expect(files.map(([urlPath]) => urlPath)).toEqual(
      expect.arrayContaining(['/assets/legal/es/notice.pdf', '/assets/legal/pt/cookies.pdf', '/assets/legal/ca/privacy.pdf', '/assets/cookielegal.pdf']),
    );
    expect(files).toHaveLength(4 * 4 + 4);
  });

  it.each(files)('%s exists and reads as its text does today (else run `npm run legal:pdfs`)', async (urlPath, file) => {
    const committed = await readFile(legalPdfDiskPath(file)).catch(() => null);
    expect(committed, `${urlPath} is missing: run \`npm run legal:pdfs\` and commit it`).not.toBeNull();
    const expected = await pdfText(await legalPdf(legalPdfText(file), file.language));
    expect(await pdfText(committed!), `${urlPath} is stale: run \`npm run legal:pdfs\` and commit it`).toBe(expected);
  });

  it.each(files)('%s opens on its demo banner, in its language, and fits about a page', async (_, file) => {
    const committed = await readFile(legalPdfDiskPath(file));
    const text = oneLine(await pdfText(committed));
    expect(text.startsWith(banners[file.language])).toBe(true);
    const pdf = await PDFDocument.load(committed, { updateMetadata: false });
    expect(pdf.getTitle()).toBe(legalPdfText(file).title);
    expect(pdf.getPageCount()).toBeLessThanOrEqual(2);
  });
});
