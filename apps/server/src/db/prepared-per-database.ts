import { is } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client';

/**
 * A statement prepared once per database and kept for its life: its SQL is built once, not at
 * each call, and PostgreSQL plans it once per connection. For the lookups every request makes
 * (Drizzle's query building was a quarter of the server's CPU).
 *
 * Inside a transaction the statement runs on the transaction's connection: Drizzle binds a
 * prepared statement to the client it was built on, so the one built for the first transaction is
 * kept as a template and each transaction gets a view of it on its own client (the cart's
 * statements were built anew, and parsed and planned anew by PostgreSQL, at every change).
 */
export function preparedPerDatabase<Statement extends object>(prepare: (db: DbOrTx) => Statement): (db: DbOrTx) => Statement {
  const byDb = new WeakMap<DbOrTx, Statement>();
  let template: Statement | undefined;
  return (db) => {
    if (is(db, PgTransaction)) {
      template ??= prepare(db);
      return onClient(template, clientOf(db));
    }
    let statement = byDb.get(db);
    if (!statement) byDb.set(db, (statement = prepare(db)));
    return statement;
  };
}

/** The connection a transaction runs on (node-postgres' pool client, PGlite's transaction): Drizzle keeps it as its session's `client`. */
function clientOf(tx: DbOrTx): object {
  const client = (tx as unknown as { session?: { client?: object } }).session?.client;
  if (!client) throw new Error('preparedPerDatabase: this Drizzle transaction has no session client (has Drizzle changed its internals?)');
  return client;
}

/** The statement as built, run on another client: Drizzle's prepared queries (node-postgres, PGlite) send through `this.client`. */
function onClient<Statement extends object>(template: Statement, client: object): Statement {
  if (!Object.hasOwn(template, 'client')) throw new Error('preparedPerDatabase: this prepared statement has no client (has Drizzle changed its internals?)');
  return Object.create(template, { client: { value: client } }) as Statement;
}
