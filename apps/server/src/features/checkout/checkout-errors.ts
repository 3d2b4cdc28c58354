import { DomainError } from '@flexplan/domain';

export class NothingToPurchaseError extends DomainError {
  constructor(refused: { id: number; product: string; code: string }[]) {
    super('NOTHING_TO_PURCHASE', 'No se ha podido generar ningún contrato', { refused: refused.map((r) => `${r.product}:${r.code}`).join(',') });
  }
}

export class AcceptanceLinkInvalidError extends DomainError {
  constructor() {
    super('ACCEPTANCE_LINK_INVALID', 'El enlace no es válido');
  }
}

export class AcceptanceLinkUsedError extends DomainError {
  constructor() {
    super('ACCEPTANCE_LINK_USED', 'Este enlace ya se ha usado: las condiciones ya están aceptadas');
  }
}

export class AcceptanceLinkExpiredError extends DomainError {
  constructor() {
    super('ACCEPTANCE_LINK_EXPIRED', 'El enlace ha caducado: vuelve a firmar desde el carrito');
  }
}
