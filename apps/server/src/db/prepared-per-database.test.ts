import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './client';
import { preparedPerDatabase } from './prepared-per-database';
import { companies } from './schema/index';
import { openTestDatabase } from '../test/test-app';

/** A company renamed inside a transaction that is rolled back: only that transaction's connection sees the new name. */
class Rollback extends Error {}

describe('a statement prepared once per database', () => {
  let database: Database;
  let builds = 0;
  const companyName = preparedPerDatabase((db) => {
    builds += 1;
    return db
      .select({ name: companies.name })
      .from(companies)
      .where(eq(companies.id, sql.placeholder('id')))
      .prepare('test_company_name');
  });

  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('runs inside a transaction on its connection, built once for every transaction', async () => {
    const { db } = database;
    const [company] = await db.select({ id: companies.id, name: companies.name }).from(companies).limit(1);
    const seen: string[] = [];
    for (const name of ['Renamed once', 'Renamed twice']) {
      await db
        .transaction(async (tx) => {
          await tx.update(companies).set({ name }).where(eq(companies.id, company!.id));
          const [row] = await companyName(tx).execute({ id: company!.id });
          seen.push(row!.name);
          throw new Rollback();
        })
        .catch((error: unknown) => {
          if (!(error instanceof Rollback)) throw error;
        });
    }
    // On the transaction's connection it sees the uncommitted name; on the database, the committed one.
    expect(seen).toEqual(['Renamed once', 'Renamed twice']);
    expect((await companyName(db).execute({ id: company!.id }))[0]!.name).toBe(company!.name);
    // One build for the transactions (a template), one for the database.
    expect(builds).toBe(2);
  });
});
