import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { passwordResets, sessions } from '../../db/schema/index';
import type { HousekeepingTask } from '../../plugins/housekeeping';

/**
 * Deletes sessions and password-reset tokens past their expiry, of every company: nothing reads
 * them again (a revoked session expires too), and left alone the sessions table grows by a row per
 * login for ever (issue 16). Answers how many rows went.
 */
export async function purgeEndedSessions(db: Db): Promise<{ sessions: number; passwordResets: number }> {
  const ended = await db
    .delete(sessions)
    .where(lt(sessions.expiresAt, sql`now()`))
    .returning({ id: sessions.id });
  const resets = await db
    .delete(passwordResets)
    .where(lt(passwordResets.expiresAt, sql`now()`))
    .returning({ id: passwordResets.id });
  return { sessions: ended.length, passwordResets: resets.length };
}

/** The housekeeping's hourly purge of ended sessions and reset tokens (app.ts hands it over). */
export function endedSessionsCleanup(db: Db): HousekeepingTask {
  return async (log) => {
    const purged = await purgeEndedSessions(db);
    if (purged.sessions + purged.passwordResets > 0) log.info(purged, 'ended sessions and reset tokens purged');
  };
}
