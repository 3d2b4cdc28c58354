import type { LocalizedText, ProductLine } from '@flexplan/domain/catalogue-types';
import type { ContractView } from '@flexplan/domain/contracts/contracts-api';
import type { ContractRow, NewContractItem } from './contracts.repository';

/** A contract as the API answers it (docs/product/cart-and-contracts.md §3 Contract): money in cents, months 1–12. */
export function toContractView(contract: ContractRow, items: NewContractItem[], extra: { benefitName?: LocalizedText; line?: ProductLine } = {}): ContractView {
  return {
    id: contract.id,
    benefitId: contract.benefitId,
    product: contract.category,
    productCategory: contract.category,
    PL: extra.line ?? null,
    benefitName: extra.benefitName ?? null,
    year: contract.year,
    status: contract.status,
    signed: contract.signed,
    price: contract.price,
    finalPrice: contract.finalPrice,
    contributedPrice: contract.contributedPrice,
    userBag: contract.userBag,
    details: contract.details,
    additionalInfo: contract.additionalInfo,
    disableDocumentation: contract.disableDocumentation,
    effectiveDate: contract.effectiveDate,
    version: contract.version,
    replacesContractId: contract.replacesContractId,
    createdAt: contract.createdAt,
    updatedAt: contract.updatedAt,
    items: items.map((i) => ({ benefitId: i.benefitId, familyId: i.familyId, month: i.month, price: i.price, contributedPrice: i.contributedPrice })),
  };
}
