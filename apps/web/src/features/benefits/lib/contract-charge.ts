import type { ContractCharge } from '@flexplan/domain/catalogue';
import type { ContractView } from '../api/get-user-plan';

/** What a contract of the profile takes from the bags, in the domain's terms (for `cartItemCapacity`). */
export function toContractCharge(contract: ContractView): ContractCharge {
  return {
    id: contract.id,
    year: contract.year,
    status: contract.status,
    // The server always names the line of a user's contract; Exent is the stricter bag if not.
    line: contract.PL ?? 'Exent',
    category: contract.productCategory,
    price: contract.price,
    contributedPrice: contract.contributedPrice,
    finalPrice: contract.finalPrice,
    userBag: contract.userBag,
    replacesContractId: contract.replacesContractId,
  };
}
