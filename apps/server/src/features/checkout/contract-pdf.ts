import { formatMoney } from '@flexplan/domain';
import { PDFDocument, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import type { CheckoutTexts } from './checkout-texts';

export interface ContractPdfInput {
  texts: CheckoutTexts;
  locale: string;
  company: string;
  legalEntity: string | null;
  employee: { fullName: string; personalId: string | null };
  products: {
    name: string;
    effectiveDate: string | null;
    items: { beneficiary: string; month: number; price: number; contributedPrice: number }[];
    price: number;
    contributedPrice: number;
  }[];
}

/** WinAnsi (the standard fonts' encoding) has no glyph for some characters; keep the text printable. */
const printable = (s: string) => s.replace(/[^\x20-\x7E\xA0-\xFF€]/g, '?');

class Writer {
  private page: PDFPage;
  private y = 790;
  constructor(private readonly pdf: PDFDocument, private readonly font: PDFFont, private readonly bold: PDFFont) {
    this.page = pdf.addPage([595, 842]);
  }
  line(text: string, { size = 10, isBold = false, x = 50, gap = 14 } = {}): void {
    if (this.y < 60) { this.page = this.pdf.addPage([595, 842]); this.y = 790; }
    this.page.drawText(printable(text), { x, y: this.y, size, font: isBold ? this.bold : this.font, maxWidth: 495, lineHeight: 12 });
    this.y -= gap;
  }
  row(cells: string[], xs: number[]): void {
    if (this.y < 60) { this.page = this.pdf.addPage([595, 842]); this.y = 790; }
    cells.forEach((cell, i) => this.page.drawText(printable(cell), { x: xs[i]!, y: this.y, size: 9, font: this.font }));
    this.y -= 12;
  }
  space(h = 8): void { this.y -= h; }
}

/** The contract as a PDF: company and legal entity, employee, each item by beneficiary and month, contributions, effective dates, conditions. */
export async function contractPdf(input: ContractPdfInput): Promise<Buffer> {
  const { texts: t, locale } = input;
  const pdf = await PDFDocument.create();
  pdf.setTitle(t.pdfTitle);
  const w = new Writer(pdf, await pdf.embedFont(StandardFonts.Helvetica), await pdf.embedFont(StandardFonts.HelveticaBold));
  w.line(t.pdfTitle, { size: 18, isBold: true, gap: 26 });
  w.line(`${t.company}: ${input.company}`);
  if (input.legalEntity) w.line(`${t.legalEntity}: ${input.legalEntity}`);
  w.line(`${t.employee}: ${input.employee.fullName}${input.employee.personalId ? ` (${input.employee.personalId})` : ''}`);
  w.space();
  const xs = [50, 220, 330, 450];
  for (const product of input.products) {
    w.line(`${t.product}: ${product.name}`, { size: 12, isBold: true, gap: 16 });
    if (product.effectiveDate) w.line(`${t.effective}: ${product.effectiveDate}`);
    w.row([t.beneficiary, t.month, t.price, t.contribution], xs);
    for (const item of product.items) {
      w.row([item.beneficiary, t.months[item.month - 1] ?? String(item.month), formatMoney(item.price, locale), formatMoney(item.contributedPrice, locale)], xs);
    }
    w.line(`${t.total}: ${formatMoney(product.price, locale)} · ${t.contribution}: ${formatMoney(product.contributedPrice, locale)}`, { isBold: true });
    w.space();
  }
  w.line(t.conditions, { size: 9, gap: 40 });
  return Buffer.from(await pdf.save());
}
