import { isLanguage, type Language } from '@flexplan/domain';
import type { LegalText, LegalTextList, LegalTextParams } from '@flexplan/domain/company/company-legal-texts-api';
import { legalDocuments, legalPdfPath, ownLegalPdfPath, type LegalDocument } from '@flexplan/domain/company/legal-documents';
import type { CurrentLegalTexts } from '../../db/schema/index';
import type { DbOrTx } from '../../db/client';
import type { AdminActor } from '../../http/admin-actor';
import { InputError, NotFoundError } from '../../http/http-errors';
import type { ServiceDeps } from '../../service-deps';
import type { Storage } from '../../storage/local-storage';
import { legalTitle } from '../../legal/legal-texts';
import { recordAudit } from '../audit/audit.service';
import { storeUpload } from '../storage/storage.service';
import {
  findLegalText,
  findLegalTextsCompany,
  insertLegalText,
  listLegalTexts,
  lockLegalTextsCompany,
  setCurrentLegalTexts,
  type LegalTextRow,
  type LegalTextsCompany,
} from './legal-texts.repository';

type Deps = Pick<ServiceDeps, 'db'>;

/** The folder the uploaded PDFs go to: PDF only, checked by content, and the documents' size limit (413). */
const PDF_FOLDER = 'documents';

const currentId = (current: CurrentLegalTexts, { document, language }: LegalTextParams) => current[document]?.[language];

function toLegalText(document: LegalDocument, language: Language, row: LegalTextRow | undefined): LegalText {
  if (!row) return { document, language, source: 'generic', body: null, fileName: null, updatedAt: null, url: legalPdfPath(document, language) };
  return {
    document,
    language,
    source: row.source,
    body: row.source === 'text' ? row.body : null,
    fileName: row.source === 'pdf' ? row.originalFileName : null,
    updatedAt: row.createdAt,
    url: ownLegalPdfPath(document, language),
  };
}

/** How the audit log names what a document reads in a language: `privacy/ca: generic`, `privacy/ca: text`, `privacy/ca: PDF name.pdf`. */
function auditValue({ document, language }: LegalTextParams, row: LegalTextRow | undefined): string {
  const source = !row ? 'generic' : row.source === 'pdf' ? `PDF ${row.originalFileName ?? ''}`.trim() : 'text';
  return `${document}/${language}: ${source}`;
}

async function companyOf(db: DbOrTx, companyId: number): Promise<LegalTextsCompany> {
  const company = await findLegalTextsCompany(db, companyId);
  if (!company) throw new NotFoundError('company');
  return company;
}

/** A text is written only in a language the company offers: 400 on `language` otherwise. */
function refuseLanguageNotOffered(company: LegalTextsCompany, language: Language): void {
  if (!company.languages.includes(language)) throw new InputError({ language: 'validation.invalid' });
}

/** GET /api/admin/company/legal-texts: every document in each of the company's languages. */
export async function listCompanyLegalTexts({ db }: Deps, actor: AdminActor): Promise<LegalTextList> {
  const company = await companyOf(db, actor.companyId);
  const languages = company.languages.filter(isLanguage);
  const ids = legalDocuments.flatMap((document) => languages.flatMap((language) => currentId(company.legalTexts, { document, language }) ?? []));
  const rows = await listLegalTexts(db, actor.companyId, ids);
  const texts = legalDocuments.flatMap((document) =>
    languages.map((language) => {
      const id = currentId(company.legalTexts, { document, language });
      return toLegalText(
        document,
        language,
        rows.find((row) => row.id === id),
      );
    }),
  );
  return { languages, texts };
}

/**
 * Puts a new text in force in the company's transaction: a new row (the old one stays, a signed contract
 * may name it), the company's pointer, and the audit entry. The same text again changes nothing.
 */
async function putInForce(
  { db }: Deps,
  actor: AdminActor,
  params: LegalTextParams,
  next: Omit<LegalTextRow, 'id' | 'createdAt' | 'companyId' | 'document' | 'language'>,
): Promise<LegalText> {
  return db.transaction(async (tx) => {
    const company = await lockLegalTextsCompany(tx, actor.companyId);
    if (!company) throw new NotFoundError('company');
    refuseLanguageNotOffered(company, params.language);
    const id = currentId(company.legalTexts, params);
    const before = id === undefined ? undefined : await findLegalText(tx, actor.companyId, id);
    if (before && next.source === 'text' && before.source === 'text' && before.body === next.body) return toLegalText(params.document, params.language, before);
    const row = await insertLegalText(tx, { companyId: actor.companyId, document: params.document, language: params.language, ...next });
    const legalTexts = { ...company.legalTexts, [params.document]: { ...company.legalTexts[params.document], [params.language]: row.id } };
    await setCurrentLegalTexts(tx, actor.companyId, legalTexts);
    await recordAudit(tx, {
      companyId: actor.companyId,
      actor,
      action: 'company.legalTextChanged',
      table: 'companies',
      rowId: actor.companyId,
      employeeId: null,
      before: { legalText: auditValue(params, before) },
      after: { legalText: auditValue(params, row) },
    });
    return toLegalText(params.document, params.language, row);
  });
}

/** PUT /api/admin/company/legal-texts/{document}/{language}: the company's own text, written. */
export function writeLegalText(deps: Deps, actor: AdminActor, params: LegalTextParams, body: string): Promise<LegalText> {
  return putInForce(deps, actor, params, { source: 'text', body, fileName: null, originalFileName: null });
}

/**
 * POST /api/admin/company/legal-texts/{document}/{language}/pdf: the company's own PDF. The storage
 * feature checks it is a PDF by its content (415) and its size (413) before anything is written.
 */
export async function uploadLegalPdf(
  deps: Pick<ServiceDeps, 'db' | 'storage' | 'config'>,
  actor: AdminActor,
  params: LegalTextParams,
  file: { data: Buffer; filename: string },
): Promise<LegalText> {
  refuseLanguageNotOffered(await companyOf(deps.db, actor.companyId), params.language);
  if (params.document === 'conditions' && isPdf(file.data) && !(await canBeIncluded(file.data))) throw new InputError({ file: 'validation.invalid' });
  const stored = await storeUpload(deps, { companyId: actor.companyId, id: actor.id }, PDF_FOLDER, file.data, file.filename);
  return putInForce(deps, actor, params, { source: 'pdf', body: null, fileName: stored.name, originalFileName: stored.originalFilename.slice(0, 200) });
}

const isPdf = (data: Buffer) => data.subarray(0, 5).toString('latin1') === '%PDF-';

/**
 * Whether a contract PDF can carry this PDF's pages (contract-pdf.ts): an encrypted or broken one cannot,
 * so the conditions are refused when uploaded rather than left out of a contract later.
 */
async function canBeIncluded(data: Buffer): Promise<boolean> {
  const { PDFDocument } = await import('pdf-lib');
  try {
    const pdf = await PDFDocument.load(data);
    return pdf.getPageCount() > 0;
  } catch {
    return false;
  }
}

/**
 * DELETE /api/admin/company/legal-texts/{document}/{language}: back to the generic text. The company's
 * rows stay (a signed contract may name one); a language it no longer offers can still be cleared.
 */
export async function useGenericLegalText({ db }: Deps, actor: AdminActor, params: LegalTextParams): Promise<LegalText> {
  return db.transaction(async (tx) => {
    const company = await lockLegalTextsCompany(tx, actor.companyId);
    if (!company) throw new NotFoundError('company');
    const id = currentId(company.legalTexts, params);
    if (id === undefined) {
      refuseLanguageNotOffered(company, params.language);
      return toLegalText(params.document, params.language, undefined);
    }
    const { [params.language]: _cleared, ...others } = company.legalTexts[params.document] ?? {};
    await setCurrentLegalTexts(tx, actor.companyId, { ...company.legalTexts, [params.document]: others });
    await recordAudit(tx, {
      companyId: actor.companyId,
      actor,
      action: 'company.legalTextChanged',
      table: 'companies',
      rowId: actor.companyId,
      employeeId: null,
      before: { legalText: auditValue(params, await findLegalText(tx, actor.companyId, id)) },
      after: { legalText: auditValue(params, undefined) },
    });
    return toLegalText(params.document, params.language, undefined);
  });
}

/** The Host's company's text of a document in a language, or undefined when it has none of its own. */
async function findOwnLegalText(db: DbOrTx, company: { id: number; legalTexts: CurrentLegalTexts }, params: LegalTextParams) {
  const id = currentId(company.legalTexts, params);
  return id === undefined ? undefined : findLegalText(db, company.id, id);
}

/** GET /api/legal-texts/{document}/{language}: what the Host's company's portal shows a reader in that language. */
export async function getLegalText({ db }: Deps, company: { id: number; legalTexts: CurrentLegalTexts }, params: LegalTextParams): Promise<LegalText> {
  return toLegalText(params.document, params.language, await findOwnLegalText(db, company, params));
}

export type LegalPdf = { kind: 'generic'; url: string } | { kind: 'own'; pdf: Uint8Array; filename: string; isUpload: boolean };

/** GET /api/legal-texts/{document}/{language}/pdf: the company's own PDF (uploaded, or made from its text), else where the generic one is. */
export async function getLegalPdf(
  { db, storage }: Pick<ServiceDeps, 'db' | 'storage'>,
  company: { id: number; legalTexts: CurrentLegalTexts },
  params: LegalTextParams,
): Promise<LegalPdf> {
  const row = await findOwnLegalText(db, company, params);
  if (!row) return { kind: 'generic', url: legalPdfPath(params.document, params.language) };
  const filename = `${params.document}-${params.language}.pdf`;
  if (row.source === 'pdf') {
    const data = row.fileName ? await storage.find(PDF_FOLDER, row.fileName) : null;
    if (!data) throw new NotFoundError('file');
    return { kind: 'own', pdf: data, filename, isUpload: true };
  }
  // pdf-lib and fontkit are loaded by the first PDF, not with the server.
  const { ownLegalPdf } = await import('../../legal/own-legal-pdf');
  return { kind: 'own', pdf: await ownLegalPdf(params.document, params.language, row.body ?? ''), filename, isUpload: false };
}

/** A company's own conditions as a contract carries them: its text, or the bytes of its PDF. */
export type ContractConditions = { language: Language; title: string; body: string } | { language: Language; title: string; pdf: Buffer };

/**
 * For the checkout: the id of the company's own conditions in force in a language (what a purchase
 * records at signing), or null for the generic ones.
 */
export function conditionsInForce(company: { legalTexts: CurrentLegalTexts }, language: string | null): number | null {
  return isLanguage(language) ? (company.legalTexts.conditions?.[language] ?? null) : null;
}

/** For the contract PDF: the company's conditions a purchase recorded, whether or not still in force. */
export async function findContractConditions(db: DbOrTx, storage: Pick<Storage, 'find'>, companyId: number, id: number): Promise<ContractConditions | null> {
  const row = await findLegalText(db, companyId, id);
  if (!row || row.document !== 'conditions') return null;
  const title = legalTitle('conditions', row.language);
  if (row.source === 'text') return { language: row.language, title, body: row.body ?? '' };
  const pdf = row.fileName ? await storage.find(PDF_FOLDER, row.fileName) : null;
  return pdf ? { language: row.language, title, pdf } : null;
}
