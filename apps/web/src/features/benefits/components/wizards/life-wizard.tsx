import { ageInYears } from '@flexplan/domain/catalogue';
import { firstDayOf } from '@flexplan/domain/benefits/wizard-details';
import type { LifeCoverage, RateTable } from '@flexplan/domain/benefits/rate-table';
import { LIFE_DEATH_MINIMUM, lifeCoverageAvailability } from '@flexplan/domain/wizards';
import { Alert, Badge, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRateTable } from '../../api/get-rate-table';
import type { CategoryFormProps } from '../forms/form-props';
import { TotalLine } from '../total-line';
import { WizardActionBar } from './wizard-action-bar';
import { employeeBirthdayOf, priceDraft } from './wizard-inputs';
import { useFieldMessage } from './wizard-messages';
import { PolicyStartMonthField } from './policy-start-month-field';
import { usePolicyForm } from './use-policy-form';
import { WizardNumberInput } from './wizard-number-input';
import { WizardLoading } from './wizard-loading';

type LifeFields = { death: number; disability: number };

/** Life insurance (docs/product/benefits-and-simulation.md §5 Life insurance): death (≥ 35 000 €) and disability capitals priced by age per 1000. */
export function LifeWizard(props: CategoryFormProps) {
  const table = useRateTable(props.plan.benefit.rateTable ?? null);
  if (!table.data) return <WizardLoading isError={table.isError || !props.plan.benefit.rateTable} />;
  return <LifeForm {...props} table={table.data as RateTable<LifeCoverage>} />;
}

function LifeForm({ plan, initial, onReset, table }: CategoryFormProps & { table: RateTable<LifeCoverage> }) {
  const { t } = useTranslation();
  const messageOf = useFieldMessage();
  const birthday = employeeBirthdayOf(plan);
  const inputs = { employeeBirthday: birthday, rateTable: table };
  const { choice, startMonth, details, exceeded, draftOf, propose, proposeStart } = usePolicyForm<LifeFields>(plan, initial, inputs, () => {
    const from = (initial?.details ?? {}) as Partial<LifeFields>;
    return { death: from.death ?? LIFE_DEATH_MINIMUM, disability: from.disability ?? 0 };
  });
  const effectiveDate = startMonth === null ? null : firstDayOf(plan.year, startMonth);
  const age = birthday && effectiveDate ? ageInYears(birthday, effectiveDate) : null;
  const availability = age === null ? null : lifeCoverageAvailability(table, age);

  let price: number | null = null;
  let total: number | null = null;
  let refusal: unknown = null;
  try {
    const priced = priceDraft(plan, inputs, draftOf(details));
    price = typeof priced.details['price'] === 'number' ? priced.details['price'] : null;
    total = priced.price;
  } catch (error) {
    refusal = error;
  }
  const badge = (coverage: LifeCoverage) => {
    const state = availability?.[coverage];
    if (!state) return null;
    const color = state === 'mandatory' ? 'brand' : state === 'unavailable' ? 'gray' : 'teal';
    // Dark text on the tinted background, as the other light badges: teal's own shade is below 4.5:1.
    return (
      <Badge color={color} variant="light" c="dark.7" data-testid={`coverage-${coverage}`}>
        {t(`wizards.life.availability.${state}`)}
      </Badge>
    );
  };
  const deathError = messageOf(refusal, 'death');
  const disabilityError = messageOf(refusal, 'disability');

  return (
    <Stack gap="md" data-testid="life-wizard">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <PolicyStartMonthField plan={plan} choice={choice} value={startMonth} onChange={proposeStart} />
      </SimpleGrid>
      {age !== null && <Text size="sm">{t('wizards.life.age', { age })}</Text>}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Stack gap={4}>
          <Group justify="flex-end">{badge('death')}</Group>
          <WizardNumberInput
            name="death"
            label={t('wizards.life.death')}
            unit="money"
            value={details.death}
            onCommit={(v) => propose('death', v)}
            description={t('wizards.life.deathHint')}
            error={deathError}
            disabled={availability?.death === 'unavailable'}
          />
        </Stack>
        <Stack gap={4}>
          <Group justify="flex-end">{badge('disability')}</Group>
          <WizardNumberInput
            name="disability"
            label={t('wizards.life.disability')}
            unit="money"
            value={availability?.disability === 'unavailable' ? 0 : details.disability}
            onCommit={(v) => propose('disability', v)}
            error={disabilityError}
            disabled={availability?.disability === 'unavailable'}
          />
        </Stack>
      </SimpleGrid>
      {exceeded && (
        <Alert color="red" variant="light" role="alert" data-testid="wizard-exceeded">
          {exceeded}
        </Alert>
      )}
      {refusal !== null && !deathError && !disabilityError && (
        <Alert color="red" variant="light" data-testid="wizard-refusal">
          {messageOf(refusal, null)}
        </Alert>
      )}
      <TotalLine label={t('wizards.life.monthlyPremium')} amount={price ?? 0} testId="life-price" isError={price === null} />
      <TotalLine label={t('benefits.form.yearTotal')} amount={total ?? 0} testId="year-total" isError={total === null} />
      <Text size="xs" c="dimmed">
        {t('wizards.life.rateNote')}
      </Text>
      <WizardActionBar plan={plan} inputs={inputs} draft={draftOf(details)} onReset={onReset} />
    </Stack>
  );
}
