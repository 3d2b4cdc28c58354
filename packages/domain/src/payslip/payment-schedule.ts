/**
 * The months the two extra payments of a 14-payment salary are paid in. Art. 31 ET fixes one at
 * Christmas and leaves the other to the collective agreement; summer (June) is the usual one
 * ("paga de verano"), so the payslips show them in June and December, each after the month's
 * ordinary payslip (docs/decisions/326-the-payslip-month-by-month-extra-payments-in-june.md).
 */
export const EXTRA_PAYMENT_MONTHS = [6, 12] as const;

/** One payment of the year: a month's ordinary payslip or an extra payment. */
export interface Payment {
  month: number;
  kind: 'ordinary' | 'extra';
}

/** The year's payments in the order they are paid: 12, or 14 with the extras after June's and December's. */
export function paymentSchedule(paymentCount: 12 | 14): Payment[] {
  const payments: Payment[] = [];
  for (let month = 1; month <= 12; month++) {
    payments.push({ month, kind: 'ordinary' });
    if (paymentCount === 14 && (EXTRA_PAYMENT_MONTHS as readonly number[]).includes(month)) payments.push({ month, kind: 'extra' });
  }
  return payments;
}
