import type { PayslipEntry } from '../api/get-payslip';

/** A month's name as a sentence writes it: "June", "junio". */
export function monthName(month: number, language: string): string {
  return new Intl.DateTimeFormat(language, { month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2026, month - 1, 1)));
}

/** "June" or "June (extra payment)" in the reader's language, capitalised as a row's label. */
export function payslipLabel(p: Pick<PayslipEntry, 'month' | 'kind'>, language: string, extraLabel: string): string {
  const month = monthName(p.month, language);
  const name = month.charAt(0).toUpperCase() + month.slice(1);
  return p.kind === 'extra' ? `${name} (${extraLabel})` : name;
}

/** "Jun" or "Jun +" for a chart axis. */
export function payslipShortLabel(p: Pick<PayslipEntry, 'month' | 'kind'>, language: string): string {
  const month = new Intl.DateTimeFormat(language, { month: 'short', timeZone: 'UTC' }).format(new Date(Date.UTC(2026, p.month - 1, 1)));
  return p.kind === 'extra' ? `${month} +` : month;
}

/** A rate in basis points as the payslip prints it: 1642 → "16,42 %". */
export function formatRate(basisPoints: number, language: string): string {
  return new Intl.NumberFormat(language, { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(basisPoints / 10_000);
}

/** What the plan leaves the employee more (or less) in a payslip: net plus the products received, less the net without. */
export function payslipDifference(p: PayslipEntry): number {
  const paid = p.with.products.reduce((sum, product) => sum + product.paid, 0);
  return p.with.net + paid - p.without.net;
}
