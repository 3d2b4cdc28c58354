import { DomainError, errorCodes, isLanguage, type Language } from '@flexplan/domain';
import { WELCOME_LINK_TTL_DAYS, type WelcomeSent } from '@flexplan/domain/welcome/welcome-api';
import type { DbOrTx } from '../../db/client';
import type { UserRole } from '../../db/schema/index';
import { NotFoundError } from '../../http/http-errors';
import type { ServiceDeps } from '../../service-deps';
import { recordAudit } from '../audit/audit.service';
import { issuePasswordLink } from '../auth/auth.service';
import { findWelcomeRecipient } from './welcome.repository';
import { welcomeMail } from './welcome-mail';

/** What sending a welcome needs: a database or the caller's transaction, the outbox and the public address. */
export interface WelcomeDeps extends Pick<ServiceDeps, 'mail' | 'config'> {
  db: DbOrTx;
}

export interface WelcomeRequest {
  companyId: number;
  userId: number;
  /** Who sends it: the company's administrator, the platform operator, an import. */
  actor: { id: number; role: UserRole };
}

/** The person's own language, else the company's first, else Spanish. */
function languageOf(own: string | null, companyLanguages: readonly string[]): Language {
  if (isLanguage(own)) return own;
  return companyLanguages.find(isLanguage) ?? 'es';
}

/**
 * Sends one of the company's people a single-use link to set their password, valid
 * WELCOME_LINK_TTL_DAYS, and revokes any earlier link of theirs (a re-send replaces the first).
 * Everything happens in one transaction (a savepoint inside the caller's, when given one: the
 * company creation and the import call it so): the link, the outbox row and the audit entry exist
 * together or not at all. 404 for another company's person; 409 for one without an e-mail.
 * The link's expiry is a wall-clock instant the database compares with its own now(), as a reset's.
 */
export async function sendWelcomeEmail(deps: WelcomeDeps, { companyId, userId, actor }: WelcomeRequest): Promise<WelcomeSent> {
  return deps.db.transaction(async (tx) => {
    const person = await findWelcomeRecipient(tx, companyId, userId);
    if (!person) throw new NotFoundError('user');
    if (!person.email) throw new DomainError(errorCodes.EMPLOYEE_WITHOUT_EMAIL, 'Esta persona no tiene e-mail: añádelo antes de enviarle la bienvenida');
    const expiresAt = new Date(Date.now() + WELCOME_LINK_TTL_DAYS * 86_400_000);
    const token = await issuePasswordLink(tx, { companyId, userId, purpose: 'welcome', expiresAt });
    const link = `${deps.config.publicUrlTemplate.replace('{company}', person.companySlug)}/welcome?token=${token}`;
    const language = languageOf(person.language, person.companyLanguages);
    await deps.mail.send(
      tx,
      welcomeMail({
        to: person.email,
        firstName: person.firstName,
        language,
        link,
        days: WELCOME_LINK_TTL_DAYS,
        companyId,
        companyName: person.companyName,
      }),
    );
    await recordAudit(tx, {
      companyId,
      actor,
      action: 'employee.welcomeSent',
      table: 'users',
      rowId: userId,
      employeeId: userId,
      before: {},
      after: { email: person.email, language },
    });
    return { userId, email: person.email, expiresAt };
  });
}
