import { formatMoney } from '@flexplan/domain';
import { type Benefit } from '@flexplan/domain/catalogue-types';
import {
  assertCanReturnToSavingPlanSelection, canModifySavingPlan, savingPlanWindow, savingPlanWizardStart, savingPlanWizardSteps,
  sortSavingPlanBaskets, type SavingContractRef, type SavingPlanStep,
} from '@flexplan/domain/wizards';
import { Alert, Anchor, Button, Group, NumberInput, Paper, SimpleGrid, Stack, Stepper, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pickLocalized } from '../../../../shared/i18n/localized-text';
import { type ContractView, useUserPlan } from '../../api/get-user-plan';
import { type BenefitPlan } from '../../lib/benefit-plan';
import { monthName } from '../../lib/month-names';
import { type CategoryFormProps } from '../forms/form-props';
import { TotalLine } from '../total-line';
import { WizardActionBar } from './wizard-action-bar';
import { priceDraft, useCategoryCatalogue, usePlanOf } from './wizard-inputs';
import { WizardLoading } from './wizard-loading';
import { useFieldMessage } from './wizard-messages';

/**
 * Saving plan (spec part 2 §2 Saving plan page, §4, §5 Saving plan): basket (Prudent → Very
 * Decisive) → months with amounts (→ family with more than one provider). A live plan preselects
 * its basket and opens the months; going back is refused while one is in the cart.
 */
export function SavingPlanWizard({ plan, onReset }: CategoryFormProps) {
  const { t } = useTranslation();
  const catalogue = useCategoryCatalogue('saving-plan');
  const userPlan = useUserPlan();
  if (!catalogue.data || !userPlan.data) return <WizardLoading isError={catalogue.isError || userPlan.isError} />;
  const mains = catalogue.data.filter((b) => b.parentId === null);
  if (mains[0]?.id !== plan.benefit.id) return <Text size="sm" c="dimmed">{t('wizards.saving.inWizard')}</Text>;
  const { cart = [], contracts = [] } = userPlan.data;
  const saving = [...cart, ...contracts].filter((c) => c.product === 'saving-plan');
  return <SavingSteps host={plan} baskets={sortSavingPlanBaskets(mains)} saving={saving} onReset={onReset} />;
}

interface SavingStepsProps {
  host: BenefitPlan;
  baskets: Benefit[];
  saving: ContractView[];
  onReset: () => void;
}

function SavingSteps({ host, baskets, saving, onReset }: SavingStepsProps) {
  const { t, i18n } = useTranslation();
  const messageOf = useFieldMessage();
  const planOf = usePlanOf(host);
  const refs: SavingContractRef[] = saving.map((c) => ({ id: c.id, status: c.status, benefitId: c.benefitId }));
  const steps = savingPlanWizardSteps(baskets);
  const start = savingPlanWizardStart(refs);
  const [step, setStep] = useState<SavingPlanStep>(start.step);
  const [benefitId, setBenefitId] = useState<number | null>(start.benefitId);
  const [backRefused, setBackRefused] = useState<string | null>(null);
  const chosen = baskets.find((b) => b.id === benefitId) ?? null;
  const canChange = canModifySavingPlan(refs, host.today);
  const window = savingPlanWindow(host.today);
  const inForce = refs.some((c) => c.status === 'pending' || c.status === 'contracted');

  const backToSelection = () => {
    try {
      assertCanReturnToSavingPlanSelection(refs);
      setBackRefused(null);
      setBenefitId(null);
      setStep('basket');
    } catch (error) {
      setBackRefused(messageOf(error, null));
    }
  };

  return (
    <Stack gap="md" data-testid="saving-wizard">
      <Stepper active={steps.indexOf(step)} size="xs" allowNextStepsSelect={false}>
        {steps.map((s) => <Stepper.Step key={s} label={t(`wizards.saving.steps.${s}`)} />)}
      </Stepper>
      {!canChange && <Alert color="yellow" variant="light" data-testid="saving-outside-window">{t('errors.SAVING_PLAN_OUTSIDE_WINDOW')}</Alert>}
      {canChange && inForce && window && (
        <Alert color="blue" variant="light">{t('wizards.saving.changeWindow', { date: new Date(`${window.effectiveDate}T12:00:00Z`).toLocaleDateString(i18n.language, { dateStyle: 'long', timeZone: 'UTC' }) })}</Alert>
      )}
      {step !== 'basket' && (
        <Anchor component="button" type="button" size="sm" onClick={backToSelection} data-testid="saving-back">
          <Group gap={4} component="span"><IconArrowLeft size={14} aria-hidden />{t('wizards.saving.backToSelection')}</Group>
        </Anchor>
      )}
      {backRefused && <Alert color="red" variant="light" role="alert" data-testid="saving-back-refused">{backRefused}</Alert>}
      {step === 'basket' && (
        <Stack gap="sm">
          <Text fw={600}>{t('wizards.saving.chooseBasket')}</Text>
          {baskets.map((b) => {
            const name = pickLocalized(b.name, i18n.language);
            return (
              <Paper key={b.id} withBorder p="sm" radius="md" data-testid="saving-basket">
                <Group justify="space-between" wrap="wrap">
                  <div style={{ minWidth: 0, flex: 1 }}>
                    <Text fw={600}>{name}</Text>
                    <Text size="sm">{pickLocalized(b.description, i18n.language)}</Text>
                  </div>
                  <Button size="sm" onClick={() => { setBenefitId(b.id); setStep('months'); }} aria-label={`${t('wizards.choose')}: ${name}`}>
                    {t('wizards.choose')}
                  </Button>
                </Group>
              </Paper>
            );
          })}
        </Stack>
      )}
      {step !== 'basket' && chosen && (
        <MonthsStep key={chosen.id} plan={planOf(chosen)} saving={saving} refs={refs} disabled={!canChange} onReset={onReset} />
      )}
    </Stack>
  );
}

interface MonthsStepProps {
  plan: BenefitPlan;
  saving: ContractView[];
  refs: SavingContractRef[];
  disabled: boolean;
  onReset: () => void;
}

function MonthsStep({ plan, saving, refs, disabled, onReset }: MonthsStepProps) {
  const { t, i18n } = useTranslation();
  const messageOf = useFieldMessage();
  const own = saving.find((c) => c.benefitId === plan.benefit.id && c.status === 'cart') ?? saving.find((c) => c.benefitId === plan.benefit.id && c.status !== 'cancelled');
  const [amounts, setAmounts] = useState<Record<number, number>>(() => {
    const months = (own?.details['months'] as { month: number; amount: number }[] | undefined) ?? [];
    if (months.length > 0) return Object.fromEntries(months.map((m) => [m.month, m.amount]));
    return Object.fromEntries(plan.capacity.allowedMonths.map((m) => [m, plan.benefit.defaultPrice]));
  });
  const [all, setAll] = useState<number | string>('');
  const inputs = { savingContracts: refs };
  const months = plan.capacity.allowedMonths.filter((m) => (amounts[m] ?? 0) > 0).map((month) => ({ month, amount: amounts[month] ?? 0 }));
  const draft = { items: months.map((m) => ({ familyId: null, month: m.month, price: m.amount })), details: { benefitId: plan.benefit.id, months } };
  let priced: ReturnType<typeof priceDraft> | null = null;
  let refusal: unknown = null;
  try {
    priced = priceDraft(plan, inputs, draft);
  } catch (error) {
    refusal = error;
  }
  const toCents = (v: number | string) => (v === '' || !Number.isFinite(Number(v)) ? 0 : Math.round(Number(v) * 100));
  const decimal = i18n.language === 'en' ? '.' : ',';

  return (
    <Stack gap="sm">
      <Text fw={600}>{t('wizards.saving.chooseMonths', { name: pickLocalized(plan.benefit.name, i18n.language) })}</Text>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <NumberInput name="amount" label={t('wizards.saving.everyMonth')} value={all} onChange={setAll} min={0} decimalScale={2}
          decimalSeparator={decimal} suffix=" €" allowNegative={false} w={{ base: '100%', xs: 200 }} disabled={disabled} />
        <Button variant="default" disabled={disabled || all === ''}
          onClick={() => setAmounts(Object.fromEntries(plan.capacity.allowedMonths.map((m) => [m, toCents(all)])))}>
          {t('wizards.saving.applyAll')}
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs">
        {plan.capacity.allowedMonths.map((m) => (
          <NumberInput key={m} name={`months.${m}.amount`} label={monthName(m, i18n.language)} size="sm" min={0} decimalScale={2}
            decimalSeparator={decimal} suffix=" €" allowNegative={false} disabled={disabled}
            value={(amounts[m] ?? 0) / 100} onChange={(v) => setAmounts((prev) => ({ ...prev, [m]: toCents(v) }))} />
        ))}
      </SimpleGrid>
      <Text size="xs" c="dimmed">{t('wizards.saving.minAmount', { min: formatMoney(plan.benefit.minAmount, i18n.language) })}</Text>
      {refusal !== null && <Alert color="red" variant="light" role="alert" data-testid="wizard-refusal">{messageOf(refusal, null)}</Alert>}
      <TotalLine label={t('benefits.form.yearTotal')} amount={priced?.price ?? months.reduce((s, m) => s + m.amount, 0)} testId="year-total" isError={refusal !== null} />
      {!disabled && <WizardActionBar plan={plan} inputs={inputs} draft={draft} onReset={onReset} />}
    </Stack>
  );
}
