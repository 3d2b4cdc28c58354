/**
 * The platform's error codes and those of the server's own rules (contracts, checkout, profile,
 * family, administration). With the catalogue's and the wizards' tables they make `ErrorCode`
 * (all-error-codes.ts): the web app has a translation for each (`errors.<code>` in every locale,
 * checked by lint) and the server maps each to one HTTP status.
 */
export const errorCodes = {
  VALIDATION: 'VALIDATION',
  INVALID_CREDENTIALS: 'INVALID_CREDENTIALS',
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  COOKIES_REQUIRED: 'COOKIES_REQUIRED',
  TOO_MANY_ATTEMPTS: 'TOO_MANY_ATTEMPTS',
  COMPANY_NOT_FOUND: 'COMPANY_NOT_FOUND',
  MAINTENANCE: 'MAINTENANCE',
  NOT_FOUND: 'NOT_FOUND',
  RESET_TOKEN_INVALID: 'RESET_TOKEN_INVALID',
  PASSWORD_POLICY: 'PASSWORD_POLICY',
  /** The current password given to change the password, e-mail or bank account is wrong (issue 12 finding 3). */
  CURRENT_PASSWORD_WRONG: 'CURRENT_PASSWORD_WRONG',
  PASSWORD_DEPRECATED: 'PASSWORD_DEPRECATED',
  PROFILE_INCOMPLETE: 'PROFILE_INCOMPLETE',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  CONFLICT: 'CONFLICT',
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
  /** PostgreSQL cannot be reached: every request answers 503 until it is back (issue 12, finding 8). */
  DATABASE_UNAVAILABLE: 'DATABASE_UNAVAILABLE',
  INTERNAL: 'INTERNAL',
  /** The product is not offered to the person's collective, or is switched off. */
  NOT_ALLOWED_TO_HIRE: 'NOT_ALLOWED_TO_HIRE',
  /** A health supplementary added on its own, before its main benefit. */
  MAIN_BENEFIT_FIRST: 'MAIN_BENEFIT_FIRST',
  CONTRACT_NOT_EDITABLE: 'CONTRACT_NOT_EDITABLE',
  /** Another tab saved the cart item since this one read it. */
  STALE_VERSION: 'STALE_VERSION',
  CHANGE_IN_PROGRESS: 'CHANGE_IN_PROGRESS',
  NOTHING_TO_PURCHASE: 'NOTHING_TO_PURCHASE',
  ACCEPTANCE_LINK_INVALID: 'ACCEPTANCE_LINK_INVALID',
  ACCEPTANCE_LINK_USED: 'ACCEPTANCE_LINK_USED',
  ACCEPTANCE_LINK_EXPIRED: 'ACCEPTANCE_LINK_EXPIRED',
  ANSWERS_INCOMPLETE: 'ANSWERS_INCOMPLETE',
  EMAIL_NOT_UNIQUE: 'EMAIL_NOT_UNIQUE',
  FAMILY_MEMBER_HAS_CONTRACTS: 'FAMILY_MEMBER_HAS_CONTRACTS',
  /** A new company's subdomain is another company's already (issue 17). */
  COMPANY_SLUG_TAKEN: 'COMPANY_SLUG_TAKEN',
  /** A welcome e-mail for a person the company has no e-mail address for (issue 17). */
  EMPLOYEE_WITHOUT_EMAIL: 'EMPLOYEE_WITHOUT_EMAIL',
  /** An administrator's transition from a status that does not allow it. */
  CONTRACT_STATE: 'CONTRACT_STATE',
  /** Another of the company's people has this e-mail or personal ID (`fields` names which). */
  EMPLOYEE_NOT_UNIQUE: 'EMPLOYEE_NOT_UNIQUE',
  /** Deactivating the company's last active administrator would leave no one to administer it. */
  LAST_COMPANY_ADMIN: 'LAST_COMPANY_ADMIN',
  /** An administrator deactivating their own account. */
  SELF_DEACTIVATION: 'SELF_DEACTIVATION',
  /** A legal entity, office or collective that people or other rows still point at: merge it instead (issue 17). */
  STRUCTURE_IN_USE: 'STRUCTURE_IN_USE',
  /** An employee deletes only the documents they uploaded, never the administrator's (docs/decisions/083-employee-deletes-own-documents.md). */
  DOCUMENT_FROM_ADMINISTRATOR: 'DOCUMENT_FROM_ADMINISTRATOR',
  /** A second legal entity, office or collective of one name: the import finds each by its name (docs/decisions/022). */
  STRUCTURE_NAME_TAKEN: 'STRUCTURE_NAME_TAKEN',
} as const;

export type PlatformErrorCode = keyof typeof errorCodes;
