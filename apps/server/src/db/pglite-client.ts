import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

/**
 * The contrib extensions the migrations create (unaccent and pg_trgm, migration 0022). PostgreSQL
 * ships them; PGlite ships each as a module of its own that must be loaded when the database is
 * opened, before a migration creates it or a query uses it.
 */
export const pgliteExtensions = { unaccent, pg_trgm };

/** A PGlite database (in memory without a folder) able to run every migration and query. */
export function newPglite(dataDir?: string, options: PGliteOptions = {}): PGlite {
  // PGlite reads its options from the first argument when there is no folder.
  return new PGlite({ ...options, ...(dataDir === undefined ? {} : { dataDir }), extensions: { ...pgliteExtensions, ...options.extensions } });
}
