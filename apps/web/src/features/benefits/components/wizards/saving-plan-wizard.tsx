import type { Benefit } from '@flexplan/domain/catalogue-types';
import {
  assertCanReturnToSavingPlanSelection,
  canModifySavingPlan,
  savingPlanWindow,
  savingPlanWizardStart,
  savingPlanWizardSteps,
  sortSavingPlanBaskets,
  type SavingContractRef,
  type SavingPlanStep,
} from '@flexplan/domain/wizards';
import { Alert, Anchor, Group, Stack, Stepper } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ContractView, useUserPlan } from '../../api/get-user-plan';
import type { BenefitPlan } from '../../lib/benefit-plan';
import type { CategoryFormProps } from '../forms/form-props';
import { SavingPlanBasketStep } from './saving-plan-basket-step';
import { SavingPlanDraft, savingBeneficiaryOf } from './saving-plan-draft';
import { useCategoryCatalogue, usePlanOf } from './wizard-inputs';
import { useWizardHost } from './use-wizard-host';
import { WizardElsewhere } from './wizard-elsewhere';
import { WizardLoading } from './wizard-loading';
import { useFieldMessage } from './wizard-messages';

/**
 * Saving plan (docs/product/benefits-and-simulation.md §2 Saving plan page, §4, §5 Saving plan): basket (Prudent → Very
 * Decisive) → months with amounts → whom it is for, when the baskets come from more than one
 * provider (docs/decisions/265-the-saving-plans-family-step-picks-who-the-plan.md). A live plan preselects its basket and whom it is for and opens
 * the months; going back to the selection is refused while one is in the cart.
 */
export function SavingPlanWizard({ plan, onReset }: CategoryFormProps) {
  const catalogue = useCategoryCatalogue('saving-plan');
  const userPlan = useUserPlan();
  if (!catalogue.data || !userPlan.data) return <WizardLoading isError={catalogue.isError || userPlan.isError} />;
  const { cart = [], contracts = [] } = userPlan.data;
  const saving = [...cart, ...contracts].filter((c) => c.product === 'saving-plan');
  return <SavingHost plan={plan} mains={catalogue.data.filter((b) => b.parentId === null)} saving={saving} onReset={onReset} />;
}

/** The one wizard lives in the card it was chosen from (starting at that basket's months) while no other is held, else the first. */
function SavingHost({ plan, mains, saving, onReset }: { plan: BenefitPlan; mains: Benefit[]; saving: ContractView[]; onReset: () => void }) {
  const held = savingPlanWizardStart(saving.map(toSavingRef)).benefitId;
  const { host, chosen, choose } = useWizardHost(mains, held);
  if (!host || host.id !== plan.benefit.id) {
    return (
      <WizardElsewhere
        hostName={host?.name ?? {}}
        name={plan.benefit.name}
        onChoose={held === null ? () => choose(plan.benefit.id) : null}
        texts={{ inWizard: 'wizards.saving.inWizard', choose: 'wizards.saving.choose' }}
      />
    );
  }
  return <SavingSteps key={host.id} host={plan} baskets={sortSavingPlanBaskets(mains)} saving={saving} chosen={chosen} onReset={onReset} />;
}

const toSavingRef = (c: ContractView): SavingContractRef => ({ id: c.id, status: c.status, benefitId: c.benefitId, familyId: savingBeneficiaryOf(c) });

interface SavingStepsProps {
  host: BenefitPlan;
  baskets: Benefit[];
  saving: ContractView[];
  /** The basket chosen from its card: the wizard starts at its months. */
  chosen: Benefit | null;
  onReset: () => void;
}

function SavingSteps({ host, baskets, saving, chosen: chosenFromCard, onReset }: SavingStepsProps) {
  const { t, i18n } = useTranslation();
  const messageOf = useFieldMessage();
  const planOf = usePlanOf(host);
  const refs = saving.map(toSavingRef);
  const steps = savingPlanWizardSteps(baskets);
  const hasFamilyStep = steps.includes('family');
  const held = savingPlanWizardStart(refs);
  const start = held.benefitId === null && chosenFromCard ? { ...held, step: 'months' as const, benefitId: chosenFromCard.id } : held;
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
        {steps.map((s) => (
          <Stepper.Step key={s} label={t(`wizards.saving.steps.${s}`)} />
        ))}
      </Stepper>
      {!canChange && (
        <Alert color="yellow" variant="light" data-testid="saving-outside-window">
          {t('errors.SAVING_PLAN_OUTSIDE_WINDOW')}
        </Alert>
      )}
      {canChange && inForce && window && (
        <Alert color="blue" variant="light">
          {t('wizards.saving.changeWindow', {
            date: new Date(`${window.effectiveDate}T12:00:00Z`).toLocaleDateString(i18n.language, { dateStyle: 'long', timeZone: 'UTC' }),
          })}
        </Alert>
      )}
      {step !== 'basket' && (
        <Group gap="lg" wrap="wrap">
          <Anchor component="button" type="button" size="sm" onClick={backToSelection} data-testid="saving-back">
            <Group gap={4} component="span">
              <IconArrowLeft size={14} aria-hidden />
              {t('wizards.saving.backToSelection')}
            </Group>
          </Anchor>
          {step === 'family' && (
            <Anchor component="button" type="button" size="sm" onClick={() => setStep('months')} data-testid="wizard-back">
              <Group gap={4} component="span">
                <IconArrowLeft size={14} aria-hidden />
                {t('wizards.back')}
              </Group>
            </Anchor>
          )}
        </Group>
      )}
      {backRefused && (
        <Alert color="red" variant="light" role="alert" data-testid="saving-back-refused">
          {backRefused}
        </Alert>
      )}
      {step === 'basket' && (
        <SavingPlanBasketStep
          baskets={baskets}
          showsProvider={hasFamilyStep}
          onChoose={(id) => {
            setBenefitId(id);
            setStep('months');
          }}
        />
      )}
      {step !== 'basket' && chosen && (
        <SavingPlanDraft
          key={chosen.id}
          plan={planOf(chosen)}
          baskets={baskets}
          step={step}
          hasFamilyStep={hasFamilyStep}
          saving={saving}
          refs={refs}
          initialFamilyId={chosen.id === start.benefitId ? start.familyId : undefined}
          disabled={!canChange}
          onNext={() => setStep('family')}
          onReset={onReset}
        />
      )}
    </Stack>
  );
}
