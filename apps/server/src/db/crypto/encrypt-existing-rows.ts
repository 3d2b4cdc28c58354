import { sql } from 'drizzle-orm';
import type { Db } from '../database';
import type { FieldCipher } from './field-cipher';

const BATCH = 500;

// Types, not interfaces: `execute<Row>` wants a row that is a `Record<string, unknown>`.
type UserRow = {
  id: number;
  company_id: number;
  personal_id: string | null;
  ban: string | null;
  security_number: string | null;
  personal_id_blind_index: string | null;
};
type MemberRow = { id: number; personal_id: string };

export interface EncryptedRows {
  users: number;
  familyMembers: number;
}

/**
 * The data step of migration 0005, run at every start right after the SQL migrations: encrypts
 * the personal data an older install kept in clear and fills the personal ID's blind index, so an
 * install upgrades in place. Idempotent: `v1:` values are left alone, and once nothing is left it
 * costs one scan of each table that finds no row. Rows are locked as they are read, so processes
 * starting together do not encrypt one value twice.
 */
export async function encryptExistingRows(db: Db, cipher: FieldCipher): Promise<EncryptedRows> {
  const done: EncryptedRows = { users: 0, familyMembers: 0 };
  for (;;) {
    const count = await db
      .transaction(async (tx) => {
        const { rows } = await tx.execute<UserRow>(sql`
        select id, company_id, personal_id, ban, security_number, personal_id_blind_index from users
        where personal_id not like 'v1:%' or ban not like 'v1:%' or security_number not like 'v1:%'
           or (personal_id is not null and personal_id_blind_index is null)
        order by id limit ${BATCH} for update`);
        for (const row of rows) {
          const seal = (column: string, value: string | null) => (value === null || cipher.isEncrypted(value) ? value : cipher.encrypt(column, value));
          const id = row.personal_id;
          const clearId = id === null ? null : cipher.isEncrypted(id) ? cipher.decrypt('users.personal_id', id) : id;
          await tx.execute(sql`
          update users set personal_id = ${seal('users.personal_id', row.personal_id)}, ban = ${seal('users.ban', row.ban)},
            security_number = ${seal('users.security_number', row.security_number)},
            personal_id_blind_index = ${clearId === null ? null : cipher.personalIdBlindIndex(row.company_id, clearId)}
          where id = ${row.id}`);
        }
        return rows.length;
      })
      .catch(explainDuplicate);
    done.users += count;
    if (count < BATCH) break;
  }
  for (;;) {
    const count = await db.transaction(async (tx) => {
      const { rows } = await tx.execute<MemberRow>(sql`
        select id, personal_id from family_members where personal_id not like 'v1:%' order by id limit ${BATCH} for update`);
      for (const row of rows) {
        await tx.execute(sql`update family_members set personal_id = ${cipher.encrypt('family_members.personal_id', row.personal_id)} where id = ${row.id}`);
      }
      return rows.length;
    });
    done.familyMembers += count;
    if (count < BATCH) break;
  }
  await validateBlindIndexCheck(db);
  return done;
}

/** Migration 0005 adds the check NOT VALID (old rows had no blind index yet); every row has one now. */
async function validateBlindIndexCheck(db: Db): Promise<void> {
  const [constraint] = (
    await db.execute<{ convalidated: boolean }>(sql`
    select convalidated from pg_constraint where conname = 'users_personal_id_blind_index_check' and conrelid = 'users'::regclass`)
  ).rows;
  if (constraint && !constraint.convalidated) await db.execute(sql`alter table users validate constraint users_personal_id_blind_index_check`);
}

/** Two personal IDs that differ only in case or spaces were allowed before; the blind index refuses them. */
function explainDuplicate(error: unknown): never {
  const code = (error as { code?: string; cause?: { code?: string } }).code ?? (error as { cause?: { code?: string } }).cause?.code;
  if (code === '23505') {
    throw new Error('two users of one company have the same personal ID once trimmed and upper-cased: correct one of them, then start again', { cause: error });
  }
  throw error;
}
