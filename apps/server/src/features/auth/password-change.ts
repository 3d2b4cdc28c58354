import { DomainError, errorCodes, meetsPasswordPolicy } from '@flexplan/domain';
import type { Db } from '../../db/client';
import { revokeOtherSessions, updatePassword } from './auth.repository';
import { assertCurrentPassword } from './current-password';
import type { LoginKey } from './login-key';
import { hashPassword } from '../../security/password-hash';
import type { UserRole } from '../../db/schema/index';
import { recordAudit } from '../audit/audit.service';

/**
 * The profile's password change (spec part 1 §5), also for a deprecated password (spec part 1 §4:
 * that user logged in with the current one, so it is asked too). It ends every other session of
 * the user, keeping the one that made the change: a thief's session dies with the old password
 * (issue 12 finding 3). Clears the deprecated flag.
 */
export async function changeOwnPassword(
  db: Db,
  loginKey: LoginKey,
  user: { companyId: number; id: number; sessionId: number; role: UserRole },
  currentPassword: string,
  password: string,
): Promise<void> {
  if (!meetsPasswordPolicy(password)) throw new DomainError(errorCodes.PASSWORD_POLICY, 'La contraseña no cumple las medidas mínimas de seguridad');
  await assertCurrentPassword(db, loginKey, user.companyId, user.id, currentPassword);
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await updatePassword(tx, user.companyId, user.id, passwordHash);
    await revokeOtherSessions(tx, user.companyId, user.id, user.sessionId);
    // Audited with the change (issue 17 item 3); the password itself never reaches the entry.
    await recordAudit(tx, {
      companyId: user.companyId,
      actor: user,
      action: 'account.passwordChanged',
      table: 'users',
      rowId: user.id,
      employeeId: user.id,
      before: { password: 'old' },
      after: { password: 'new' },
    });
  });
}
