import type { Benefit } from './benefit';
import type { HealthContractRef } from './health-insurance';
import type { RateTable } from './rate-table';
import type { RentingInKindRules } from './renting-in-kind';
import type { SavingContractRef } from './saving-plan';

/**
 * What the wizard categories' pricers (wizard-pricers.ts) need beyond a cart item's own input.
 * Every field is optional so the other categories' callers pass nothing; the caller (the server,
 * or the web for instant feedback) loads only what the benefit's category uses:
 *
 * | category             | fields                                                        |
 * |----------------------|---------------------------------------------------------------|
 * | health-insurance     | employeeBirthday, supplementaries, healthContracts            |
 * | saving-plan          | savingContracts, savingPlanBaskets                            |
 * | life-insurance(-axa) | employeeBirthday, rateTable                                   |
 * | renting              | privateUse, rentingInKindRules (defaults to the tax year's)   |
 */
export interface WizardPricingInputs {
  /**
   * The employee's own birthday, ISO (users.birthday). Prices life and life-axa (age on the
   * effective date) and the employee as a health insured; null or absent when unknown.
   */
  employeeBirthday?: string | null;
  /**
   * Life / life-axa: the benefit's rate table (`benefit.rateTable`), bands with a rate only. A
   * missing table, or one with another key, makes the benefit not contractable.
   */
  rateTable?: RateTable | null;
  /**
   * Health: the catalogue's benefits the user may contract whose parentId is this benefit (its
   * supplementaries). Items may name one of them in `benefitId`; its own contribution applies.
   */
  supplementaries?: readonly Benefit[];
  /**
   * Health: the user's OTHER health contracts that compete with this one (not the one being
   * edited), with the provider of each and its status. Any non-cancelled one of another provider
   * refuses this provider (HEALTH_PROVIDER_NOT_SELECTABLE).
   */
  healthContracts?: readonly HealthContractRef[];
  /**
   * Saving plan: every saving-plan contract of the user, any year and status, the edited one
   * included (it is recognised by `id`).
   */
  savingContracts?: readonly SavingContractRef[];
  /**
   * Saving plan: the baskets the user may contract (main benefits of the category). With more
   * than one provider the plan may be for whom the basket's offer names; else only the employee
   * (saving-plan-beneficiary.ts). Absent: the basket alone, so the employee only.
   */
  savingPlanBaskets?: readonly Pick<Benefit, 'provider'>[];
  /** Renting: the profile's private use, 0–100; the client's value is always replaced by it. */
  privateUse?: number | null;
  /** Renting: the in-kind valuation rules of the plan year's tax year (the server's rows); default: the seeded years'. */
  rentingInKindRules?: RentingInKindRules;
}
