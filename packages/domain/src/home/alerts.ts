import type { CategoryAlias } from '../benefits/category';
import { isExpiringSoon } from '../benefits/expiry';
import { needsInvoiceAlert } from '../benefits/formation-invoice';
import { toMadridDate } from '../dates/madrid-calendar';
import type { HomeBenefits, HomeContract } from './home-contract';

export type HomeAlert =
  /** A benefit the person has ends soon: Go to its product page. */
  | { kind: 'expiring'; benefitId: number; category: CategoryAlias; endDate: string; link: string }
  /** A monthly-paid contract needs its invoices attached: Go to the documents. */
  | { kind: 'attach-invoice'; contractId: number; benefitId: number; category: CategoryAlias; link: '/documents' };

export interface HomeAlertsInput {
  /** The cart items and contracts of every year. */
  entries: readonly HomeContract[];
  benefits: HomeBenefits;
  /** ISO date, Europe/Madrid. */
  today: string;
  /** The company's alert lead days. */
  alertDays: number;
}

/** How the contract is paid: formation keeps it in its info (docs/product/cart-and-contracts.md §3), the cart rules in the details. */
export function contractPaymentFreq(contract: Pick<HomeContract, 'additionalInfo' | 'details'>): unknown {
  return contract.additionalInfo?.['paymentFreq'] ?? contract.details?.['paymentFreq'];
}

/**
 * The entries alerts look at: not cancelled, and either in the cart or for this year or a later
 * one (a contract of a past year has run its course).
 */
export function liveEntries<T extends Pick<HomeContract, 'status' | 'year'>>(entries: readonly T[], today: string): T[] {
  const currentYear = toMadridDate(today).year;
  return entries.filter((entry) => entry.status !== 'cancelled' && (entry.status === 'cart' || entry.year >= currentYear));
}

/**
 * The home alerts (docs/product/employee-portal.md §4): an expiring alert per benefit the person has (in the cart or
 * live) when today + the company's alertDays is after the benefit's end date, with a Go link to
 * its product; an attach-invoice alert per pending or contracted contract paid monthly, with a
 * Go link to /documents. Expiring alerts come first, each benefit once.
 */
export function homeAlerts({ entries, benefits, today, alertDays }: HomeAlertsInput): HomeAlert[] {
  const live = liveEntries(entries, today);
  const expiring: HomeAlert[] = [];
  const seen = new Set<number>();
  for (const entry of live) {
    const benefit = benefits.get(entry.benefitId);
    if (!benefit || seen.has(benefit.id)) continue;
    seen.add(benefit.id);
    if (isExpiringSoon(benefit.endDate, today, alertDays)) {
      expiring.push({ kind: 'expiring', benefitId: benefit.id, category: entry.category, endDate: benefit.endDate, link: `/products/${entry.category}` });
    }
  }
  const invoices: HomeAlert[] = live
    .filter((entry) => (entry.status === 'pending' || entry.status === 'contracted') && needsInvoiceAlert(contractPaymentFreq(entry)))
    .map((entry) => ({ kind: 'attach-invoice', contractId: entry.id, benefitId: entry.benefitId, category: entry.category, link: '/documents' }));
  return [...expiring, ...invoices];
}
