import { answerKey } from '@flexplan/domain/contracts/answer-key';
import type { Benefit } from '@flexplan/domain/catalogue-types';
import type { UploadedFile } from '../../../shared/api/upload-file';
import type { SavedAnswers } from '../api/get-saved-answers';

/**
 * One questionnaire as it is being filled in: the answers by key, the document, which fields were
 * left (their errors show), and whether anything was changed since it was read. The edit modal
 * keeps one per insured person, so a tab's answers survive a switch to another tab.
 */
export interface QuestionnaireDraft {
  answers: Record<string, string>;
  document: UploadedFile[];
  touched: Record<string, boolean>;
  isDirty: boolean;
}

type Product = Benefit['product'];

/** The draft a saved questionnaire (or none) opens with. */
export function draftFrom(saved: SavedAnswers | null | undefined): QuestionnaireDraft {
  return { answers: { ...saved?.answers }, document: saved?.document ? [saved.document] : [], touched: {}, isDirty: false };
}

const isAnswered = (draft: QuestionnaireDraft, key: string) => (draft.answers[key] ?? '').trim() !== '';

/** The keys of the required questions still unanswered. */
export function unansweredKeys(product: Product, draft: QuestionnaireDraft): string[] {
  return product.questions.filter((q) => q.isRequired && !isAnswered(draft, answerKey(q.title))).map((q) => answerKey(q.title));
}

/** Every required question answered, and the document given when the product requires one (docs/product/benefits-and-simulation.md §2: update waits for it). */
export function isDraftComplete(product: Product, draft: QuestionnaireDraft): boolean {
  return unansweredKeys(product, draft).length === 0 && (!product.isDocumentRequired || draft.document.length > 0);
}

/** Started and not complete: the tab says so, and nothing is saved while one is. */
export function isDraftUnfinished(product: Product, draft: QuestionnaireDraft | undefined): boolean {
  return draft !== undefined && draft.isDirty && !isDraftComplete(product, draft);
}

/** The answers to send: trimmed, the empty ones left out. */
export function givenAnswers(draft: QuestionnaireDraft): Record<string, string> {
  return Object.fromEntries(
    Object.entries(draft.answers)
      .map(([key, value]) => [key, value.trim()])
      .filter(([, value]) => value !== ''),
  );
}

/** Every question marked as left, so that each unanswered one says so when its tab is shown again. */
export function touchAll(product: Product, draft: QuestionnaireDraft): QuestionnaireDraft {
  return { ...draft, touched: Object.fromEntries(product.questions.map((q) => [answerKey(q.title), true])) };
}
