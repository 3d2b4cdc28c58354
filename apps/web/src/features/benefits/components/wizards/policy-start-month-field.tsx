import { holdsItsMonths } from '@flexplan/domain/contracts/locked-items';
import { policyMonths, policyStartMonths, requestedStartMonth } from '@flexplan/domain/benefits/policy-months';
import { firstDayOf } from '@flexplan/domain/benefits/wizard-details';
import { Select, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ContractView } from '../../api/get-user-plan';
import type { BenefitPlan } from '../../lib/benefit-plan';
import { monthName, monthYearName } from '../../lib/month-names';
import { editedContract } from './wizard-inputs';

/** What a policy wizard (life, life-axa, renting) may offer as start months, and where it starts. */
export interface PolicyStartChoice {
  /** The start months offered (policy-months.ts `policyStartMonths`). */
  options: number[];
  /** The month the form starts with: the item's or contract's own when still offered, else the first. */
  initial: number | null;
  isWholeYear: boolean;
  /** A pending or contracted policy already in a closed month: a change continues from the first open month. */
  isRunning: boolean;
}

export function policyStartChoice(plan: BenefitPlan, initial: ContractView | null): PolicyStartChoice {
  const allowed = plan.capacity.allowedMonths;
  const edited = editedContract(plan);
  const isRunning = holdsItsMonths(edited) && edited.items.some((item) => !allowed.includes(item.month));
  const options = policyStartMonths(plan.benefit, allowed, { isRunning });
  let asked: number | null = null;
  try {
    asked = initial ? requestedStartMonth(initial.details, initial.items, plan.year) : null;
  } catch {
    // A start date of another year: start from the first month offered.
  }
  return {
    options,
    initial: asked !== null && options.includes(asked) ? asked : (options[0] ?? null),
    isWholeYear: plan.benefit.contractMethod === 'hole-year',
    isRunning,
  };
}

/** The proposal of a policy starting in `startMonth`: one employee item per policy month (priced by the domain) and the start date. */
export function policyDraft(plan: BenefitPlan, startMonth: number | null, details: Record<string, unknown>) {
  const months = startMonth === null ? [] : policyMonths(plan.capacity.allowedMonths, startMonth);
  return {
    items: months.map((month) => ({ familyId: null, month, price: 0 })),
    details: { ...details, ...(startMonth === null ? {} : { startDate: firstDayOf(plan.year, startMonth) }) },
  };
}

interface PolicyStartMonthFieldProps {
  plan: BenefitPlan;
  choice: PolicyStartChoice;
  value: number | null;
  onChange: (month: number) => void;
}

/**
 * The start month of a policy (docs/product/benefits-and-simulation.md §4 start month, end month 12): the months still open,
 * by name; the description says which months it covers, and why there is no choice when there is none.
 */
export function PolicyStartMonthField({ plan, choice, value, onChange }: PolicyStartMonthFieldProps) {
  const { t, i18n } = useTranslation();
  const months = value === null ? [] : policyMonths(plan.capacity.allowedMonths, value);
  const first = months[0];
  const last = months[months.length - 1];
  const period =
    first === undefined || last === undefined
      ? undefined
      : t('wizards.policy.period', {
          count: months.length,
          from: monthYearName(first, plan.year, i18n.language),
          to: monthYearName(last, plan.year, i18n.language),
        });
  const why = choice.isRunning ? t('wizards.policy.running') : choice.isWholeYear ? t('wizards.policy.wholeYear') : null;
  const common = {
    name: 'startMonth',
    label: t('wizards.policy.startMonth'),
    description: [period, why].filter(Boolean).join(' '),
    'data-testid': 'policy-start-month',
  };
  // One month only (a whole-year benefit, a running contract): shown read-only, like the private use.
  if (choice.options.length <= 1) return <TextInput {...common} readOnly value={value === null ? '—' : monthName(value, i18n.language)} />;
  return (
    <Select
      {...common}
      data={choice.options.map((month) => ({ value: String(month), label: monthName(month, i18n.language) }))}
      value={value === null ? null : String(value)}
      onChange={(month) => month && onChange(Number(month))}
      allowDeselect={false}
    />
  );
}
