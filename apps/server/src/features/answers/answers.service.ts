import { DomainError } from '@flexplan/domain';
import { additionalInfoKey } from '@flexplan/domain/catalogue';
import type { Db } from '../../db/client';
import { NotFoundError } from '../../http/http-errors';
import type { SessionUser } from '../auth/session-user';
import { findOwnFile } from '../storage/storage.repository';
import { answerKey } from '@flexplan/domain/contracts/answer-key';
import { findAnswerableContract, findAnswers, listBeneficiaries, setAdditionalInfo, upsertAnswers } from './answers.repository';

export interface AnswersInput {
  contractId: number;
  productId: number;
  isCompleted: boolean;
  answers: Record<string, string>;
  document?: { name: string; originalFilename: string } | null;
}

/** What GET /api/answers and POST /api/answers/add answer: the item's questionnaire as saved. */
export interface SavedAnswers {
  contractId: number;
  productId: number;
  isCompleted: boolean;
  answers: Record<string, string>;
  document: { name: string; originalFilename: string } | null;
}

export class AnswersIncompleteError extends DomainError {
  constructor(missing: string[]) {
    super('ANSWERS_INCOMPLETE', 'Faltan respuestas obligatorias o el documento', { missing: missing.join(',') });
  }
}

/**
 * POST /api/answers/add (spec part 2 §3 Product answers, §5 Next step): saves a cart item's
 * questionnaire. Marked completed, every required answer and the required document must be there;
 * the item's additional info then reads completed for each beneficiary (the missing-documents rule).
 */
export async function saveAnswers(db: Db, user: SessionUser, input: AnswersInput): Promise<SavedAnswers> {
  const found = await findAnswerableContract(db, user.companyId, user.id, input.contractId);
  if (!found || found.product.id !== input.productId) throw new NotFoundError('contract');
  if (found.contract.status !== 'cart') throw new DomainError('CONTRACT_NOT_EDITABLE', 'Este contrato no se puede modificar todavía', { status: found.contract.status });
  if (input.document && !await findOwnFile(db, user.companyId, user.id, 'documents', input.document.name)) throw new NotFoundError('file');

  const known = new Map(found.product.questions.map((q) => [answerKey(q.title), q]));
  const answers = Object.fromEntries(Object.entries(input.answers).filter(([key]) => known.has(key)).map(([k, v]) => [k, v.trim()]));
  if (input.isCompleted) {
    const missing = [...known].filter(([key, q]) => q.isRequired && !answers[key]).map(([key]) => key);
    if (found.product.isDocumentRequired && !input.document) missing.push('document');
    if (missing.length > 0) throw new AnswersIncompleteError(missing);
  }
  const saved = await upsertAnswers(db, {
    companyId: user.companyId, userId: user.id, contractId: input.contractId, productId: input.productId,
    isCompleted: input.isCompleted, answers, document: input.document ?? null,
  });
  if (input.isCompleted) {
    const info = { ...(found.contract.additionalInfo ?? {}), questionnaire: 'completed' } as Record<string, unknown>;
    for (const familyId of await listBeneficiaries(db, user.companyId, input.contractId)) {
      const key = additionalInfoKey(familyId);
      info[key] = { ...(info[key] as object | undefined), questionnaire: 'completed' };
    }
    await setAdditionalInfo(db, user.companyId, input.contractId, info);
  }
  return { contractId: saved.contractId, productId: saved.productId, isCompleted: saved.isCompleted, answers: saved.answers, document: saved.document };
}

/**
 * GET /api/answers?contractId= (spec part 2 §3 Product answers): the answers saved for the user's
 * own item, keyed as saved, so the edit modal opens filled in. An item with nothing saved yet
 * answers an empty questionnaire; anyone else's or an unknown item is a 404, so ids are not probed.
 */
export async function getAnswers(db: Db, user: SessionUser, contractId: number): Promise<SavedAnswers> {
  const found = await findAnswerableContract(db, user.companyId, user.id, contractId);
  if (!found) throw new NotFoundError('contract');
  const saved = await findAnswers(db, user.companyId, user.id, contractId);
  if (!saved) return { contractId, productId: found.product.id, isCompleted: false, answers: {}, document: null };
  return { contractId, productId: saved.productId, isCompleted: saved.isCompleted, answers: saved.answers, document: saved.document };
}
