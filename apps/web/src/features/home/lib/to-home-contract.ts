import type { HomeContract } from '@flexplan/domain/home/home-contract';
import type { PlanContract } from '../api/get-home-plan';

/** A cart item or contract: what the domain reads, and the API's view for what the tables show. */
export type HomeEntry = HomeContract & { view: PlanContract };

/** The API's contract view as the domain's home rules read it. */
export function toHomeContract(contract: PlanContract): HomeEntry {
  return {
    id: contract.id,
    benefitId: contract.benefitId,
    category: contract.productCategory,
    year: contract.year,
    status: contract.status,
    signed: contract.signed,
    disableDocumentation: contract.disableDocumentation ?? false,
    additionalInfo: contract.additionalInfo ?? null,
    details: contract.details ?? {},
    items: contract.items ?? [],
    replacesContractId: contract.replacesContractId,
    view: contract,
  };
}
