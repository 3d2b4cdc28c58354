import { isLanguage } from '@flexplan/domain';
import type { Db } from '../../db/client';
import type { CompanyRow } from '../company/company.repository';
import { checkoutTexts, localized, type CheckoutTexts } from './checkout-texts';
import { contractPdf } from './contract-pdf';
import { findCheckoutUser, listFamilyNames, listItems, listOwnContractsForCheckout } from './checkout.repository';

const localeOf = (language: string | null) => ({ es: 'es-ES', ca: 'ca-ES', en: 'en-GB', pt: 'pt-PT' })[isLanguage(language) ? language : 'es'];

export interface ContractDocument {
  /** The buyer, as the e-mail addresses them. */
  user: { email: string | null; firstName: string; language: string | null };
  texts: CheckoutTexts;
  /** Each product's name in the buyer's language, in the order of the PDF. */
  productNames: string[];
  pdf: Buffer;
  filename: string;
}

/**
 * The contract PDF of some of one user's contracts, from what is stored now: the e-mail attaches
 * it at signing, the acceptance page and My contracts let the employee download it again. Null
 * when none of the contracts is the user's.
 */
export async function contractDocument(db: Db, input: { company: CompanyRow; userId: number; contractIds: number[]; excludeCart?: boolean }): Promise<ContractDocument | null> {
  const { company, userId } = input;
  const user = await findCheckoutUser(db, company.id, userId);
  const rows = (await listOwnContractsForCheckout(db, company.id, userId, input.contractIds))
    .filter((r) => !input.excludeCart || r.contract.status !== 'cart');
  if (!user || rows.length === 0) return null;
  const t = checkoutTexts(user.language);
  const items = await listItems(db, company.id, rows.map((r) => r.contract.id));
  const family = await listFamilyNames(db, company.id, userId);
  const beneficiary = (familyId: number | null) => {
    const member = family.find((m) => m.id === familyId);
    return member ? `${member.firstName} ${member.lastName1}` : t.you;
  };
  const products = rows.map(({ contract, benefitName }) => ({
    name: localized(benefitName, user.language),
    effectiveDate: contract.effectiveDate,
    items: items.filter((i) => i.contractId === contract.id).sort((a, b) => a.month - b.month)
      .map((i) => ({ beneficiary: beneficiary(i.familyId), month: i.month, price: i.price, contributedPrice: i.contributedPrice })),
    price: contract.price,
    contributedPrice: contract.contributedPrice,
  }));
  const fullName = [user.firstName, user.lastName1, user.lastName2].filter(Boolean).join(' ');
  const pdf = await contractPdf({ texts: t, locale: localeOf(user.language), company: company.name, legalEntity: user.legalEntity, employee: { fullName, personalId: user.personalId }, products });
  return { user, texts: t, productNames: products.map((p) => p.name), pdf, filename: `${t.pdfTitle}.pdf` };
}
