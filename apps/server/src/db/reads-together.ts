import { is } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client';

type Results<T extends readonly (() => PromiseLike<unknown>)[]> = { -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> };

/**
 * Independent reads: side by side on the pool, one after another in a transaction. A transaction
 * holds one connection, which runs one query at a time; node-postgres queues a query sent to a busy
 * client but deprecates it (pg@9 refuses it), and queueing saved no round trip anyway.
 */
export async function readsTogether<const T extends readonly (() => PromiseLike<unknown>)[]>(db: DbOrTx, reads: T): Promise<Results<T>> {
  if (!is(db, PgTransaction)) return (await Promise.all(reads.map((read) => read()))) as Results<T>;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as Results<T>;
}
