import { formatMoney } from '@flexplan/domain';
import type { Benefit } from '@flexplan/domain/catalogue-types';
import { firstDayOf } from '@flexplan/domain/benefits/wizard-details';
import {
  healthMemberPrice,
  healthMemberStarts,
  healthStartMonths,
  healthWizardSteps,
  isHealthProviderSelectable,
  isRefusedByTheBags,
  listHealthWizardBenefits,
  type HealthMemberChoice,
  type HealthWizardStep,
} from '@flexplan/domain/wizards';
import { Alert, Anchor, Badge, Button, Checkbox, Group, Paper, Select, Stack, Stepper, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pickLocalized } from '../../../../shared/i18n/localized-text';
import { type ContractView, useUserPlan } from '../../api/get-user-plan';
import type { BenefitPlan } from '../../lib/benefit-plan';
import { monthName } from '../../lib/month-names';
import type { CategoryFormProps } from '../forms/form-props';
import { YearPriceLines } from '../year-price-lines';
import { WizardActionBar } from './wizard-action-bar';
import { editedContract, employeeBirthdayOf, priceDraft, useCategoryCatalogue, usePlanOf } from './wizard-inputs';
import { useWizardHost } from './use-wizard-host';
import { WizardElsewhere } from './wizard-elsewhere';
import { WizardLoading } from './wizard-loading';
import { useFieldMessage } from './wizard-messages';

/**
 * Health insurance (docs/product/benefits-and-simulation.md §2 Health insurance page, §5 Health): company (only with more than
 * one provider) → product → family. Selecting advances; back goes one step and discards the draft.
 * The one wizard lives in the card the person chose it from (starting at that insurance's family
 * step) while they hold no other, else in the first card (`useWizardHost`).
 */
export function HealthWizard({ plan, onReset }: CategoryFormProps) {
  const catalogue = useCategoryCatalogue('health-insurance');
  const userPlan = useUserPlan();
  if (!catalogue.data || !userPlan.data) return <WizardLoading isError={catalogue.isError || userPlan.isError} />;
  const { cart = [], contracts = [] } = userPlan.data;
  const yearHealth = [...cart, ...contracts].filter((c) => c.product === 'health-insurance' && c.year === plan.year && c.status !== 'cancelled');
  return <HealthHost plan={plan} catalogue={catalogue.data} yearHealth={yearHealth} onReset={onReset} />;
}

function HealthHost({ plan, catalogue, yearHealth, onReset }: { plan: BenefitPlan; catalogue: Benefit[]; yearHealth: ContractView[]; onReset: () => void }) {
  const mains = catalogue.filter((b) => b.parentId === null);
  const existing = heldHealth(yearHealth);
  const { host, chosen, choose } = useWizardHost(mains, existing?.benefitId ?? null);
  if (!host || host.id !== plan.benefit.id) {
    return (
      <WizardElsewhere
        hostName={host?.name ?? {}}
        name={plan.benefit.name}
        onChoose={existing ? null : () => choose(plan.benefit.id)}
        texts={{ inWizard: 'wizards.health.inWizard', choose: 'wizards.health.choose' }}
      />
    );
  }
  return <HealthSteps key={host.id} host={plan} catalogue={catalogue} yearHealth={yearHealth} chosen={chosen} onReset={onReset} />;
}

/** The cart's version first, then the contract in force (a change waiting for its e-mail does not apply yet, docs/product/cart-and-contracts.md §4). */
function heldHealth(yearHealth: ContractView[]): ContractView | null {
  return yearHealth.find((c) => c.status === 'cart') ?? yearHealth.find((c) => c.status === 'contracted') ?? yearHealth[0] ?? null;
}

interface HealthStepsProps {
  host: BenefitPlan;
  catalogue: Benefit[];
  yearHealth: ContractView[];
  /** The insurance chosen from its card: the wizard starts at its family step. */
  chosen: Benefit | null;
  onReset: () => void;
}

function HealthSteps({ host, catalogue, yearHealth, chosen: chosenFromCard, onReset }: HealthStepsProps) {
  const { t, i18n } = useTranslation();
  const planOf = usePlanOf(host);
  const steps = healthWizardSteps(catalogue);
  const providerOf = (benefitId: number) => catalogue.find((b) => b.id === benefitId)?.provider?.id ?? null;
  const existing = heldHealth(yearHealth);
  const startWith = existing?.benefitId ?? chosenFromCard?.id ?? null;
  const [step, setStep] = useState<HealthWizardStep>(startWith !== null ? 'family' : (steps[0] ?? 'product'));
  const [providerId, setProviderId] = useState<number | null | undefined>(startWith !== null ? providerOf(startWith) : undefined);
  const [benefitId, setBenefitId] = useState<number | null>(startWith);
  const [members, setMembers] = useState<HealthMemberChoice[]>(() =>
    ((existing?.details['members'] as HealthMemberChoice[] | undefined) ?? []).map((m) => ({ ...m, supplementaries: [...m.supplementaries] })),
  );
  const birthday = employeeBirthdayOf(host);
  const firstMonth = host.capacity.allowedMonths[0] ?? 1;
  const priceDate = firstDayOf(host.year, Math.min(12, firstMonth));
  const othersOf = (editingId: number | null) =>
    yearHealth.filter((c) => c.id !== editingId).map((c) => ({ status: c.status, providerId: providerOf(c.benefitId) }));

  const back = () => {
    const index = steps.indexOf(step);
    if (index <= 0) return;
    // Back discards the draft of the step left.
    if (step === 'family') {
      setMembers([]);
      setBenefitId(null);
    } else setProviderId(undefined);
    setStep(steps[index - 1] ?? 'product');
  };

  const providers = [...new Map(catalogue.filter((b) => b.parentId === null).map((b) => [b.provider?.id ?? null, b.provider])).entries()];
  const chosen = catalogue.find((b) => b.id === benefitId) ?? null;

  return (
    <Stack gap="md" data-testid="health-wizard">
      <Stepper active={steps.indexOf(step)} size="xs" allowNextStepsSelect={false}>
        {steps.map((s) => (
          <Stepper.Step key={s} label={t(`wizards.health.steps.${s}`)} />
        ))}
      </Stepper>
      {steps.indexOf(step) > 0 && (
        <Anchor component="button" type="button" size="sm" onClick={back} data-testid="wizard-back">
          <Group gap={4} component="span">
            <IconArrowLeft size={14} aria-hidden />
            {t('wizards.back')}
          </Group>
        </Anchor>
      )}
      {step === 'company' && (
        <Stack gap="sm">
          <Text fw={600}>{t('wizards.health.chooseCompany')}</Text>
          {providers.map(([id, provider]) => {
            const selectable = isHealthProviderSelectable(id, othersOf(null));
            return (
              <Paper key={id ?? 0} withBorder p="sm" radius="md">
                <Group justify="space-between" wrap="wrap">
                  <Text fw={600}>{provider?.name ?? '—'}</Text>
                  <Button
                    size="sm"
                    disabled={!selectable}
                    onClick={() => {
                      setProviderId(id);
                      setStep('product');
                    }}
                    aria-label={`${t('wizards.choose')}: ${provider?.name ?? ''}`}
                  >
                    {t('wizards.choose')}
                  </Button>
                </Group>
                {!selectable && (
                  <Text size="sm" c="red.9" mt={4} role="note">
                    {t('errors.HEALTH_PROVIDER_NOT_SELECTABLE')}
                  </Text>
                )}
              </Paper>
            );
          })}
        </Stack>
      )}
      {step === 'product' && (
        <Stack gap="sm">
          <Text fw={600}>{t('wizards.health.chooseProduct')}</Text>
          {birthday &&
            listHealthWizardBenefits(catalogue, { familyId: null, birthday }, priceDate, steps.includes('company') ? (providerId ?? null) : undefined).map(
              ({ benefit, monthlyPrice }) => {
                const name = pickLocalized(benefit.name, i18n.language);
                return (
                  <Paper key={benefit.id} withBorder p="sm" radius="md" data-testid="health-product">
                    <Group justify="space-between" wrap="wrap" align="flex-start">
                      <div style={{ minWidth: 0, flex: 1 }}>
                        <Text fw={600}>{name}</Text>
                        {benefit.healthType && (
                          <Badge variant="light" mt={4}>
                            {t(`wizards.health.type.${benefit.healthType}`, { defaultValue: benefit.healthType })}
                          </Badge>
                        )}
                        <Text size="sm" mt={4}>
                          {pickLocalized(benefit.longDescription, i18n.language) || pickLocalized(benefit.description, i18n.language)}
                        </Text>
                      </div>
                      <Stack gap={4} align="flex-end">
                        <Text fw={700}>{monthlyPrice === null ? '—' : t('wizards.health.perMonth', { price: formatMoney(monthlyPrice, i18n.language) })}</Text>
                        <Button
                          size="sm"
                          onClick={() => {
                            setBenefitId(benefit.id);
                            setMembers([]);
                            setStep('family');
                          }}
                          aria-label={`${t('wizards.choose')}: ${name}`}
                        >
                          {t('wizards.choose')}
                        </Button>
                      </Stack>
                    </Group>
                  </Paper>
                );
              },
            )}
        </Stack>
      )}
      {step === 'family' && chosen && (
        <FamilyStep
          key={chosen.id}
          plan={planOf(chosen)}
          catalogue={catalogue}
          members={members}
          onChange={setMembers}
          healthContracts={othersOf(editedContract(planOf(chosen))?.id ?? null)}
          onReset={onReset}
        />
      )}
    </Stack>
  );
}

interface FamilyStepProps {
  plan: BenefitPlan;
  catalogue: Benefit[];
  members: HealthMemberChoice[];
  onChange: (members: HealthMemberChoice[]) => void;
  healthContracts: { status: ContractView['status']; providerId: number | null }[];
  onReset: () => void;
}

function FamilyStep({ plan, catalogue, members, onChange, healthContracts, onReset }: FamilyStepProps) {
  const { t, i18n } = useTranslation();
  const messageOf = useFieldMessage();
  const benefit = plan.benefit;
  const supplementaries = catalogue.filter((b) => b.parentId === benefit.id);
  const birthday = employeeBirthdayOf(plan);
  const inputs = { employeeBirthday: birthday, supplementaries, healthContracts };
  const firstMonth = plan.capacity.allowedMonths[0] ?? 13;
  const months = healthStartMonths(benefit, firstMonth);
  const monthOptions = (list: number[]) => list.map((m) => ({ value: String(m), label: monthName(m, i18n.language) }));
  const draft = { items: [], details: { members } };

  const [exceeded, setExceeded] = useState<string | null>(null);
  /** The refusal of these members, if any (none for an empty choice: nothing to price yet). */
  const refusalOf = (chosen: HealthMemberChoice[]): unknown => {
    if (chosen.length === 0) return null;
    try {
      priceDraft(plan, inputs, { items: [], details: { members: chosen } });
      return null;
    } catch (error) {
      return error;
    }
  };

  let priced: ReturnType<typeof priceDraft> | null = null;
  let refusal: unknown = null;
  if (members.length > 0) {
    try {
      priced = priceDraft(plan, inputs, draft);
    } catch (error) {
      refusal = error;
    }
  }
  const update = (familyId: number | null, change: (m: HealthMemberChoice) => HealthMemberChoice | null, firstStart = months[0] ?? 1) => {
    const current = members.find((m) => m.familyId === familyId);
    const next = change(current ?? { familyId, startMonth: firstStart, supplementaries: [] });
    const rest = members.filter((m) => m.familyId !== familyId);
    const chosen = next ? [...rest, next].sort((a, b) => (a.familyId ?? -1) - (b.familyId ?? -1)) : rest;
    // A change the bags cannot pay is reverted with the price-over message (docs/product/benefits-and-simulation.md §5 Health);
    // a choice already over them (the bags moved since) may still be reduced.
    const refused = refusalOf(chosen);
    if (isRefusedByTheBags(refused) && !isRefusedByTheBags(refusal)) {
      setExceeded(messageOf(refused, null));
      return;
    }
    setExceeded(null);
    onChange(chosen);
  };

  return (
    <Stack gap="sm">
      <Text fw={600}>{t('wizards.health.chooseFamily', { name: pickLocalized(benefit.name, i18n.language) })}</Text>
      {months.length === 0 && (
        <Alert color="yellow" variant="light">
          {t('wizards.health.noMonths')}
        </Alert>
      )}
      {plan.family.map((person) => {
        const familyId = person.relationship === 'you' ? null : person.id;
        const insurable = { familyId, birthday: person.birthday };
        const member = members.find((m) => m.familyId === familyId) ?? null;
        // docs/product/benefits-and-simulation.md §3 whoAffect and age groups: whom the benefit cannot cover is shown disabled, with the reason.
        const starts = healthMemberStarts(benefit, insurable, plan.year, firstMonth);
        const isCoverable = starts.startMonths.length > 0;
        const price = isCoverable ? healthMemberPrice(benefit, insurable, firstDayOf(plan.year, member?.startMonth ?? starts.startMonths[0] ?? 1)) : null;
        const label = person.relationship === 'you' ? t('wizards.health.you', { name: person.fullName }) : person.fullName;
        const memberMonths = member && !starts.startMonths.includes(member.startMonth) ? [member.startMonth, ...starts.startMonths] : starts.startMonths;
        return (
          <Paper key={person.id} withBorder p="sm" radius="md" data-testid="health-member">
            <Stack gap={8}>
              <Group justify="space-between" wrap="wrap" align="flex-start">
                <Checkbox
                  name={`members.${familyId ?? 'employee'}`}
                  label={label}
                  checked={member !== null}
                  disabled={member === null && !isCoverable}
                  description={starts.refusal ? t(`errors.${starts.refusal.code}`) : undefined}
                  onChange={(e) => update(familyId, (m) => (e.currentTarget.checked ? m : null), starts.startMonths[0])}
                />
                {isCoverable && (
                  <Text size="sm" fw={600}>
                    {price === null ? t('wizards.health.noPrice') : t('wizards.health.perMonth', { price: formatMoney(price, i18n.language) })}
                  </Text>
                )}
              </Group>
              {member && (
                <Select
                  size="sm"
                  name={`startMonth.${familyId ?? 'employee'}`}
                  label={t('wizards.health.startMonth')}
                  allowDeselect={false}
                  data={monthOptions(memberMonths)}
                  value={String(member.startMonth)}
                  w={{ base: '100%', xs: 220 }}
                  onChange={(v) => v && update(familyId, (m) => ({ ...m, startMonth: Number(v) }))}
                />
              )}
              {member &&
                supplementaries.map((s) => {
                  const choice = member.supplementaries.find((c) => c.benefitId === s.id) ?? null;
                  const sStarts = healthMemberStarts(s, insurable, plan.year, Math.max(firstMonth, member.startMonth));
                  const sMonths =
                    choice && !sStarts.startMonths.includes(choice.startMonth) ? [choice.startMonth, ...sStarts.startMonths] : sStarts.startMonths;
                  const sPrice = healthMemberPrice(s, insurable, firstDayOf(plan.year, choice?.startMonth ?? sStarts.startMonths[0] ?? member.startMonth));
                  const sName = pickLocalized(s.name, i18n.language);
                  const sReason = sStarts.startMonths.length === 0 ? t(`errors.${sStarts.refusal?.code ?? 'HEALTH_START_MONTH_UNAVAILABLE'}`) : undefined;
                  return (
                    <Group key={s.id} gap="sm" pl="lg" wrap="wrap" align="flex-end">
                      <Checkbox
                        name={`supplementary.${familyId ?? 'employee'}.${s.id}`}
                        checked={choice !== null}
                        disabled={choice === null && sReason !== undefined}
                        description={sReason}
                        label={`${sName} · ${sPrice === null || sReason ? '—' : t('wizards.health.perMonth', { price: formatMoney(sPrice, i18n.language) })}`}
                        onChange={(e) => {
                          const checked = e.currentTarget.checked;
                          update(familyId, (m) => ({
                            ...m,
                            supplementaries: checked
                              ? [...m.supplementaries, { benefitId: s.id, startMonth: sMonths[0] ?? m.startMonth }]
                              : m.supplementaries.filter((c) => c.benefitId !== s.id),
                          }));
                        }}
                      />
                      {choice && (
                        <Select
                          size="xs"
                          aria-label={`${t('wizards.health.startMonth')}: ${sName}`}
                          allowDeselect={false}
                          w={160}
                          data={monthOptions(sMonths)}
                          value={String(choice.startMonth)}
                          onChange={(v) =>
                            v &&
                            update(familyId, (m) => ({
                              ...m,
                              supplementaries: m.supplementaries.map((c) => (c.benefitId === s.id ? { ...c, startMonth: Number(v) } : c)),
                            }))
                          }
                        />
                      )}
                    </Group>
                  );
                })}
            </Stack>
          </Paper>
        );
      })}
      <Text size="xs" c="dimmed">
        {t('wizards.health.samePeriod')}
      </Text>
      {exceeded && (
        <Alert color="red" variant="light" role="alert" data-testid="wizard-exceeded">
          {exceeded}
        </Alert>
      )}
      {refusal !== null && (
        <Alert color="red" variant="light" role="alert" data-testid="wizard-refusal">
          {messageOf(refusal, null)}
        </Alert>
      )}
      <YearPriceLines priced={priced} isError={refusal !== null} />
      <WizardActionBar
        plan={plan}
        inputs={inputs}
        draft={draft}
        onReset={() => {
          setExceeded(null);
          onChange([]);
          onReset();
        }}
      />
    </Stack>
  );
}
