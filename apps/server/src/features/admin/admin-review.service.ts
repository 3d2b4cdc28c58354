import type { AdminContractReview, ReviewFile } from '@flexplan/domain/contracts/admin-contract-review-api';
import { answerKey } from '@flexplan/domain/contracts/answer-key';
import type { AdminActor } from '../../http/admin-actor';
import { NotFoundError } from '../../http/http-errors';
import type { ServiceDeps } from '../../service-deps';
import { recordAudit } from '../audit/audit.service';
import { fileDocumentForEmployee } from '../documents/documents.service';
import { downloadUrl, storeUpload } from '../storage/storage.service';
import { findCompanyPerson, findContractForReview, listEmployeeFilesNamed, listReviewAnswers, listReviewItems } from './admin-review.repository';

/** A stored file's name as the storage adapter gives it (a random hex name and its kind's extension). */
const STORED_NAME = /^[0-9a-f]{32}\.(pdf|png|jpg|gif)$/;

/** Every stored file's name a contract's details or additional info hold, at any depth (an invoice, a child's certificate). */
function storedNamesIn(value: unknown, found: Set<string>): Set<string> {
  if (typeof value === 'string' && STORED_NAME.test(value)) found.add(value);
  else if (Array.isArray(value)) for (const v of value) storedNamesIn(v, found);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) storedNamesIn(v, found);
  return found;
}

/** A stored file as the cart keeps it (`{ name, originalFilename }`): listed with the files, not as info. */
const isStoredFile = (value: unknown) => typeof value === 'object' && value !== null && STORED_NAME.test(String((value as { name?: unknown }).name));

/**
 * The details and additional info as key and text, nested keys joined by dots (a child's info under
 * their name); files and empty values left out.
 */
function infoLines(record: Record<string, unknown> | null, nameOf: (key: string) => string, prefix = ''): { key: string; value: string }[] {
  if (!record) return [];
  return Object.entries(record).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : nameOf(key);
    if (value === null || value === undefined || value === '' || isStoredFile(value)) return [];
    if (typeof value === 'string' && STORED_NAME.test(value)) return [];
    if (Array.isArray(value)) {
      const kept = value.filter((v) => !isStoredFile(v));
      if (kept.length === 0) return [];
      return kept.every((v) => typeof v !== 'object') ? [{ key: path, value: kept.join(', ') }] : infoLines({ ...kept }, nameOf, path);
    }
    if (typeof value === 'object') return infoLines(value as Record<string, unknown>, nameOf, path);
    return [{ key: path, value: String(value) }];
  });
}

/**
 * GET /api/admin/contracts/{id}: one of the company's contracts as the employee filled it in — months
 * and beneficiaries, the info they gave, the questionnaires' answers (health's per insured person)
 * and the files it names that are the employee's own; 404 for another company's or an unknown id.
 */
export async function getContractForReview({ db }: Pick<ServiceDeps, 'db'>, { companyId }: AdminActor, id: number): Promise<AdminContractReview> {
  const contract = await findContractForReview(db, companyId, id);
  if (!contract) throw new NotFoundError('contract');
  const [items, answers] = await Promise.all([listReviewItems(db, companyId, id), listReviewAnswers(db, companyId, contract.employeeId, id)]);
  const infoNames = storedNamesIn([contract.details, contract.additionalInfo], new Set());
  const answerNames = new Set(answers.flatMap((a) => (a.document ? [a.document.name] : [])));
  const stored = await listEmployeeFilesNamed(db, companyId, contract.employeeId, [...new Set([...infoNames, ...answerNames])]);
  const files: ReviewFile[] = stored.map((f) => ({ ...f, source: infoNames.has(f.name) ? 'info' : 'answers' }));
  const nameOfFamily = new Map(items.map((i) => [String(i.familyId ?? 'employee'), i.beneficiary ?? contract.employee]));
  // Per-member info is keyed by the family member's id (docs/decisions/233-per-member-info-is-keyed-by-family-id.md): shown under their name.
  const infoKeyName = (key: string) => nameOfFamily.get(key) ?? key;
  const titleOf = new Map(contract.questions.map((q) => [answerKey(q.title), q.title]));
  return {
    id: contract.id,
    status: contract.status,
    signed: contract.signed,
    year: contract.year,
    product: contract.product,
    price: contract.price,
    effectiveDate: contract.effectiveDate,
    acceptedAt: contract.acceptedAt,
    benefitName: contract.benefitName,
    employeeId: contract.employeeId,
    employee: contract.employee,
    email: contract.email,
    collective: contract.collective,
    updatedAt: contract.updatedAt,
    items: items.map(({ month, beneficiary, price }) => ({ month, beneficiary, price })),
    // A value the details and the additional info both hold (the payment frequency) is shown once.
    info: [...infoLines(contract.details, infoKeyName), ...infoLines(contract.additionalInfo, infoKeyName)].filter(
      (line, index, all) => all.findIndex((other) => other.key === line.key && other.value === line.value) === index,
    ),
    answers: answers.map((a) => ({
      subject: a.subject,
      beneficiary: a.subject === 'contract' ? null : (nameOfFamily.get(a.subject) ?? null),
      isCompleted: a.isCompleted,
      answers: Object.entries(a.answers).map(([key, answer]) => ({ question: titleOf.get(key) ?? key, answer })),
      documentName: a.document?.name ?? null,
    })),
    files,
  };
}

/**
 * GET /api/admin/contracts/{id}/files/{container}/{file}/download-url: the short-lived link the
 * employee would get, for a file the contract names; 404 for any other file, even the employee's.
 */
export async function reviewFileUrl(deps: Pick<ServiceDeps, 'db' | 'clock'>, actor: AdminActor, id: number, container: string, file: string) {
  const review = await getContractForReview(deps, actor, id);
  if (!review.files.some((f) => f.container === container && f.name === file)) throw new NotFoundError('file');
  return downloadUrl(deps, { companyId: actor.companyId, id: review.employeeId }, container, file);
}

/**
 * POST /api/admin/employees/{id}/documents: a PDF the administrator files for one of the company's
 * people, under the plan year, stored as theirs so they download it as their own; it shows as the
 * administrator's ("Admin") and stays on their list. 404 for anyone else; 413/415 for a file the
 * documents folder refuses. Audited `document.filedByAdmin`.
 */
export async function fileEmployeeDocument(
  deps: Pick<ServiceDeps, 'db' | 'clock' | 'storage' | 'config'>,
  actor: AdminActor,
  employeeId: number,
  upload: { data: Buffer; filename: string; name?: string },
) {
  const { companyId } = actor;
  if (!(await findCompanyPerson(deps.db, companyId, employeeId))) throw new NotFoundError('user');
  const stored = await storeUpload(deps, { companyId, id: employeeId }, 'documents', upload.data, upload.filename);
  const name = (upload.name ?? upload.filename.replace(/\.[^.]*$/, '').trim()).slice(0, 200) || stored.name;
  const year = deps.clock.planYear();
  return deps.db.transaction(async (tx) => {
    const documentId = await fileDocumentForEmployee(tx, { companyId, userId: employeeId, adminId: actor.id, name, year, fileName: stored.name });
    await recordAudit(tx, {
      companyId,
      actor,
      action: 'document.filedByAdmin',
      table: 'documents',
      rowId: documentId,
      employeeId,
      before: {},
      after: { name, year, fileName: stored.originalFilename },
    });
    return { id: documentId, userId: employeeId, name, year, createdBy: 'admin' as const };
  });
}
