import { formatMoney, isLanguage } from '@flexplan/domain';
import { contractFacts } from '@flexplan/domain/contracts/contract-facts';
import { contractTotals } from '@flexplan/domain/contracts/contract-totals';
import type { DbOrTx } from '../../db/client';
import type { CompanyRow } from '../../http/request-company';
import { localeOf, longDate } from './checkout-dates';
import { checkoutTexts, localized, type CheckoutTexts } from './checkout-texts';
import { contractLogo, warnLogoLeftOut, type ContractLogoSource } from './contract-logo';
import { findCheckoutUser, listBenefitNames, listFamilyNames, listItems, listOwnContractsForCheckout } from './checkout.repository';
import type { PlanFiguresOf } from './plan-figures';
import { conditionsInForce, findContractConditions } from '../legal-texts/legal-texts.service';
import { policyBlocks } from '@flexplan/domain/company/policy-blocks';
import type { OwnConditions } from './contract-pdf';
import { loadTaxYears } from '../tax/tax-years.service';

/**
 * The first day a contract is in force: its own effective date when it has one (a saving plan's
 * window), else the first of its first month — after a late acceptance the months before are gone.
 */
function effectiveDate(contract: { year: number; effectiveDate: string | null }, items: { month: number }[]): string {
  if (contract.effectiveDate) return contract.effectiveDate;
  const first = Math.min(...items.map((i) => i.month));
  return `${contract.year}-${String(Number.isFinite(first) ? first : 1).padStart(2, '0')}-01`;
}

export interface ContractDocument {
  /** The buyer, as the e-mail addresses them. */
  user: { email: string | null; firstName: string; language: string | null };
  texts: CheckoutTexts;
  /** Each product's name in the buyer's language, in the order of the PDF. */
  productNames: string[];
  pdf: Buffer;
  filename: string;
}

export interface ContractDocumentInput extends ContractLogoSource {
  company: CompanyRow;
  userId: number;
  contractIds: number[];
  excludeCart?: boolean;
  /** The plan year's given-up and saving figures, as the cart and the calculator show them. */
  planFigures: PlanFiguresOf;
  /** Today, ISO: the date the saving is estimated at. */
  today: string;
}

/**
 * The contract PDF of some of one user's contracts, from what is stored now: the e-mail attaches
 * it at signing, the acceptance page and My contracts let the employee download it again. Besides
 * each product it states the grand total, the cash given up and the plan year's estimated saving,
 * so the document can be held against the cart and the calculator. Null when none of the
 * contracts is the user's.
 */
export async function contractDocument(db: DbOrTx, input: ContractDocumentInput): Promise<ContractDocument | null> {
  const { company, userId } = input;
  const user = await findCheckoutUser(db, company.id, userId);
  const rows = (await listOwnContractsForCheckout(db, company.id, userId, input.contractIds)).filter((r) => !input.excludeCart || r.contract.status !== 'cart');
  if (!user || rows.length === 0) return null;
  const t = checkoutTexts(user.language);
  const items = await listItems(
    db,
    company.id,
    rows.map((r) => r.contract.id),
  );
  const family = await listFamilyNames(db, company.id, userId);
  const years = await loadTaxYears({ db });
  const covers = await listBenefitNames(
    db,
    company.id,
    items.map((i) => i.benefitId),
  );
  const beneficiary = (familyId: number | null) => {
    const member = family.find((m) => m.id === familyId);
    return member ? `${member.firstName} ${member.lastName1}` : t.you;
  };
  const locale = localeOf(user.language);
  const products = rows.map(({ contract, benefitName }) => {
    const own = items.filter((i) => i.contractId === contract.id).sort((a, b) => a.month - b.month);
    return {
      name: localized(benefitName, user.language),
      effective: longDate(effectiveDate(contract, own), locale),
      facts: contractFacts(contract.category, contract.year, contract.details, years).map((fact) => ({
        label: t.facts[fact.key],
        value: fact.kind === 'years' ? t.years.replace('{n}', String(fact.years)) : formatMoney(fact.cents, locale),
      })),
      items: own.map((i) => ({
        beneficiary: beneficiary(i.familyId),
        cover: localized(covers.find((c) => c.id === i.benefitId)?.name, user.language),
        month: i.month,
        price: i.price,
        contributedPrice: i.contributedPrice,
      })),
      price: contract.price,
      contributedPrice: contract.contributedPrice,
    };
  });
  const totals = contractTotals(rows.map((r) => r.contract));
  const money = (cents: number) => formatMoney(cents, locale);
  const savings = [];
  for (const year of [...new Set(rows.map((r) => r.contract.year))].sort()) {
    const figures = await input.planFigures(year);
    if (!figures) continue;
    savings.push({
      label: t.planSaving.replace('{year}', String(year)).replace('{date}', longDate(input.today, locale)),
      value: `${money(figures.savingAnnual)} ${t.perYear}`,
      note: figures.isProvisional ? t.rulesNote.replace('{rulesYear}', String(figures.rulesYear)).replace('{year}', String(year)) : null,
    });
  }
  const ownConditions = await contractConditions(db, input, user.language, rows);
  const acceptedAt = rows.map((r) => r.acceptedAt).find((date) => date !== null);
  const fullName = [user.firstName, user.lastName1, user.lastName2].filter(Boolean).join(' ');
  // pdf-lib and fontkit are loaded by the first PDF, not with the server (45 MB at start).
  const { contractPdf } = await import('./contract-pdf');
  const pdf = await contractPdf({
    texts: t,
    locale,
    company: company.name,
    logo: await contractLogo(input, company),
    onLogoError: (err) => warnLogoLeftOut(input.log, company, err),
    taxId: user.legalEntityTaxId ?? company.taxId,
    legalEntity: user.legalEntity,
    employee: { fullName, personalId: user.personalId },
    acceptedOn: acceptedAt ? longDate(acceptedAt.toISOString(), locale) : null,
    products,
    summary: [
      { label: t.grandTotal, value: money(totals.price) },
      { label: t.contribution, value: money(totals.contribution) },
      { label: t.givenUp, value: money(totals.givenUp) },
    ],
    savings,
    ownConditions,
  });
  return { user, texts: t, productNames: products.map((p) => p.name), pdf, filename: `${t.pdfTitle}.pdf` };
}

/**
 * The company's own conditions a contract carries: those its purchase recorded when it was signed, even
 * if the company has changed them since (null there: the generic ones); before signing, those in force
 * in the buyer's language (docs/product/back-office.md §6 Legal texts).
 */
async function contractConditions(
  db: DbOrTx,
  input: ContractDocumentInput,
  language: string | null,
  rows: { contract: { purchaseId: number | null }; conditionsTextId: number | null }[],
): Promise<OwnConditions | null> {
  const signed = rows.find((r) => r.contract.purchaseId !== null);
  const id = signed ? signed.conditionsTextId : conditionsInForce(input.company, conditionsLanguage(language));
  const conditions = id === null ? null : await findContractConditions(db, input.storage, input.company.id, id);
  if (!conditions) return null;
  return 'pdf' in conditions ? { title: conditions.title, pdf: conditions.pdf } : { title: conditions.title, blocks: policyBlocks(conditions.body) };
}

/** The language a buyer's conditions are read in: the contract's own (checkoutTexts: Spanish when the buyer has none). */
export const conditionsLanguage = (language: string | null) => (isLanguage(language) ? language : 'es');
