import type { CompanyRow } from './request-company';
import type { SessionUser } from './session-user';

/**
 * The versions the writes move in their own transactions, read with the session
 * (docs/decisions/100-one-read-path-revalidated-by-etag.md): an answer built from the same
 * versions, URL and business day is the same answer.
 */
export interface ReadVersions {
  /** The user's rows: their own, their contracts, family and products (cart_versions, migration 0023). */
  user: number;
  /** The company's people as its administrators list them (company_people_counts.version, migration 0023). */
  people: number;
}

/** The Host's company and, when the token names a live session of it, the session's user and the read versions. */
export type HostSession = { company: CompanyRow } & ({ user: SessionUser; versions: ReadVersions } | { user: null; versions: null });
