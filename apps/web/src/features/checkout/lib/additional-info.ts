import { isEmptyInfo, isInfoRequired, membersMissingInfo, type Benefit, type CategoryAlias } from '@flexplan/domain/catalogue';

/** Which form completes an item's additional information in the edit modal. */
export type InfoForm = 'formation' | 'kindergarten' | 'questionnaire';

/** Additional-info status of a cart row (docs/product/benefits-and-simulation.md §2): pending or completed; some items need none. */
export type InfoStatus = 'notRequired' | 'pending' | 'completed';

interface InfoSubject {
  product: string;
  disableDocumentation: boolean;
  additionalInfo: Record<string, unknown> | null;
  items: readonly { familyId: number | null }[];
}

/**
 * The form an item needs. Formation and kindergarten have their own centre forms (the product's
 * document is their invoice). Otherwise the product's answers: when the benefit's questionnaire is
 * on (docs/product/benefits-and-simulation.md §4), or the product asks for answers or a document — except a telephone
 * questionnaire, where the insurer calls the employee and nothing is filled here.
 */
export function infoFormOf(alias: string, benefit: Benefit | undefined): InfoForm | null {
  if (alias === 'formation') return 'formation';
  if (alias === 'kindergarten') return 'kindergarten';
  if (!benefit || benefit.questionnaire.type === 'telephone') return null;
  if (isInfoRequired(alias as CategoryAlias, benefit)) return 'questionnaire';
  const { product } = benefit;
  return (product.isQuestionsRequired && product.questions.length > 0) || product.isDocumentRequired ? 'questionnaire' : null;
}

/**
 * Pending until the info is given: per beneficiary for health and kindergarten (keyed by family
 * id, docs/decisions/233-per-member-info-is-keyed-by-family-id.md), as one block otherwise. "Completed when info is not empty" (docs/product/cart-and-contracts.md §2).
 */
export function infoStatusOf(item: InfoSubject, benefit: Benefit | undefined): InfoStatus {
  if (item.disableDocumentation || !infoFormOf(item.product, benefit)) return 'notRequired';
  const contract = { category: item.product as CategoryAlias, additionalInfo: item.additionalInfo, items: item.items };
  if (membersMissingInfo(contract).length > 0 || isEmptyInfo(item.additionalInfo)) return 'pending';
  return 'completed';
}
