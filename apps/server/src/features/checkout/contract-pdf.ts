import { formatMoney } from '@flexplan/domain';
import type { PolicyBlock } from '@flexplan/domain/company/policy-blocks';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, type PDFFont, type PDFImage, type PDFPage } from 'pdf-lib';
import { dejavuFonts } from '../../pdf/dejavu-fonts';
import { fitScale, LOGO_BOX, type PdfImageBytes } from '../../pdf/logo-image';
import type { CheckoutTexts } from './checkout-texts';
import { fit, wrap } from '../../pdf/text-fit';

/**
 * The company's own conditions the contract was signed with (docs/product/back-office.md §6 Legal texts): its
 * text, printed after the contract's own conditions, or its PDF, whose pages follow the contract's.
 */
export type OwnConditions = { title: string; blocks: PolicyBlock[] } | { title: string; pdf: Uint8Array };

export interface ContractPdfInput {
  texts: CheckoutTexts;
  locale: string;
  company: string;
  /** The company's logo, drawn above the title; none leaves the top as it is. */
  logo?: PdfImageBytes | null;
  /** Told when pdf-lib cannot embed the logo: the PDF is then made without it. */
  onLogoError?: (err: unknown) => void;
  /** The employer's tax ID (CIF): the legal entity's, else the company's. */
  taxId: string | null;
  legalEntity: string | null;
  employee: { fullName: string; personalId: string | null };
  /** The day the employee accepted the conditions, written out; null while pending. */
  acceptedOn: string | null;
  products: {
    name: string;
    /** The first day the product is in force, written out in the buyer's language. */
    effective: string;
    /** What the rows do not show: capitals, a renting's term and value in kind… as label and value. */
    facts: { label: string; value: string }[];
    items: { beneficiary: string; cover: string; month: number; price: number; contributedPrice: number }[];
    price: number;
    contributedPrice: number;
  }[];
  /** The grand total, the company's contribution and the cash given up, formatted. */
  summary: { label: string; value: string }[];
  /** Each plan year's estimated saving, with the note of which year's tax rules it used. */
  savings: { label: string; value: string; note: string | null }[];
  /** None: the generic conditions, which the contract's own paragraph states, as before companies had their own. */
  ownConditions?: OwnConditions | null;
}

const PAGE: [number, number] = [595, 842];
const TOP = 790;
/** The logo's box starts 40 points below the page's top edge; the title comes 12 points under it. */
const LOGO_TOP = 802;
const BOTTOM = 60;

class Writer {
  private page: PDFPage;
  private y = TOP;
  constructor(
    private readonly pdf: PDFDocument,
    private readonly font: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.page = pdf.addPage(PAGE);
  }
  private room(height: number): void {
    if (this.y - height < BOTTOM) {
      this.page = this.pdf.addPage(PAGE);
      this.y = TOP;
    }
  }
  /** A paragraph, wrapped to the page's width. */
  line(text: string, { size = 10, isBold = false, gap = 4 } = {}): void {
    const font = isBold ? this.bold : this.font;
    for (const part of wrap(text, font, size, 495)) {
      this.room(size + 4);
      this.page.drawText(part, { x: 50, y: this.y, size, font });
      this.y -= size + 4;
    }
    this.y -= gap;
  }
  row(cells: string[], xs: number[], widths: number[]): void {
    this.room(12);
    cells.forEach((cell, i) => this.page.drawText(fit(cell, this.font, 9, widths[i]!), { x: xs[i]!, y: this.y, size: 9, font: this.font }));
    this.y -= 12;
  }
  space(h = 8): void {
    this.y -= h;
  }
  /** The logo at the top left of the first page, fitted into its box with its own proportions; the text moves down below it. */
  logo(image: PDFImage): void {
    const scale = fitScale(image, LOGO_BOX);
    const [width, height] = [image.width * scale, image.height * scale];
    this.page.drawImage(image, { x: 50, y: LOGO_TOP - height, width, height });
    this.y = Math.min(this.y, LOGO_TOP - height - 26);
  }
}

async function embedLogo(pdf: PDFDocument, input: ContractPdfInput): Promise<PDFImage | null> {
  if (!input.logo) return null;
  try {
    return input.logo.format === 'png' ? await pdf.embedPng(input.logo.data) : await pdf.embedJpg(input.logo.data);
  } catch (err) {
    input.onLogoError?.(err);
    return null;
  }
}

/**
 * The contract as a PDF: the company's logo, company, legal entity and tax ID, employee,
 * acceptance date; per product its effective date, its facts (capitals, term, value in kind) and
 * each item by beneficiary, cover and month with the company's contribution; the grand total,
 * the cash given up and the plan's estimated saving; the conditions.
 */
export async function contractPdf(input: ContractPdfInput): Promise<Buffer> {
  const { texts: t, locale } = input;
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  pdf.setTitle(t.pdfTitle);
  const [regular, bold] = await dejavuFonts();
  const w = new Writer(pdf, await pdf.embedFont(regular, { subset: true }), await pdf.embedFont(bold, { subset: true }));
  const logo = await embedLogo(pdf, input);
  if (logo) w.logo(logo);
  w.line(t.pdfTitle, { size: 18, isBold: true, gap: 12 });
  w.line(`${t.company}: ${input.company}`);
  if (input.legalEntity) w.line(`${t.legalEntity}: ${input.legalEntity}`);
  if (input.taxId) w.line(`${t.taxId}: ${input.taxId}`);
  w.line(`${t.employee}: ${input.employee.fullName}${input.employee.personalId ? ` (${input.employee.personalId})` : ''}`);
  w.line(`${t.acceptedOn}: ${input.acceptedOn ?? t.notAccepted}`);
  w.space();
  const xs = [50, 135, 285, 350, 430];
  const widths = [80, 145, 60, 75, 115];
  for (const product of input.products) {
    w.line(`${t.product}: ${product.name}`, { size: 12, isBold: true });
    w.line(`${t.effective}: ${product.effective}`);
    for (const fact of product.facts) w.line(`${fact.label}: ${fact.value}`);
    w.space(4);
    w.row([t.beneficiary, t.cover, t.month, t.price, t.contribution], xs, widths);
    for (const item of product.items) {
      w.row(
        [
          item.beneficiary,
          item.cover,
          t.months[item.month - 1] ?? String(item.month),
          formatMoney(item.price, locale),
          formatMoney(item.contributedPrice, locale),
        ],
        xs,
        widths,
      );
    }
    w.space(4);
    w.line(`${t.total}: ${formatMoney(product.price, locale)} · ${t.contribution}: ${formatMoney(product.contributedPrice, locale)}`, { isBold: true });
    w.space();
  }
  w.line(t.summary, { size: 12, isBold: true });
  for (const line of input.summary) w.line(`${line.label}: ${line.value}`, { isBold: true });
  for (const saving of input.savings) {
    w.line(`${saving.label}: ${saving.value}`, { isBold: true });
    if (saving.note) w.line(saving.note, { size: 9 });
  }
  w.space();
  w.line(t.conditions, { size: 9 });
  if (input.ownConditions) await appendOwnConditions(pdf, w, input.ownConditions);
  return Buffer.from(await pdf.save());
}

/** The company's conditions: its text under their title, or its PDF's pages (checked loadable when it was uploaded). */
async function appendOwnConditions(pdf: PDFDocument, w: Writer, conditions: OwnConditions): Promise<void> {
  if ('pdf' in conditions) {
    const own = await PDFDocument.load(conditions.pdf);
    for (const page of await pdf.copyPages(own, own.getPageIndices())) pdf.addPage(page);
    return;
  }
  w.space();
  w.line(conditions.title, { size: 12, isBold: true });
  for (const block of conditions.blocks) {
    if (block.heading) w.line(block.heading, { size: 9, isBold: true, gap: 2 });
    for (const line of block.lines) w.line(line.label ? `${line.label}: ${line.text}` : line.text, { size: 9, gap: 2 });
    w.space(4);
  }
}
