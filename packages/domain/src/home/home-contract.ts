import type { Benefit } from '../benefits/benefit';
import type { Contract, ContractItem } from '../contracts/contract';

/**
 * What the home rules read of a contract or a cart item (a cart item is a contract with status
 * `cart`, docs/product/cart-and-contracts.md §3). The API's contract view maps onto it (its `productCategory` is `category`).
 */
export type HomeContract = Pick<
  Contract,
  'id' | 'benefitId' | 'category' | 'year' | 'status' | 'signed' | 'disableDocumentation' | 'additionalInfo' | 'details'
> & {
  items: readonly Pick<ContractItem, 'familyId'>[];
  /** A change: the contract it replaces once accepted. */
  replacesContractId?: number | null;
};

/** What the home rules read of a benefit: its questionnaire (missing documents) and end date (expiry). */
export type HomeBenefit = Pick<Benefit, 'id' | 'questionnaire' | 'endDate'>;

/** The benefits the home knows, by id; a benefit it does not know is read as having no questionnaire. */
export type HomeBenefits = ReadonlyMap<number, HomeBenefit>;

const noQuestionnaire: Pick<Benefit, 'questionnaire'> = { questionnaire: { enabled: false, type: null } };

/**
 * The benefit's questionnaire, or none when the benefit is not in the catalogue the user sees
 * any more (another collective, a product switched off): formation still requires its info,
 * because `isInfoRequired` asks for it by category.
 */
export function questionnaireOf(benefits: HomeBenefits, benefitId: number): Pick<Benefit, 'questionnaire'> {
  return benefits.get(benefitId) ?? noQuestionnaire;
}

type YearEntry = Pick<HomeContract, 'id' | 'status' | 'year' | 'replacesContractId'>;

/**
 * The entries a year's dashboard reads: every cart item (the cart is what the person has in
 * progress, whatever year it is for) and the contracts of that year. A 2025 contract says nothing
 * about where the person stands in 2026. A contract cancelled because an accepted change replaced
 * it is left out too: the change is that product's contract now, and the tile must not read
 * "cancelled" while it is in force.
 */
export function entriesOfYear<T extends YearEntry>(entries: readonly T[], year: number): T[] {
  const replacedByLiveChange = new Set(entries.filter((e) => e.replacesContractId && e.status !== 'cancelled').map((e) => e.replacesContractId));
  return entries.filter((entry) => (entry.status === 'cart' || entry.year === year) && !(entry.status === 'cancelled' && replacedByLiveChange.has(entry.id)));
}
