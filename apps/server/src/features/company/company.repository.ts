import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared-per-database';
import { companies } from '../../db/schema/index';
import type { CompanyRow } from '../../http/request-company';

/** What a request reads of its company from the database: which one, and the revision of its row. */
export interface CompanyStamp {
  id: number;
  revision: number;
}

const companyStampBySlug = preparedPerDatabase((db) =>
  db
    .select({ id: companies.id, revision: companies.revision })
    .from(companies)
    .where(eq(companies.slug, sql.placeholder('slug')))
    .limit(1)
    .prepare('company_stamp_by_slug'),
);

const companyById = preparedPerDatabase((db) =>
  db
    .select()
    .from(companies)
    .where(eq(companies.id, sql.placeholder('id')))
    .limit(1)
    .prepare('company_by_id'),
);

/** The company rows this process has read, per database, by id; frozen, since requests share them. */
const rowsPerDatabase = new WeakMap<Db, Map<number, CompanyRow>>();

/**
 * The company row at the stamp's revision: the copy this process keeps while the
 * database's revision is the same, else the row read again. A trigger raises the revision on every
 * update of the row (migration 0014), whichever process or person makes it, so no copy outlives a
 * change by more than the request that reads the new revision. Every request read the whole row
 * before, about 6 kB with the privacy texts in four languages, parsed a column at a time.
 */
export async function companyAtRevision(db: Db, stamp: CompanyStamp): Promise<CompanyRow | undefined> {
  let rows = rowsPerDatabase.get(db);
  if (!rows) rowsPerDatabase.set(db, (rows = new Map()));
  const kept = rows.get(stamp.id);
  if (kept && kept.revision === stamp.revision) return kept;
  const [row] = await companyById(db).execute({ id: stamp.id });
  if (!row) {
    rows.delete(stamp.id);
    return undefined;
  }
  const frozen = deepFreeze(row);
  rows.set(row.id, frozen);
  return frozen;
}

/** The company of a subdomain; undefined for none, or for no subdomain (a host outside BASE_DOMAIN). */
export async function findCompanyBySlug(db: Db, slug: string | null): Promise<CompanyRow | undefined> {
  if (slug === null) return undefined;
  const [stamp] = await companyStampBySlug(db).execute({ slug });
  return stamp && companyAtRevision(db, stamp);
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
