import type { Language } from '@flexplan/domain';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { dejavuFonts } from '../pdf/dejavu-fonts';
import type { FilledLegalText, LegalSection } from './legal-text';

/** The PDFs' own dates: fixed, so generating again from the same texts gives the same documents. */
const TEXTS_DATE = new Date('2026-11-24T00:00:00Z');
const pdfLanguage: Record<Language, string> = { es: 'es-ES', ca: 'ca-ES', en: 'en-GB', pt: 'pt-PT' };

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 52;
const WIDTH = A4[0] - 2 * MARGIN;
const TOP = A4[1] - MARGIN;
const BOTTOM = 58;
const ink = rgb(0.13, 0.13, 0.13);
const muted = rgb(0.42, 0.42, 0.42);
// A "Label: value" line of a list (the basic information, the identification, the cookies).
const LABELLED = /^([^:]{1,40}): (.+)$/;

function wrap(words: string[], font: PDFFont, size: number, firstWidth: number, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of words) {
    const next = current ? `${current} ${word}` : word;
    if (current && font.widthOfTextAtSize(next, size) > (lines.length === 0 ? firstWidth : width)) {
      lines.push(current);
      current = word;
    } else current = next;
  }
  return [...lines, current];
}

/** Lays the text out top to bottom, opening a page when the next block does not fit. */
class Writer {
  readonly pages: PDFPage[] = [];
  private page!: PDFPage;
  private y = 0;
  constructor(
    private readonly pdf: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
  ) {
    this.newPage();
  }
  private newPage(): void {
    this.page = this.pdf.addPage(A4);
    this.pages.push(this.page);
    this.y = TOP;
  }
  /** Starts a new page unless `height` more points fit on this one. */
  keep(height: number): void {
    if (this.y - height < BOTTOM) this.newPage();
  }
  space(height: number): void {
    this.y -= height;
  }
  /** A line of text, wrapped; a `label` is printed bold before it, on the same line. */
  text(text: string, { size = 10, font = this.regular, label = '', leading = 1.4 } = {}): void {
    const labelText = label ? `${label}: ` : '';
    const labelWidth = this.bold.widthOfTextAtSize(labelText, size);
    const lines = wrap(text.split(' '), font, size, WIDTH - labelWidth, WIDTH);
    lines.forEach((line, i) => {
      this.keep(size * leading);
      this.y -= size;
      if (i === 0 && label) this.page.drawText(labelText, { x: MARGIN, y: this.y, size, font: this.bold, color: ink });
      this.page.drawText(line, { x: MARGIN + (i === 0 ? labelWidth : 0), y: this.y, size, font, color: ink });
      this.y -= size * (leading - 1);
    });
  }
  /** The demo banner: bold, on a tinted band across the page, so no reader misses it. */
  banner(text: string): void {
    const size = 10;
    const lines = wrap(text.split(' '), this.bold, size, WIDTH - 20, WIDTH - 20);
    const height = lines.length * size * 1.45 + 14;
    this.page.drawRectangle({
      x: MARGIN,
      y: this.y - height,
      width: WIDTH,
      height,
      color: rgb(1, 0.95, 0.78),
      borderColor: rgb(0.85, 0.6, 0.05),
      borderWidth: 1,
    });
    this.y -= 7;
    for (const line of lines) {
      this.y -= size;
      this.page.drawText(line, { x: MARGIN + 10, y: this.y, size, font: this.bold, color: rgb(0.36, 0.23, 0) });
      this.y -= size * 0.45;
    }
    this.y -= 7;
  }
}

function writeSections(w: Writer, sections: LegalSection[], headingSize: number): void {
  for (const section of sections) {
    // A heading stays with the first lines of its text.
    w.keep(headingSize * 1.5 + 40);
    w.space(6);
    // A company's own text may open a paragraph without a heading (own-legal-pdf.ts).
    if (section.heading) {
      w.text(section.heading, { size: headingSize, font: w.bold });
      w.space(2);
    }
    for (const paragraph of section.paragraphs) {
      const lines = paragraph.split('\n');
      const labelled = lines.map((line) => LABELLED.exec(line));
      // A list whose every line is "Label: value" shows its labels bold; anything else is plain.
      const isList = lines.length > 1 && labelled.every(Boolean);
      lines.forEach((line, i) => (isList ? w.text(labelled[i]![2]!, { label: labelled[i]![1]! }) : w.text(line)));
      w.space(5);
    }
  }
}

/** One legal document as an A4 PDF: the demo banner (a company's own text has none), the title, the sections, and page numbers. */
export async function legalPdf(text: FilledLegalText, language: Language): Promise<Uint8Array> {
  const pdf = await PDFDocument.create({ updateMetadata: false });
  pdf.registerFontkit(fontkit);
  pdf.setTitle(text.title, { showInWindowTitleBar: true });
  if (text.banner) pdf.setSubject(text.banner);
  pdf.setAuthor('Flexplan');
  pdf.setCreator('Flexplan (npm run legal:pdfs)');
  pdf.setProducer('pdf-lib');
  pdf.setLanguage(pdfLanguage[language]);
  pdf.setCreationDate(TEXTS_DATE);
  pdf.setModificationDate(TEXTS_DATE);
  const [regular, bold] = await dejavuFonts();
  const w = new Writer(pdf, await pdf.embedFont(regular, { subset: true }), await pdf.embedFont(bold, { subset: true }));

  if (text.banner) {
    w.banner(text.banner);
    w.space(14);
  }
  w.text(text.title, { size: 18, font: w.bold, leading: 1.3 });
  w.space(4);
  if (text.summary) writeSections(w, text.summary, 12.5);
  writeSections(w, text.sections, 11.5);

  w.pages.forEach((page, i) => {
    const footer = `${text.title} · ${i + 1}/${w.pages.length}`;
    page.drawText(footer, { x: A4[0] - MARGIN - w.regular.widthOfTextAtSize(footer, 8), y: 36, size: 8, font: w.regular, color: muted });
  });
  return pdf.save();
}
