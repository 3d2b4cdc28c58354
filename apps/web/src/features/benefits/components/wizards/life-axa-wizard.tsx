import { DomainError } from '@flexplan/domain';
import { ageInYears } from '@flexplan/domain/catalogue';
import { firstDayOf } from '@flexplan/domain/benefits/wizard-details';
import type { LifeAxaCoverage, RateTable } from '@flexplan/domain/benefits/rate-table';
import { lifeAxaFields, quoteLifeAxa, rateFor, type LifeAxaField } from '@flexplan/domain/wizards';
import { Alert, SimpleGrid, Stack, Text } from '@mantine/core';
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

type AxaFields = Record<LifeAxaField, number>;

/** Life-axa (docs/product/benefits-and-simulation.md §5 Life-axa): seven coverages; a broken rule sets the price to 0 and names the field. */
export function LifeAxaWizard(props: CategoryFormProps) {
  const table = useRateTable(props.plan.benefit.rateTable ?? null);
  if (!table.data) return <WizardLoading isError={table.isError || !props.plan.benefit.rateTable} />;
  return <LifeAxaForm {...props} table={table.data as RateTable<LifeAxaCoverage>} />;
}

function LifeAxaForm({ plan, initial, onReset, table }: CategoryFormProps & { table: RateTable<LifeAxaCoverage> }) {
  const { t } = useTranslation();
  const messageOf = useFieldMessage();
  const birthday = employeeBirthdayOf(plan);
  const inputs = { employeeBirthday: birthday, rateTable: table };
  const { choice, startMonth, details, exceeded, draftOf, propose, proposeStart } = usePolicyForm<AxaFields>(plan, initial, inputs, () => {
    const from = (initial?.details ?? {}) as Partial<AxaFields>;
    return Object.fromEntries(lifeAxaFields.map((f) => [f, from[f] ?? (f === 'fallcc' ? 3_500_000 : 0)])) as AxaFields;
  });
  const effectiveDate = startMonth === null ? null : firstDayOf(plan.year, startMonth);
  const age = birthday && effectiveDate ? ageInYears(birthday, effectiveDate) : null;
  const draft = draftOf(details);

  // The quote never throws: broken rules are listed and the price is 0 (shown as such).
  const quote =
    birthday && effectiveDate
      ? quoteLifeAxa({
          benefitId: plan.benefit.id,
          details: { ...details, startDate: effectiveDate },
          table,
          birthday,
          effectiveDate,
          months: draft.items.map((i) => i.month),
        })
      : null;
  let total: number | null = null;
  try {
    total = quote && quote.brokenRules.length === 0 ? priceDraft(plan, inputs, draft).price : null;
  } catch {
    // Refused (by the bags, a month): the alert or the fields say why; no total to show.
  }
  const hasRate = (field: LifeAxaField) => age !== null && rateFor(table, field.toUpperCase() as LifeAxaCoverage, age) !== null;
  const ruleMessage = (field: LifeAxaField) => {
    const rules = quote?.brokenRules.filter((r) => r.params['field'] === field) ?? [];
    return rules.length ? rules.map((r) => messageOf(new DomainError(r.code, '', r.params), null)).join(' ') : null;
  };

  return (
    <Stack gap="md" data-testid="life-axa-wizard">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <PolicyStartMonthField plan={plan} choice={choice} value={startMonth} onChange={proposeStart} />
      </SimpleGrid>
      {age !== null && <Text size="sm">{t('wizards.life.age', { age })}</Text>}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {lifeAxaFields.map((field) => (
          <WizardNumberInput
            key={field}
            name={field}
            label={t(`wizards.lifeAxa.${field}`)}
            unit="money"
            value={hasRate(field) ? details[field] : 0}
            onCommit={(v) => propose(field, v)}
            disabled={!hasRate(field)}
            description={hasRate(field) ? undefined : t('wizards.lifeAxa.noRate')}
            error={ruleMessage(field)}
          />
        ))}
      </SimpleGrid>
      {exceeded && (
        <Alert color="red" variant="light" role="alert" data-testid="wizard-exceeded">
          {exceeded}
        </Alert>
      )}
      {quote && quote.brokenRules.length > 0 && (
        <Alert color="orange" variant="light" data-testid="life-axa-broken">
          {t('wizards.lifeAxa.brokenRules')}
        </Alert>
      )}
      <TotalLine label={t('wizards.life.monthlyPremium')} amount={quote?.price ?? 0} testId="life-axa-price" isError={(quote?.brokenRules.length ?? 1) > 0} />
      <TotalLine label={t('benefits.form.yearTotal')} amount={total ?? 0} testId="year-total" isError={total === null} />
      <Text size="xs" c="dimmed">
        {t('wizards.life.rateNote')}
      </Text>
      <WizardActionBar plan={plan} inputs={inputs} draft={draft} onReset={onReset} />
    </Stack>
  );
}
