import { DomainError, errorCodes } from '@flexplan/domain';
import type { ImportConfirmBody, ImportPreview, ImportResult, ImportTemplateQuery } from '@flexplan/domain/employee-import/import-api';
import type { DbOrTx } from '../../db/client';
import { readsTogether } from '../../db/reads-together';
import { personalIdBlindIndexOf } from '../../db/crypto/active-cipher';
import type { AdminActor } from '../../http/admin-actor';
import { NotFoundError } from '../../http/http-errors';
import type { ServiceDeps } from '../../service-deps';
import type { HousekeepingTask } from '../../plugins/housekeeping';
import { recordAudit } from '../audit/audit.service';
import { insertEmployees, listCompanyIdentities, loadImportReferences, updatableColumnsOf, updateEmployees } from './employee-import.repository';
import { analyseImport, errorCountOf, type ImportAnalysis } from './import-analysis';
import { withoutExampleRows } from './import-example-rows';
import { createPreviewStore, PREVIEW_TTL_MS } from './preview-store';
import { sendWelcomeAfterImport } from './welcome-after-import';

const UNIQUE_VIOLATION = '23505';

/** The employee import of the company acted on (issue 17): template, preview, confirm. */
async function analyse(tx: DbOrTx, companyId: number, file: Buffer): Promise<ImportAnalysis & { exampleRows: number[] }> {
  // exceljs is loaded by the first import, not with the server (issue 16: 22 MB at start for a rare page).
  const { readImportFile } = await import('./import-file');
  const { table, exampleRows } = withoutExampleRows(await readImportFile(file));
  const [references, identities] = await readsTogether(tx, [() => loadImportReferences(tx, companyId), () => listCompanyIdentities(tx, companyId)]);
  const analysis = analyseImport(table, { references, identities, blindIndexOf: (personalId) => personalIdBlindIndexOf(companyId, personalId) });
  return { ...analysis, exampleRows };
}

export async function employeeImportTemplate({ format, lang }: ImportTemplateQuery) {
  const { importTemplate } = await import('./import-template');
  return { data: await importTemplate(format, lang), filename: `employees-${lang}.${format}` };
}

/** Reads and judges the file and keeps it for an hour, for this administrator and company alone. */
export async function previewImport(
  { db, clock, storage }: Pick<ServiceDeps, 'db' | 'clock' | 'storage'>,
  actor: AdminActor,
  file: Buffer,
): Promise<ImportPreview> {
  const previews = createPreviewStore(storage);
  const analysis = await analyse(db, actor.companyId, file);
  const createdAt = clock.now().getTime();
  const previewId = await previews.save({ companyId: actor.companyId, adminId: actor.id, createdAt }, file);
  const count = (action: 'create' | 'update') => analysis.rows.filter((row) => row.action === action).length;
  return {
    previewId,
    expiresAt: new Date(createdAt + PREVIEW_TTL_MS).toISOString(),
    creates: count('create'),
    updates: count('update'),
    errorCount: errorCountOf(analysis),
    fileErrors: analysis.fileErrors,
    ignoredHeaders: analysis.ignoredHeaders,
    exampleRows: analysis.exampleRows,
    rows: analysis.rows.map(({ row, action, errors }) => ({ row, action, errors })),
  };
}

/**
 * Imports every row in one transaction or none: the file is judged again against the database
 * as it is now, and any error refuses the whole file (409). One audit entry with the counts.
 */
export async function confirmImport(
  deps: Pick<ServiceDeps, 'db' | 'clock' | 'storage' | 'mail' | 'config'>,
  actor: AdminActor,
  { previewId, sendWelcome }: ImportConfirmBody,
): Promise<ImportResult> {
  const { db, clock } = deps;
  const previews = createPreviewStore(deps.storage);
  const stored = await previews.find(previewId);
  // Another administrator's or company's preview is as unknown as one that never was (404, not 403).
  const isMine = stored && stored.companyId === actor.companyId && stored.adminId === actor.id;
  if (!stored || !isMine || clock.now().getTime() - stored.createdAt > PREVIEW_TTL_MS) throw new NotFoundError('preview');
  const file = Buffer.from(stored.file, 'base64');
  const result = await db
    .transaction(async (tx) => {
      const analysis = await analyse(tx, actor.companyId, file);
      const errorCount = errorCountOf(analysis);
      if (errorCount > 0) throw new DomainError(errorCodes.CONFLICT, 'El archivo tiene errores: corrígelos y vuelve a previsualizarlo', { errorCount });
      const creates = analysis.rows.filter((row) => row.userId === null).map((row) => row.record!);
      const updates = analysis.rows.filter((row) => row.userId !== null).map((row) => ({ id: row.userId!, record: row.record! }));
      const newIds = await insertEmployees(tx, actor.companyId, creates);
      await updateEmployees(tx, actor.companyId, updates, updatableColumnsOf(analysis.columns));
      // One entry for the import, not one per row: 5 000 single inserts would be most of its time (docs/decisions.md).
      await recordAudit(tx, {
        companyId: actor.companyId,
        actor: { id: actor.id, role: actor.role },
        action: 'employees.imported',
        table: 'users',
        rowId: actor.id,
        employeeId: null,
        before: {},
        after: { created: creates.length, updated: updates.length, sendWelcome },
      });
      return { created: creates.length, updated: updates.length, newIds };
    })
    .catch((error: unknown) => {
      // Another request took an e-mail or personal ID between the check and the insert.
      if ((error as { code?: string }).code === UNIQUE_VIOLATION || (error as { cause?: { code?: string } }).cause?.code === UNIQUE_VIOLATION)
        throw new DomainError(errorCodes.CONFLICT, 'Otro cambio ha usado un e-mail o DNI del archivo; vuelve a previsualizarlo');
      throw error;
    });
  // A preview imports once: a second confirm finds nothing (404), and the file leaves the storage now.
  await previews.remove(previewId);
  const welcomeSent = sendWelcome ? await sendWelcomeAfterImport(deps, actor, result.newIds) : 0;
  return { created: result.created, updated: result.updated, welcomeSent };
}
/** The housekeeping's sweep (app.ts hands it over): previews past their hour hold personal data nobody can use any more. */
export function expiredImportPreviewsCleanup(deps: Pick<ServiceDeps, 'clock' | 'storage'>): HousekeepingTask {
  return async (log) => {
    const previews = await createPreviewStore(deps.storage).purgeExpired(deps.clock.now().getTime());
    if (previews.deleted > 0) log.info({ deleted: previews.deleted }, 'expired import previews deleted');
    if (previews.unreadable > 0) log.warn({ unreadable: previews.unreadable }, 'import previews the data key cannot read were left');
  };
}
