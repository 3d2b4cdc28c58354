import type { AuditFields } from '@flexplan/domain/audit/audit-api';
import { isLanguage } from '@flexplan/domain/i18n/languages';
import { newsTextProblems, type AdminNews, type AdminNewsList, type NewsValues } from '@flexplan/domain/news/admin-news-api';
import { newsStatus } from '@flexplan/domain/news/live-news';
import type { DbOrTx } from '../../db/client';
import { readsTogether } from '../../db/reads-together';
import type { AdminActor } from '../../http/admin-actor';
import { InputError, NotFoundError } from '../../http/http-errors';
import type { ServiceDeps } from '../../service-deps';
import { recordAudit } from '../audit/audit.service';
import {
  deleteNews,
  findCompanyCollectiveIds,
  findCompanyLanguages,
  insertNews,
  listCompanyCollectives,
  listCompanyNews,
  lockNews,
  setNewsCollectives,
  updateNews,
  type NewsRow,
} from './admin-news.repository';

type Deps = Pick<ServiceDeps, 'db' | 'clock'>;

// The News section of the back office (docs/product/back-office.md §8 News). Employees read the
// same rows through GET /api/messages with no cache in between: a change shows on their next
// request. Another company's id, or an unknown one, is a 404.

const withStatus = (row: NewsRow, today: string): AdminNews => ({ ...row, status: newsStatus(row, today) });

/** A message as the audit log shows it: one field per text (`textEs`, `textCa`…), the collectives' ids, the days. */
const auditFieldsOf = (news: Pick<NewsValues, 'text' | 'collectiveIds' | 'publishOn' | 'expiresOn'>): AuditFields => ({
  ...Object.fromEntries(Object.entries(news.text).map(([language, text]) => [`text${language.charAt(0).toUpperCase()}${language.slice(1)}`, text])),
  collectiveIds: news.collectiveIds.length > 0 ? [...news.collectiveIds].sort((a, b) => a - b).join(',') : null,
  publishOn: news.publishOn,
  expiresOn: news.expiresOn,
});

/** Only the fields that changed, before and after. */
function diffOf(before: AuditFields, after: AuditFields): { before: AuditFields; after: AuditFields } {
  const diff = { before: {} as AuditFields, after: {} as AuditFields };
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if ((before[key] ?? null) === (after[key] ?? null)) continue;
    diff.before[key] = before[key] ?? null;
    diff.after[key] = after[key] ?? null;
  }
  return diff;
}

/**
 * The company's rules on a message: texts only in its languages and one in its first language;
 * collectives only its own. Every problem at once, by field.
 */
async function checkAgainstCompany(db: DbOrTx, actor: AdminActor, values: NewsValues): Promise<void> {
  const [languages, own] = await readsTogether(db, [
    () => findCompanyLanguages(db, actor.companyId),
    () => findCompanyCollectiveIds(db, actor.companyId, values.collectiveIds),
  ]);
  if (!languages) throw new NotFoundError('company');
  const problems = newsTextProblems(values.text, languages);
  if (own.length !== values.collectiveIds.length) problems.collectiveIds = 'validation.invalid';
  if (Object.keys(problems).length > 0) throw new InputError(problems);
}

/** GET /api/admin/news: every message of the company, with its status today, and the form's languages and collectives. */
export async function listAdminNews({ db, clock }: Deps, actor: AdminActor): Promise<AdminNewsList> {
  const today = clock.today();
  const [rows, languages, collectives] = await readsTogether(db, [
    () => listCompanyNews(db, actor.companyId),
    () => findCompanyLanguages(db, actor.companyId),
    () => listCompanyCollectives(db, actor.companyId),
  ]);
  if (!languages) throw new NotFoundError('company');
  return { today, items: rows.map((row) => withStatus(row, today)), languages: languages.filter(isLanguage), collectives };
}

/** POST /api/admin/news. */
export async function createNews({ db, clock }: Deps, actor: AdminActor, values: NewsValues): Promise<AdminNews> {
  await checkAgainstCompany(db, actor, values);
  return db.transaction(async (tx) => {
    const id = await insertNews(tx, actor.companyId, values, clock.now());
    await setNewsCollectives(tx, actor.companyId, id, values.collectiveIds);
    await recordAudit(tx, {
      companyId: actor.companyId,
      actor,
      action: 'news.created',
      table: 'news_messages',
      rowId: id,
      employeeId: null,
      before: {},
      after: auditFieldsOf(values),
    });
    return withStatus((await lockNews(tx, actor.companyId, id))!, clock.today());
  });
}

/** PUT /api/admin/news/{id}: the whole message; one that changes nothing writes no entry. */
export async function changeNews({ db, clock }: Deps, actor: AdminActor, id: number, values: NewsValues): Promise<AdminNews> {
  return db.transaction(async (tx) => {
    const before = await lockNews(tx, actor.companyId, id);
    // The 404 first: another company's id is not found whatever the body says.
    if (!before) throw new NotFoundError('news');
    await checkAgainstCompany(tx, actor, values);
    const diff = diffOf(auditFieldsOf(before), auditFieldsOf(values));
    if (Object.keys(diff.after).length === 0) return withStatus(before, clock.today());
    await updateNews(tx, actor.companyId, id, values, clock.now());
    if (diff.after.collectiveIds !== undefined) await setNewsCollectives(tx, actor.companyId, id, values.collectiveIds);
    await recordAudit(tx, { companyId: actor.companyId, actor, action: 'news.updated', table: 'news_messages', rowId: id, employeeId: null, ...diff });
    return withStatus((await lockNews(tx, actor.companyId, id))!, clock.today());
  });
}

/** DELETE /api/admin/news/{id}. */
export function removeNews({ db }: Pick<Deps, 'db'>, actor: AdminActor, id: number): Promise<void> {
  return db.transaction(async (tx) => {
    const news = await lockNews(tx, actor.companyId, id);
    if (!news) throw new NotFoundError('news');
    await deleteNews(tx, actor.companyId, id);
    await recordAudit(tx, {
      companyId: actor.companyId,
      actor,
      action: 'news.deleted',
      table: 'news_messages',
      rowId: id,
      employeeId: null,
      before: auditFieldsOf(news),
      after: {},
    });
  });
}
