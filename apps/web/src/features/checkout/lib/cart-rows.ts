import { contractExpiry, type Benefit, type Expiry } from '@flexplan/domain/catalogue';
import type { CheckoutItem } from '../api/get-checkout-cart';
import type { Beneficiary, BenefitLookup } from '../api/get-checkout-context';
import { infoFormOf, infoStatusOf, type InfoForm, type InfoStatus } from './additional-info';

/** One row of the data-confirmation table: the item and what the page works out about it. */
export interface CartRow {
  item: CheckoutItem;
  benefit: Benefit | undefined;
  /** false: another collective or a switched-off product; null while the catalogue loads. */
  isAllowed: boolean | null;
  /** Names of the item's beneficiaries, the employee first. */
  beneficiaries: string[];
  infoForm: InfoForm | null;
  info: InfoStatus;
  /** Null for an item without months. */
  expiry: Expiry | null;
}

export interface CartRowContext {
  family: readonly Beneficiary[];
  lookup: (benefitId: number, alias: string) => BenefitLookup;
  today: string;
  cutOffDay: number;
}

/** The beneficiaries' names: the user is entry 0 of the family, `familyId: null` in the items. */
export function beneficiaryNames(item: CheckoutItem, family: readonly Beneficiary[]): string[] {
  const ids = [...new Set(item.items.map((i) => i.familyId))].sort((a, b) => (a ?? -1) - (b ?? -1));
  return ids.map((id) => family.find((m) => (id === null ? m.relationship === 'you' : m.id === id))?.fullName ?? '');
}

export function toCartRow(item: CheckoutItem, ctx: CartRowContext): CartRow {
  const found = ctx.lookup(item.benefitId, item.product);
  const benefit = found.state === 'found' ? found.benefit : undefined;
  return {
    item,
    benefit,
    isAllowed: found.state === 'loading' ? null : found.state !== 'notOffered',
    beneficiaries: beneficiaryNames(item, ctx.family).filter(Boolean),
    infoForm: infoFormOf(item.product, benefit),
    info: infoStatusOf(item, benefit),
    expiry: contractExpiry(item, ctx.today, ctx.cutOffDay),
  };
}
