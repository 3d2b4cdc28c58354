import { formatMoney } from '@flexplan/domain';
import type { PayslipLine, PayslipYear } from '@flexplan/domain/payslip/payslip-api';
import type { BenefitCategory } from '@flexplan/domain/tax/tax-year';
import { taxRulesFor, type TaxYears } from '@flexplan/domain/tax/tax-years';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { dejavuFonts } from '../../pdf/dejavu-fonts';
import type { PayslipTexts } from './payslip-texts';
import { fit, wrap } from '../../pdf/text-fit';

export interface PayslipPdfInput {
  texts: PayslipTexts;
  locale: string;
  employee: string;
  year: PayslipYear;
  /** The database's tax years, to say whose parameters a provisional year uses. */
  years: TaxYears;
}

// A4 landscape: twelve columns of figures need the width.
const PAGE: [number, number] = [842, 595];
const LEFT = 40;
const TOP = 560;
const BOTTOM = 30;
const WIDTH = 762;
const SIZE = 8;

class Writer {
  private page: PDFPage;
  private y = TOP;
  constructor(
    private readonly pdf: PDFDocument,
    readonly font: PDFFont,
    readonly bold: PDFFont,
  ) {
    this.page = pdf.addPage(PAGE);
  }
  private room(height: number): void {
    if (this.y - height >= BOTTOM) return;
    this.page = this.pdf.addPage(PAGE);
    this.y = TOP;
  }
  line(text: string, { size = 10, isBold = false, gap = 4 } = {}): void {
    const font = isBold ? this.bold : this.font;
    for (const part of wrap(text, font, size, WIDTH)) {
      this.room(size + 4);
      this.page.drawText(part, { x: LEFT, y: this.y, size, font });
      this.y -= size + 4;
    }
    this.y -= gap;
  }
  /** One row of a table: text left in the first column, figures right-aligned in the others. */
  row(cells: string[], widths: number[], { isBold = false, isShaded = false } = {}): void {
    this.room(13);
    const font = isBold ? this.bold : this.font;
    if (isShaded) this.page.drawRectangle({ x: LEFT - 2, y: this.y - 3, width: WIDTH + 4, height: 12, color: rgb(0.93, 0.94, 0.97) });
    let x = LEFT;
    cells.forEach((cell, i) => {
      const width = widths[i]!;
      const text = fit(cell, font, SIZE, width - 4);
      const textX = i === 0 ? x : x + width - 4 - font.widthOfTextAtSize(text, SIZE);
      this.page.drawText(text, { x: textX, y: this.y, size: SIZE, font });
      x += width;
    });
    this.y -= 13;
  }
  /** A table's header: each label wrapped to its column (two lines at most), shaded. */
  header(cells: string[], widths: number[]): void {
    const lines = cells.map((cell, i) => wrap(cell, this.bold, SIZE, widths[i]! - 4).slice(0, 2));
    const height = Math.max(...lines.map((l) => l.length)) * 10 + 3;
    this.room(height);
    this.page.drawRectangle({ x: LEFT - 2, y: this.y - height + 9, width: WIDTH + 4, height, color: rgb(0.93, 0.94, 0.97) });
    let x = LEFT;
    lines.forEach((cellLines, i) => {
      const width = widths[i]!;
      cellLines.forEach((text, n) => {
        const textX = i === 0 ? x : x + width - 4 - this.bold.widthOfTextAtSize(text, SIZE);
        this.page.drawText(text, { x: textX, y: this.y - n * 10, size: SIZE, font: this.bold });
      });
      x += width;
    });
    this.y -= height + 2;
  }
  /** Labels centred over groups of columns ("Without plan" over its three), each underlined. */
  groups(groups: { label: string; from: number; to: number }[], widths: number[]): void {
    this.room(14);
    const left = (column: number) => LEFT + widths.slice(0, column).reduce((a, b) => a + b, 0);
    for (const group of groups) {
      const x0 = left(group.from);
      const x1 = left(group.to + 1) - 4;
      const width = this.bold.widthOfTextAtSize(group.label, SIZE);
      this.page.drawText(group.label, { x: (x0 + x1 - width) / 2, y: this.y, size: SIZE, font: this.bold });
      this.page.drawLine({ start: { x: x0 + 4, y: this.y - 3 }, end: { x: x1, y: this.y - 3 }, thickness: 0.5, color: rgb(0.5, 0.5, 0.55) });
    }
    this.y -= 14;
  }
  space(h = 8): void {
    this.y -= h;
  }
}

const fill = (template: string, values: Record<string, string | number>) => template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));

function monthLabel(p: Pick<PayslipLine, 'month' | 'kind'>, t: PayslipTexts): string {
  const name = t.months[p.month - 1] ?? String(p.month);
  return p.kind === 'extra' ? `${name} (${t.extra})` : name;
}

/**
 * The plan year's payslips as a PDF: the annual rates and saving, a table of every payment
 * without and with the plan side by side with the year's totals, the products each month paid
 * from cash pay, and the notes on the extra payments and the rate's regularisation.
 */
export async function payslipPdf(input: PayslipPdfInput): Promise<Buffer> {
  const { texts: t, locale, year } = input;
  const money = (cents: number) => formatMoney(cents, locale);
  const rate = (bp: number) => `${new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(bp / 100)} %`;
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  const title = fill(t.title, { year: year.year });
  pdf.setTitle(title);
  const [regular, bold] = await dejavuFonts();
  const w = new Writer(pdf, await pdf.embedFont(regular, { subset: true }), await pdf.embedFont(bold, { subset: true }));
  w.line(title, { size: 16, isBold: true, gap: 8 });
  w.line(`${t.employee}: ${input.employee}`);
  if (year.status === 'unavailable') {
    w.line(t.unavailable);
    return Buffer.from(await pdf.save());
  }
  w.line(fill(t.paymentsNote, { count: year.paymentCount }));
  w.line(fill(t.annualRate, { without: rate(year.annualRate.without), with: rate(year.annualRate.with) }));
  w.line(fill(t.saving, { amount: money(year.savingAnnual) }), { isBold: true, gap: 10 });
  const rules = taxRulesFor(year.year, input.years);
  if (rules?.isProvisional) w.line(fill(t.rulesNote, { year: rules.year, rulesYear: rules.rulesYear }), { size: 9 });

  const widths = [134, 60, 54, 46, 58, 62, 60, 58, 46, 58, 62, 64];
  w.groups(
    [
      { label: t.withoutPlan, from: 3, to: 5 },
      { label: t.withPlan, from: 6, to: 10 },
    ],
    widths,
  );
  w.header([t.month, t.gross, t.socialSecurity, t.rate, t.withholding, t.net, t.products, t.taxableInKind, t.rate, t.withholding, t.net, t.difference], widths);
  for (const p of year.payslips) {
    const paid = p.with.products.reduce((sum, product) => sum + product.paid, 0);
    w.row(
      [
        `${monthLabel(p, t)}${p.isRegularised ? ' *' : ''}`,
        money(p.without.gross),
        money(p.without.socialSecurity),
        rate(p.without.rate),
        money(p.without.withholding),
        money(p.without.net),
        money(paid),
        money(p.with.taxableInKind),
        rate(p.with.rate),
        money(p.with.withholding),
        money(p.with.net),
        money(p.with.net + paid - p.without.net),
      ],
      widths,
    );
  }
  const { without, with: withPlan } = year.totals;
  w.row(
    [
      t.total,
      money(without.gross),
      money(without.socialSecurity),
      '',
      money(without.withholding),
      money(without.net),
      money(withPlan.paid),
      money(withPlan.taxableInKind),
      '',
      money(withPlan.withholding),
      money(withPlan.net),
      money(withPlan.netWithProducts - without.netWithProducts),
    ],
    widths,
    { isBold: true, isShaded: true },
  );
  w.space();
  productsTable(w, year.payslips, t, money);
  notes(w, year, t, money);
  return Buffer.from(await pdf.save());
}

/**
 * What each month paid from cash pay for each product, and below it what of it stayed taxable in
 * kind: one row per product, one column per month (products are paid in the monthly payslips).
 */
function productsTable(w: Writer, payslips: readonly PayslipLine[], t: PayslipTexts, money: (cents: number) => string): void {
  const monthly = payslips.filter((p) => p.kind === 'ordinary');
  const categories = [...new Set(monthly.flatMap((p) => p.with.products.map((product) => product.category)))] as BenefitCategory[];
  if (categories.length === 0) return;
  w.line(t.productsTitle, { size: 11, isBold: true });
  const widths = [114, ...monthly.map(() => 54)];
  w.header(['', ...monthly.map((p) => (t.months[p.month - 1] ?? '').slice(0, 3))], widths);
  const figure = (p: PayslipLine, category: BenefitCategory, key: 'paid' | 'taxableInKind') => {
    const product = p.with.products.find((x) => x.category === category);
    return product ? money(product[key]) : '';
  };
  for (const category of categories) {
    w.row([t.categories[category], ...monthly.map((p) => figure(p, category, 'paid'))], widths, { isBold: true });
    if (monthly.some((p) => p.with.products.some((x) => x.category === category && x.taxableInKind !== 0))) {
      w.row([`  ${t.taxableInKind}`, ...monthly.map((p) => figure(p, category, 'taxableInKind'))], widths);
    }
  }
  w.space();
}

function notes(w: Writer, year: Extract<PayslipYear, { status: 'ready' }>, t: PayslipTexts, money: (cents: number) => string): void {
  const regularised = year.payslips.filter((p) => p.isRegularised).map((p) => t.months[p.month - 1]);
  if (regularised.length > 0) w.line(`* ${fill(t.regularisedNote, { months: regularised.join(', ') })}`, { size: 9 });
  if (year.overWithheld > 0) w.line(fill(t.overWithheld, { amount: money(year.overWithheld) }), { size: 9 });
  w.line(t.calculatorNote, { size: 9 });
}
