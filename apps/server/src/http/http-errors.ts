import { DomainError, errorCodes } from '@flexplan/domain';

/** Errors raised by the HTTP layer itself; the domain's rules raise DomainError subclasses. */
export class InputError extends DomainError {
  constructor(
    readonly fields: Record<string, string>,
    readonly fieldParams: Record<string, Record<string, string | number>> = {},
  ) {
    super(errorCodes.VALIDATION, 'Los datos enviados no son válidos');
  }
}

/**
 * A broken domain rule one input field is to blame for (a death capital under 35 000 €): the
 * answer keeps the rule's own code, status, message and params, and adds `fields` so a form shows
 * it by the field, as the translation key `errors.<code>`.
 */
export class FieldRuleError extends DomainError {
  readonly fields: Record<string, string>;

  /** Several fields when each is to blame (an e-mail and a personal ID both taken). */
  constructor(rule: DomainError, field: string | string[]) {
    super(rule.code, rule.message, rule.params);
    this.fields = Object.fromEntries([field].flat().map((name) => [name, `errors.${rule.code}`]));
  }
}

export class NotFoundError extends DomainError {
  constructor(what = 'resource') {
    super(errorCodes.NOT_FOUND, 'No encontrado', { what });
  }
}

export class UnauthenticatedError extends DomainError {
  constructor() {
    super(errorCodes.UNAUTHENTICATED, 'Sesión no válida o caducada');
  }
}

export class InvalidCredentialsError extends DomainError {
  constructor() {
    super(errorCodes.INVALID_CREDENTIALS, 'Credenciales incorrectas');
  }
}

export class TooManyAttemptsError extends DomainError {
  constructor(readonly retryAfterSeconds: number) {
    super(errorCodes.TOO_MANY_ATTEMPTS, 'Demasiados intentos. Espera unos minutos y vuelve a intentarlo.', { retryAfterSeconds });
  }
}

export class MaintenanceError extends DomainError {
  constructor() {
    super(errorCodes.MAINTENANCE, 'Estamos preparando la renovación del plan de retribución flexible. Te comunicaremos la fecha de vuelta.');
  }
}

export class CompanyNotFoundError extends DomainError {
  constructor() {
    super(errorCodes.COMPANY_NOT_FOUND, 'La dirección es incorrecta, consulta con tu administrador');
  }
}
