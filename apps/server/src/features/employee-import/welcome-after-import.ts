import type { AdminActor } from '../../http/admin-actor';
import { sendWelcomeEmail, type WelcomeDeps } from '../welcome/welcome.service';

/**
 * The welcome e-mail of each person an import created, once the import's transaction
 * has committed: the import never waits on, or rolls back for, the mail. Each link, outbox row and
 * audit entry is its own transaction; a person the import only updated gets none (an
 * administrator re-sends from the people table). Answers how many were sent.
 */
export async function sendWelcomeAfterImport(deps: WelcomeDeps, actor: AdminActor, newUserIds: readonly number[]): Promise<number> {
  for (const userId of newUserIds) {
    await sendWelcomeEmail(deps, { companyId: actor.companyId, userId, actor: { id: actor.id, role: actor.role } });
  }
  return newUserIds.length;
}
