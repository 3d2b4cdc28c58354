import type { CategoryAlias } from '../benefits/category';
import { additionalInfoKey } from './missing-documents';

/** docs/product/cart-and-contracts.md §3 Product answers: answers are keyed by the question title with dots replaced by underscores. */
export function answerKey(questionTitle: string): string {
  return questionTitle.replaceAll('.', '_');
}

/**
 * Health questions concern the insured ("do you have a chronic illness?" — who?): each insured
 * person answers their own. Other products ask once per contract.
 */
export const perMemberQuestionnaireCategories: readonly CategoryAlias[] = ['health-insurance'];

/** Whose answers a saved questionnaire is: `contract` for the whole contract, else the insured's additionalInfo key. */
export type AnswersSubject = 'contract' | ReturnType<typeof additionalInfoKey>;

/**
 * The subject of a questionnaire, or null when the request does not fit the product: a health
 * questionnaire needs one of the contract's beneficiaries (`familyId`, null for the employee); any
 * other product takes none (`familyId` left out).
 */
export function answersSubject(category: CategoryAlias, familyId: number | null | undefined, beneficiaries: readonly (number | null)[]): AnswersSubject | null {
  if (!perMemberQuestionnaireCategories.includes(category)) return familyId === undefined ? 'contract' : null;
  if (familyId === undefined || !beneficiaries.includes(familyId)) return null;
  return additionalInfoKey(familyId);
}
