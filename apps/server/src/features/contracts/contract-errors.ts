import { DomainError } from '@flexplan/domain';

/** docs/product/benefits-and-simulation.md §1: a benefit of another collective or a product the user switched off. */
export class NotAllowedToHireError extends DomainError {
  constructor() {
    super('NOT_ALLOWED_TO_HIRE', 'No tienes permiso para contratar este producto, contacta con el administrador');
  }
}

/** Pending and contracted items change through the contract flow (the cart and contract issue). */
export class ContractNotEditableError extends DomainError {
  constructor(status: string) {
    super('CONTRACT_NOT_EDITABLE', 'Este contrato no se puede modificar todavía', { status });
  }
}

/** Another tab or request changed the item first (optimistic concurrency on `version`). */
export class StaleVersionError extends DomainError {
  constructor() {
    super('STALE_VERSION', 'Otra pestaña ha cambiado este producto. Recarga para ver la versión actual.');
  }
}

export class MainBenefitFirstError extends DomainError {
  constructor() {
    super('MAIN_BENEFIT_FIRST', 'Elige primero el beneficio principal');
  }
}

/** A contracted item already has a change in the cart or awaiting acceptance. */
export class ChangeInProgressError extends DomainError {
  constructor(changeId: number) {
    super('CHANGE_IN_PROGRESS', 'Ya hay un cambio de este contrato pendiente: termínalo o elimínalo del carrito', { changeId });
  }
}
