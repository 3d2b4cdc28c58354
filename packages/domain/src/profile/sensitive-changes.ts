/** What the profile holds of the two fields an account takeover goes for. */
export interface SensitiveProfileFields {
  email: string | null;
  BAN: string | null;
}

const normalEmail = (email: string | null | undefined) => (email ?? '').trim().toLowerCase();
/** "ES91 2100 …" and "es9121…" are one account: spaces and letter case do not count. */
const normalBankAccount = (ban: string | null | undefined) => (ban ?? '').replace(/\s+/g, '').toUpperCase();

/**
 * Which of the e-mail and the bank account a profile update really changes:
 * the forms send both back unchanged, and that must not ask for a password or notify anyone. A
 * field left out of the update is no change; setting one for the first time or removing it is.
 */
export function sensitiveChangesOf(stored: SensitiveProfileFields, update: Partial<SensitiveProfileFields>): { email: boolean; BAN: boolean } {
  return {
    email: update.email !== undefined && normalEmail(update.email) !== normalEmail(stored.email),
    BAN: update.BAN !== undefined && normalBankAccount(update.BAN) !== normalBankAccount(stored.BAN),
  };
}

/**
 * A stolen session must not become a takeover: changing where the reset e-mail goes or where the
 * salary is paid asks for the current password, as a password change does.
 */
export function needsCurrentPassword(stored: SensitiveProfileFields, update: Partial<SensitiveProfileFields>): boolean {
  const changes = sensitiveChangesOf(stored, update);
  return changes.email || changes.BAN;
}

/** A bank account as a notification may show it: the last four characters only. */
export function maskBankAccount(ban: string): string {
  const plain = normalBankAccount(ban);
  return plain.length > 4 ? `•••• ${plain.slice(-4)}` : '••••';
}
