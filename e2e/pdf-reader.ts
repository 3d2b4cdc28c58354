import { createRequire } from 'node:module';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { ParsedMail } from 'mailparser';

// pdf.js in Node reads the standard fonts' metrics from files (the contract uses Helvetica, not embedded).
const standardFontDataUrl = `${path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

export interface ReadPdf {
  filename: string;
  pageCount: number;
  /**
   * The text of every page, one line per text run (pdf.js, legacy build: it runs on Node 20), with
   * no-break spaces (as Intl writes money) read as plain spaces.
   */
  text: string;
}

/** The message's PDF attachment: it must open (pdf-lib) and its text is read as a person would see it (pdf.js). */
export async function readPdfAttachment(mail: ParsedMail): Promise<ReadPdf> {
  const pdfs = mail.attachments.filter((a) => a.contentType === 'application/pdf');
  if (pdfs.length !== 1) throw new Error(`expected one PDF attachment in "${mail.subject}", found ${pdfs.length}`);
  return readPdf(pdfs[0]!.content, pdfs[0]!.filename ?? '');
}

/** A PDF file (an attachment, a download): it must open (pdf-lib), and its text as a reader sees it. */
export async function readPdf(content: Buffer, filename: string): Promise<ReadPdf> {
  const pageCount = (await PDFDocument.load(content)).getPageCount();
  const document = await getDocument({ data: new Uint8Array(content), standardFontDataUrl, verbosity: 0 }).promise;
  const lines: string[] = [];
  for (let n = 1; n <= document.numPages; n++) {
    const page = await document.getPage(n);
    for (const item of (await page.getTextContent()).items) if ('str' in item && item.str.trim() !== '') lines.push(item.str);
  }
  await document.destroy();
  return { filename, pageCount, text: lines.join('\n').replace(/[\u00a0\u202f]/g, ' ') };
}
