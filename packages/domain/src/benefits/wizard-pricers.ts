import { assertBeneficiaries } from '../contracts/beneficiaries';
import type { ContractItem } from '../contracts/contract';
import type { ContractItemDraft } from '../contracts/contract-item-draft';
import { CatalogueError } from '../errors/catalogue-error-codes';
import { DomainError } from '../errors/domain-error';
import { errorCodes } from '../errors/error-codes';
import { WizardError } from '../errors/wizard-error-codes';
import { validationMessages } from '../validation/messages';
import type { CategoryAlias } from './category';
import type { CategoryPricer, PricingContext } from './cart-item-pricing';
import { assertHealthProviderSelectable, quoteHealthInsurance, type InsurableMember } from './health-insurance';
import { assertLifeAxaValid } from './life-axa';
import { quoteLifeInsurance } from './life-insurance';
import type { RateTable } from './rate-table';
import { assertCatalogueFigures, quoteRenting } from './renting';
import { assertSingleSavingPlanInCart, getSavingPlanChange } from './saving-plan';
import { savingPlanBeneficiaries } from './saving-plan-beneficiary';
import { toMadridDate } from '../dates/madrid-calendar';
import { healthDetailsSchema, lifeAxaDetailsSchema, lifeDetailsSchema, rentingDetailsSchema, savingPlanDetailsSchema } from './wizard-detail-schemas';
import { taxYears } from '../tax/tax-years';
import { detailsFieldError, firstDayOf, parseWizardDetails, privateUsePercent, rentingInKindRulesFor } from './wizard-details';
import { requestedStartMonth, resolvePolicyMonths } from './policy-months';

/**
 * The wizard categories as `CategoryPricer`s (docs/product/benefits-and-simulation.md §5 Life insurance, Life-axa, Health,
 * Saving plan, Renting): each adapts the wizard's quote function and leaves the company
 * contribution, the bags (available + the contract's own price, the line's bag per month) and
 * the legal limits to `priceCartItem`, which runs them for every category alike. That is why the
 * quote functions get no binding limit here. What the cart input lacks comes from
 * `WizardPricingInputs` (wizard-pricing-inputs.ts).
 *
 * Where the items come from:
 * - health and saving plan: from the details (members and start months; months and amounts);
 *   the proposed items are not read (their benefit ids are still checked by `priceCartItem`);
 * - life, life-axa and renting: a policy from the start month the details' startDate names (else
 *   the first proposed month) through every later open month, one item a month for the employee
 *   at the premium or fee (the proposed months and prices are not read; policy-months.ts); the
 *   start month's first day is the effective date and the details' startDate.
 */

/** The wizard functions' own bag limit, made non-binding: `priceCartItem` checks the bags. */
const NO_LIMIT = Number.MAX_SAFE_INTEGER;

/** Health insurance: the members, their start months and supplementaries priced by age; PRICE_OVER when the bags cannot pay it. */
export const healthInsurancePricer: CategoryPricer = {
  overLimitCode: 'PRICE_OVER',
  price(_items, ctx) {
    const parsed = parseWizardDetails(healthDetailsSchema, ctx.details);
    // "Same period" is the benefit's periodOptions ("same" by default, docs/product/benefits-and-simulation.md §3); no benefit
    // stores another option, so the employee cannot turn it off from the details.
    const details = { members: parsed.members, samePeriod: true };
    assertHealthProviderSelectable(ctx.benefit.provider?.id ?? null, ctx.healthContracts ?? []);
    const quote = quoteHealthInsurance({
      main: ctx.benefit,
      supplementaries: ctx.supplementaries ?? [],
      details,
      people: insurablePeople(ctx),
      year: ctx.year,
      firstMonth: ctx.allowedMonths[0] ?? 13,
      limit: NO_LIMIT,
    });
    return { items: quote.items.map(toDraft), details };
  },
};

/**
 * Saving plan: one basket, one amount per month, for one beneficiary (the offer's, with the
 * family step); one in the cart at most; a change only inside a window.
 */
export const savingPlanPricer: CategoryPricer = {
  price(_items, ctx) {
    const details = parseWizardDetails(savingPlanDetailsSchema, ctx.details);
    if (details.benefitId !== ctx.benefit.id) {
      // docs/product/cart-and-contracts.md §4: the basket of a saving plan in the cart cannot be changed in place.
      if (ctx.editingId !== null) throw new WizardError('SAVING_PLAN_IN_CART');
      throw detailsFieldError('benefitId');
    }
    const contracts = ctx.savingContracts ?? [];
    assertSingleSavingPlanInCart(contracts, ctx.editingId);
    const change = getSavingPlanChange(
      contracts.filter((c) => c.id !== ctx.editingId),
      ctx.today,
    );
    const months = details.months.filter((m) => m.amount > 0).sort((a, b) => a.month - b.month);
    const { familyId } = details;
    const items = months.map((m): ContractItemDraft => ({ familyId, month: m.month, price: m.amount }));
    assertBeneficiaries(items, savingPlanBeneficiaries(ctx.benefit, ctx.savingPlanBaskets), ctx.family);
    const stored = { benefitId: details.benefitId, familyId, months };
    if (change.kind === 'first-subscription') return { items, details: stored };

    // A change takes effect on its window's date: no month of the new plan may come before it.
    const effective = toMadridDate(change.window.effectiveDate);
    const early = items.find((i) => ctx.year < effective.year || (ctx.year === effective.year && i.month < effective.month));
    if (early) throw new CatalogueError('MONTH_NOT_AVAILABLE', { month: early.month });
    return { items, details: stored, effectiveDate: change.window.effectiveDate };
  },
};

/** Life insurance: death and disability capitals priced by the age on the effective date. */
export const lifeInsurancePricer: CategoryPricer = {
  price(items, ctx) {
    const plan = employeePlan(items, ctx);
    if (!plan) return { items: [], details: {} };
    const { months, effectiveDate } = plan;
    const table = rateTableOf(ctx);
    const details = parseWizardDetails(lifeDetailsSchema, { ...ctx.details, startDate: effectiveDate });
    const quote = quoteLifeInsurance({
      benefitId: ctx.benefit.id,
      details,
      table,
      birthday: employeeBirthdayOf(ctx),
      effectiveDate,
      months,
      available: NO_LIMIT,
    });
    return { items: quote.items.map(toDraft), details: { ...quote.details, price: quote.price, table: table.key }, effectiveDate };
  },
};

/** Life-axa: seven coverages; any broken rule refuses the policy with its code (`assertLifeAxaValid`). */
export const lifeInsuranceAxaPricer: CategoryPricer = {
  price(items, ctx) {
    const plan = employeePlan(items, ctx);
    if (!plan) return { items: [], details: {} };
    const { months, effectiveDate } = plan;
    const table = rateTableOf(ctx);
    const details = parseWizardDetails(lifeAxaDetailsSchema, { ...ctx.details, startDate: effectiveDate });
    const quote = assertLifeAxaValid({ benefitId: ctx.benefit.id, details, table, birthday: employeeBirthdayOf(ctx), effectiveDate, months });
    return { items: quote.items.map(toDraft), details: { ...quote.details, price: quote.price, table: table.key }, effectiveDate };
  },
};

/**
 * Renting: the monthly fee with VAT in each month. The fees and the vehicle's value as new and
 * efficiency are the catalogue vehicle's (absent from the details: taken; another figure:
 * RENTING_PRICE_MISMATCH; no vehicle in the catalogue: the benefit cannot be priced); the private
 * use is the profile's. The stored details carry all the in-kind valuation reads
 * (`rentingInKindOfDetails`), the efficiency included, and the month's value it gives.
 */
export const rentingPricer: CategoryPricer = {
  price(items, ctx) {
    const vehicle = ctx.benefit.vehicle;
    if (!vehicle) throw new CatalogueError('CATEGORY_NOT_SUPPORTED', { category: ctx.benefit.product.alias, vehicle: '' });
    const plan = employeePlan(items, ctx);
    if (!plan) return { items: [], details: {} };
    const { months, effectiveDate } = plan;
    const privateUse = privateUsePercent(ctx.privateUse);
    const catalogue = { feeWithoutVAT: vehicle.feeWithoutVAT, feeWithVAT: vehicle.feeWithVAT, vehicleValue: vehicle.vehicleValue };
    const details = parseWizardDetails(rentingDetailsSchema, { ...catalogue, ...stripUndefined(ctx.details), startDate: effectiveDate, privateUse });
    assertCatalogueFigures(details, vehicle);
    const quote = quoteRenting({
      benefitId: ctx.benefit.id,
      details,
      profilePrivateUse: privateUse,
      efficiency: vehicle.efficiency,
      months,
      inKindRules: ctx.rentingInKindRules ?? rentingInKindRulesFor(ctx.year, taxYears),
      available: NO_LIMIT,
      currentPrice: 0,
      bagLimit: NO_LIMIT,
    });
    return {
      items: quote.items.map(toDraft),
      details: { ...quote.details, efficiency: vehicle.efficiency, inKindMonthly: quote.inKindMonthly },
      effectiveDate,
    };
  },
};

/** A details object without its undefined keys (an absent figure is the catalogue's). */
function stripUndefined(details: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(details).filter(([, value]) => value !== undefined));
}

/** The five wizard categories, merged into `categoryPricers`. */
export const wizardPricers = {
  'health-insurance': healthInsurancePricer,
  'saving-plan': savingPlanPricer,
  'life-insurance': lifeInsurancePricer,
  'life-insurance-axa': lifeInsuranceAxaPricer,
  renting: rentingPricer,
} as const satisfies Partial<Record<CategoryAlias, CategoryPricer>>;

function toDraft({ benefitId, familyId, month, price }: ContractItem): ContractItemDraft {
  return { benefitId, familyId, month, price };
}

/** The employee (when the birthday is known) and the family members other than the user's own entry. */
function insurablePeople(ctx: PricingContext): InsurableMember[] {
  const members = ctx.family.filter((m) => m.relationship !== 'you').map((m) => ({ familyId: m.id, birthday: m.birthday }));
  return ctx.employeeBirthday ? [{ familyId: null, birthday: ctx.employeeBirthday }, ...members] : members;
}

/**
 * Life, life-axa and renting are the employee's own (familyId null) policies: from the start
 * month asked for, which must be open (MONTH_NOT_AVAILABLE), through every later open month,
 * whatever months and prices were proposed (they are re-computed). The effective date is the
 * start month's first day; with no start asked for, no months and the first open month's date,
 * so the details are still checked (a broken rule says more than ZERO_PRICE). Null when no
 * month of the year is open.
 */
function employeePlan(items: readonly ContractItemDraft[], ctx: PricingContext): { months: number[]; effectiveDate: string } | null {
  assertBeneficiaries(items, 'employee', ctx.family);
  const start = requestedStartMonth(ctx.details, items, ctx.year);
  const months = resolvePolicyMonths(ctx.allowedMonths, start);
  const first = months[0] ?? ctx.allowedMonths[0];
  return first === undefined ? null : { months, effectiveDate: firstDayOf(ctx.year, first) };
}

function rateTableOf(ctx: PricingContext): RateTable {
  const table = ctx.rateTable;
  if (!table || table.key !== ctx.benefit.rateTable) {
    throw new CatalogueError('CATEGORY_NOT_SUPPORTED', { category: ctx.benefit.product.alias, rateTable: ctx.benefit.rateTable ?? '' });
  }
  return table;
}

/** The age prices the policy: without a birthday on file there is no price. */
function employeeBirthdayOf(ctx: PricingContext): string {
  if (ctx.employeeBirthday) return ctx.employeeBirthday;
  throw new DomainError(errorCodes.VALIDATION, 'Falta tu fecha de nacimiento en el perfil', { field: 'birthday', message: validationMessages.required });
}
