import type { Benefit } from '@flexplan/domain/catalogue-types';
import { initialSavingPlanBeneficiary, listSavingPlanCandidates, savingPlanBeneficiaries, type SavingContractRef } from '@flexplan/domain/wizards';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContractView } from '../../api/get-user-plan';
import type { BenefitPlan } from '../../lib/benefit-plan';
import { TotalLine } from '../total-line';
import { SavingPlanFamilyStep } from './saving-plan-family-step';
import { SavingPlanMonthsStep } from './saving-plan-months-step';
import { WizardActionBar } from './wizard-action-bar';
import { priceDraft } from './wizard-inputs';
import { useFieldMessage } from './wizard-messages';

interface SavingPlanDraftProps {
  /** The chosen basket's plan. */
  plan: BenefitPlan;
  /** Every basket offered: their providers decide whether there is a family step. */
  baskets: Benefit[];
  step: 'months' | 'family';
  hasFamilyStep: boolean;
  saving: ContractView[];
  refs: SavingContractRef[];
  /** The existing plan's beneficiary when this basket is the one it preselected. */
  initialFamilyId: number | null | undefined;
  /** Outside the change windows with a plan in force: shown, not changeable. */
  disabled: boolean;
  onNext: () => void;
  onReset: () => void;
}

/**
 * The saving plan being drafted for one basket: the months' amounts and whom it is for, kept
 * while moving between the months and family steps, priced by the domain as the server will.
 */
export function SavingPlanDraft({ plan, baskets, step, hasFamilyStep, saving, refs, initialFamilyId, disabled, onNext, onReset }: SavingPlanDraftProps) {
  const { t } = useTranslation();
  const messageOf = useFieldMessage();
  const own =
    saving.find((c) => c.benefitId === plan.benefit.id && c.status === 'cart') ??
    saving.find((c) => c.benefitId === plan.benefit.id && c.status !== 'cancelled');
  const [amounts, setAmounts] = useState<Record<number, number>>(() => {
    const months = (own?.details['months'] as { month: number; amount: number }[] | undefined) ?? [];
    if (months.length > 0) return Object.fromEntries(months.map((m) => [m.month, m.amount]));
    return Object.fromEntries(plan.capacity.allowedMonths.map((m) => [m, plan.benefit.defaultPrice]));
  });
  const who = savingPlanBeneficiaries(plan.benefit, baskets);
  const candidates = listSavingPlanCandidates(plan.family, who);
  const [familyId, setFamilyId] = useState(() => initialSavingPlanBeneficiary(candidates, initialFamilyId ?? (own ? savingBeneficiaryOf(own) : undefined)));

  const inputs = { savingContracts: refs, savingPlanBaskets: baskets };
  const months = plan.capacity.allowedMonths.filter((m) => (amounts[m] ?? 0) > 0).map((month) => ({ month, amount: amounts[month] ?? 0 }));
  // Until someone is chosen, the months are checked as the first person offered would have them.
  const beneficiary = familyId ?? candidates[0]?.familyId ?? null;
  const draft = {
    items: months.map((m) => ({ familyId: beneficiary, month: m.month, price: m.amount })),
    details: { benefitId: plan.benefit.id, familyId: beneficiary, months },
  };
  let priced: ReturnType<typeof priceDraft> | null = null;
  let refusal: unknown = null;
  try {
    priced = priceDraft(plan, inputs, draft);
  } catch (error) {
    refusal = error;
  }
  const isChosen = familyId !== undefined;

  return (
    <Stack gap="sm">
      {step === 'months' ? (
        <SavingPlanMonthsStep plan={plan} amounts={amounts} onChange={setAmounts} disabled={disabled} />
      ) : (
        <SavingPlanFamilyStep plan={plan} who={who} candidates={candidates} familyId={familyId} onChange={setFamilyId} disabled={disabled} />
      )}
      {refusal !== null && (
        <Alert color="red" variant="light" role="alert" data-testid="wizard-refusal">
          {messageOf(refusal, null)}
        </Alert>
      )}
      <TotalLine
        label={t('benefits.form.yearTotal')}
        amount={priced?.price ?? months.reduce((s, m) => s + m.amount, 0)}
        testId="year-total"
        isError={refusal !== null}
      />
      {step === 'months' && hasFamilyStep ? (
        <Group justify="flex-end">
          <Button rightSection={<IconArrowRight size={18} aria-hidden />} onClick={onNext} disabled={refusal !== null} data-testid="saving-next">
            {t('wizards.saving.next')}
          </Button>
        </Group>
      ) : (
        !disabled &&
        (isChosen ? (
          <WizardActionBar plan={plan} inputs={inputs} draft={draft} onReset={onReset} />
        ) : (
          <Text size="sm" role="note">
            {t('wizards.saving.chooseSomeone')}
          </Text>
        ))
      )}
    </Stack>
  );
}

/** Whom a saving contract is for: its details' familyId, else its items' (older contracts), else the employee. */
export function savingBeneficiaryOf(contract: ContractView): number | null {
  const stored = contract.details['familyId'];
  if (typeof stored === 'number' || stored === null) return stored;
  return contract.items[0]?.familyId ?? null;
}
