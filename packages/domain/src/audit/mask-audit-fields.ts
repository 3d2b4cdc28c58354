import type { AuditFields } from './audit-api';

/** What a masked value reads as: nothing of it is kept. */
export const MASKED = '••••';

/** Fields whose value is never stored in clear in the audit log. */
const secretField = /(password|token|secret|personalid|securitynumber)/i;
/** Bank accounts keep their last four characters, so the administrator can tell which account it was. */
const bankAccountField = /^(ban|iban|bankaccount)$/i;

/**
 * The fields as the audit log stores them: a password, token, personal ID or social security
 * number becomes `••••`; a bank account `••••` and its last four characters; anything else is kept.
 */
export function maskAuditFields(fields: Record<string, string | number | boolean | null | undefined>): AuditFields {
  const masked: AuditFields = {};
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (value === null || value === '') masked[key] = value;
    else if (secretField.test(key)) masked[key] = MASKED;
    else if (bankAccountField.test(key)) masked[key] = maskBankAccount(String(value));
    else masked[key] = value;
  }
  return masked;
}

/** `ES91 2100 0418 4502 0005 1332` → `••••1332`. */
export function maskBankAccount(value: string): string {
  const compact = value.replace(/\s+/g, '');
  return compact.length <= 4 ? MASKED : `${MASKED}${compact.slice(-4)}`;
}
