/** What a set of contracts (one contract PDF, one cart) comes to over the year, in cents. */
export interface ContractTotals {
  /** The products' prices. */
  price: number;
  /** What the company pays of them. */
  contribution: number;
  /** What the employee gives up of their cash pay: price − contribution. */
  givenUp: number;
}

/**
 * The grand total of some contracts: the figure the contract PDF states and the cart shows, and
 * the one the calculator's "flexible remuneration" and the payslip's products add up to.
 */
export function contractTotals(contracts: readonly { price: number; contributedPrice: number }[]): ContractTotals {
  let price = 0;
  let contribution = 0;
  for (const contract of contracts) {
    price += contract.price;
    contribution += Math.min(contract.price, contract.contributedPrice);
  }
  return { price, contribution, givenUp: price - contribution };
}
