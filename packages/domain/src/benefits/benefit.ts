import type { CategoryAlias, ProductLine } from './category';

/** Text in the four languages; a missing language falls back to English, then Spanish. */
export type LocalizedText = Partial<Record<'es' | 'ca' | 'en' | 'pt', string>>;

/** A monthly price by age band, in cents; ages in whole years from the birthday (docs/product/benefits-and-simulation.md §9). */
export interface AgeGroupPrice {
  from: number;
  to: number;
  price: number;
}

/** What the company pays of a price: a fixed amount in cents, or a percent in basis points (10 % = 1000). */
export type Contribution = { kind: 'amount'; cents: number } | { kind: 'percent'; basisPoints: number };

/** Who a contribution or a price applies to (docs/product/benefits-and-simulation.md §3: contributionTarget, whoAffect). */
export type Beneficiaries = 'both' | 'employee' | 'family';

/** How a benefit is contracted (docs/product/benefits-and-simulation.md §3 contractMethod); `monthly` is the default slider form. */
export type ContractMethod = 'monthly' | 'tickets' | 'hole-year' | 'informative';

export type QuestionnaireType = 'physical' | 'telematic' | 'telephone' | 'upload';

export interface ProductQuestion {
  title: string;
  isRequired: boolean;
}

/** A product: one category of one company, Exent or Top (docs/product/benefits-and-simulation.md §3 Benefit.product). */
export interface Product {
  id: number;
  alias: CategoryAlias;
  line: ProductLine;
  name: LocalizedText;
  isDefault: boolean;
  isDocumentRequired: boolean;
  isQuestionsRequired: boolean;
  questions: ProductQuestion[];
  documentName: string | null;
}

export interface Provider {
  id: number;
  name: string;
  logo: string | null;
  website: string | null;
}

/** A renting vehicle's data, for the in-kind valuation (docs/product/tax-rules.md §3). */
export interface RentingVehicle {
  model: string;
  /** Value as new, in cents. */
  vehicleValue: number;
  efficiency: 'none' | 'efficient-combustion' | 'hybrid' | 'electric';
  /** Monthly fee in cents. */
  feeWithoutVAT: number;
  feeWithVAT: number;
}

/**
 * A benefit (modality) of one collective (docs/product/benefits-and-simulation.md §3 Benefit). Money in integer cents;
 * prices are per month unless said; months are 1–12; dates are ISO `YYYY-MM-DD` in Europe/Madrid.
 */
export interface Benefit {
  id: number;
  product: Product;
  collectiveId: number;
  /** The main benefit of a supplementary; null for a main benefit. */
  parentId: number | null;
  /** true for a supplementary (spec: type 1). */
  isSupplementary: boolean;
  name: LocalizedText;
  description: LocalizedText;
  longDescription: LocalizedText;
  provider: Provider | null;
  isTaxAdvantage: boolean;
  /** May be paid from the user bag (spec: userBag flag). */
  usesUserBag: boolean;
  /** Smallest monthly amount of an item, cents (0: none). */
  minAmount: number;
  /** Suggested monthly amount, cents. */
  defaultPrice: number;
  /** For food: the most a month may take, cents (working days × daily limit). Null: no such cap. */
  workingPrice: number | null;
  workingDays: number | null;
  /** Health: the price depends on each covered member's age. */
  priceForFamily: boolean;
  ageGroups: AgeGroupPrice[];
  ageGroupsForFamily: AgeGroupPrice[];
  contribution: Contribution | null;
  contributionTarget: Beneficiaries;
  whoAffect: Beneficiaries;
  startDate: string;
  endDate: string;
  /** The benefit's own cut-off day of the month; null: the company's. */
  cutOffDay: number | null;
  /** Index 0 is January: may an item fall in that month? */
  monthsAvailability: boolean[];
  /** Food vouchers: the face values in cents; empty for a card by amount. */
  faceValues: number[];
  contractMethod: ContractMethod;
  questionnaire: { enabled: boolean; type: QuestionnaireType | null };
  /** Tickets / lottery: the price of one ticket, cents. */
  ticketPrice: number | null;
  vehicle: RentingVehicle | null;
  /** Saving plan basket, health plan type, as data. */
  healthType: string | null;
  savingsType: string | null;
  /** Life and life-axa: the rate table key. */
  rateTable: string | null;
}
