import { DomainError, validationMessages } from '@flexplan/domain';
import { additionalInfoKey } from '@flexplan/domain/catalogue';
import type { AnswersBody, SavedAnswers } from '@flexplan/domain/contracts/answers-api';
import { InputError, NotFoundError } from '../../http/http-errors';
import type { SessionUser } from '../../http/session-user';
import type { ServiceDeps } from '../../service-deps';
import { isOwnFile } from '../storage/storage.service';
import { answerKey, answersSubject, type AnswersSubject } from '@flexplan/domain/contracts/answer-key';
import type { CategoryAlias } from '@flexplan/domain/catalogue-types';
import { findAnswerableContract, findAnswers, listBeneficiaries, setAdditionalInfo, upsertAnswers } from './answers.repository';

/** The questionnaire to save; `familyId` names a health policy's insured person (null: the employee), left out for other products. */
export type AnswersInput = Omit<AnswersBody, 'userId'>;

export class AnswersIncompleteError extends DomainError {
  constructor(missing: string[]) {
    super('ANSWERS_INCOMPLETE', 'Faltan respuestas obligatorias o el documento', { missing: missing.join(',') });
  }
}

/**
 * POST /api/answers/add (docs/product/cart-and-contracts.md §3 Product answers, §5 Next step): saves a cart item's
 * questionnaire. Marked completed, every required answer and the required document must be there;
 * the item's additional info then reads completed for each beneficiary (the missing-documents rule).
 */
export async function saveAnswers({ db }: Pick<ServiceDeps, 'db'>, user: SessionUser, input: AnswersInput): Promise<SavedAnswers> {
  const found = await findAnswerableContract(db, user.companyId, user.id, input.contractId);
  if (!found || found.product.id !== input.productId) throw new NotFoundError('contract');
  if (found.contract.status !== 'cart')
    throw new DomainError('CONTRACT_NOT_EDITABLE', 'Este contrato no se puede modificar todavía', { status: found.contract.status });
  const beneficiaries = await listBeneficiaries(db, user.companyId, input.contractId);
  const subject = subjectOrRefuse(found.contract.category, input.familyId, beneficiaries);
  if (input.document && !(await isOwnFile(db, user, 'documents', input.document.name))) throw new NotFoundError('file');

  const known = new Map(found.product.questions.map((q) => [answerKey(q.title), q]));
  const answers = Object.fromEntries(
    Object.entries(input.answers)
      .filter(([key]) => known.has(key))
      .map(([k, v]) => [k, v.trim()]),
  );
  if (input.isCompleted) {
    const missing = [...known].filter(([key, q]) => q.isRequired && !answers[key]).map(([key]) => key);
    if (found.product.isDocumentRequired && !input.document) missing.push('document');
    if (missing.length > 0) throw new AnswersIncompleteError(missing);
  }
  const saved = await upsertAnswers(db, {
    companyId: user.companyId,
    userId: user.id,
    contractId: input.contractId,
    productId: input.productId,
    subject,
    isCompleted: input.isCompleted,
    answers,
    document: input.document ?? null,
  });
  if (input.isCompleted) {
    // One insured person's answers complete their info only; a contract's complete everyone's.
    const completed = subject === 'contract' ? beneficiaries.map(additionalInfoKey) : [subject];
    const info: Record<string, unknown> = { ...found.contract.additionalInfo, questionnaire: 'completed' };
    for (const key of completed) {
      const prior = info[key];
      info[key] = { ...(typeof prior === 'object' ? prior : {}), questionnaire: 'completed' };
    }
    await setAdditionalInfo(db, user.companyId, input.contractId, info);
  }
  return {
    contractId: saved.contractId,
    productId: saved.productId,
    familyId: input.familyId ?? null,
    isCompleted: saved.isCompleted,
    answers: saved.answers,
    document: saved.document,
  };
}

/** 400 on `familyId` when it names nobody the policy insures, is missing for health, or is given for another product. */
function subjectOrRefuse(category: CategoryAlias, familyId: number | null | undefined, beneficiaries: readonly (number | null)[]): AnswersSubject {
  const subject = answersSubject(category, familyId, beneficiaries);
  if (subject === null) throw new InputError({ familyId: validationMessages.invalid });
  return subject;
}

/**
 * GET /api/answers?contractId= (docs/product/cart-and-contracts.md §3 Product answers): the answers saved for the user's
 * own item, keyed as saved, so the edit modal opens filled in. An item with nothing saved yet
 * answers an empty questionnaire; anyone else's or an unknown item is a 404, so ids are not probed.
 */
export async function getAnswers({ db }: Pick<ServiceDeps, 'db'>, user: SessionUser, contractId: number, familyId?: number | null): Promise<SavedAnswers> {
  const found = await findAnswerableContract(db, user.companyId, user.id, contractId);
  if (!found) throw new NotFoundError('contract');
  const subject = subjectOrRefuse(found.contract.category, familyId, await listBeneficiaries(db, user.companyId, contractId));
  const saved = await findAnswers(db, user.companyId, user.id, contractId, subject);
  const whose = { contractId, familyId: familyId ?? null };
  if (!saved) return { ...whose, productId: found.product.id, isCompleted: false, answers: {}, document: null };
  return { ...whose, productId: saved.productId, isCompleted: saved.isCompleted, answers: saved.answers, document: saved.document };
}
