import type { Benefit } from '../benefits/benefit';
import type { Contract, ContractItem } from '../contracts/contract';

/**
 * What the home rules read of a contract or a cart item (a cart item is a contract with status
 * `cart`, spec part 2 §3). The API's contract view maps onto it (its `productCategory` is `category`).
 */
export type HomeContract = Pick<
  Contract,
  'id' | 'benefitId' | 'category' | 'year' | 'status' | 'signed' | 'disableDocumentation' | 'additionalInfo' | 'details'
> & { items: readonly Pick<ContractItem, 'familyId'>[] };

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

/**
 * The entries a year's dashboard reads: every cart item (the cart is what the person has in
 * progress, whatever year it is for) and the contracts of that year. A 2025 contract says nothing
 * about where the person stands in 2026.
 */
export function entriesOfYear<T extends Pick<HomeContract, 'status' | 'year'>>(entries: readonly T[], year: number): T[] {
  return entries.filter((entry) => entry.status === 'cart' || entry.year === year);
}
