// Apart from formation.ts and its zod schemas: home's alerts read it (zod off the first download).

/** A monthly-paid formation raises the attach-invoice alert (docs/product/employee-portal.md §4, docs/product/benefits-and-simulation.md §5). */
export function needsInvoiceAlert(paymentFreq: unknown): boolean {
  return paymentFreq === 'monthly';
}
