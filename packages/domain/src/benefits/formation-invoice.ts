// Apart from formation.ts and its zod schemas: home's alerts read it (issue 16, zod off the first download).

/** A monthly-paid formation raises the attach-invoice alert (spec part 1 §4, part 2 §5). */
export function needsInvoiceAlert(paymentFreq: unknown): boolean {
  return paymentFreq === 'monthly';
}
