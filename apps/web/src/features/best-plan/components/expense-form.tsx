import { Checkbox, NumberInput, Stack, Title, UnstyledButton, type NumberInputHandlers } from '@mantine/core';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { pickLocalized } from '../../../shared/i18n/localized-text';
import type { BestPlanOffers } from '../api/get-best-plan';
import { personValue, type ExpenseDraft, type EurosInput } from '../lib/expense-draft';
import { NativeSelect } from '../../../shared/ui/native-select';

interface ExpenseFormProps {
  offers: BestPlanOffers;
  draft: ExpenseDraft;
  onChange: (draft: ExpenseDraft) => void;
}

/** What the employee spends anyway, per product the company offers them. */
export function ExpenseForm({ offers, draft, onChange }: ExpenseFormProps) {
  const { t, i18n } = useTranslation();
  const isOffered = (category: string) => offers.offered.includes(category as BestPlanOffers['offered'][number]);
  const nameOf = (familyId: number | null) => offers.people.find((p) => p.familyId === familyId)?.firstName ?? '';
  const euros = (name: string, label: string, value: EurosInput, set: (value: EurosInput) => void) => (
    <EurosField key={name} name={name} label={label} value={value} onChange={set} language={i18n.language} />
  );
  return (
    <Stack gap="md" data-testid="expense-form">
      <Title order={2} size="h3">
        {t('bestPlan.form.title')}
      </Title>
      {isOffered('food') && euros('foodMonthly', t('bestPlan.form.food'), draft.foodMonthly, (v) => onChange({ ...draft, foodMonthly: v }))}
      {isOffered('transport') &&
        euros('transportMonthly', t('bestPlan.form.transport'), draft.transportMonthly, (v) => onChange({ ...draft, transportMonthly: v }))}
      {isOffered('kindergarten') &&
        offers.toddlers.map((familyId) =>
          euros(`kindergarten-${familyId}`, t('bestPlan.form.kindergarten', { name: nameOf(familyId) }), draft.kindergarten[familyId] ?? 0, (v) =>
            onChange({ ...draft, kindergarten: { ...draft.kindergarten, [familyId]: v } }),
          ),
        )}
      {isOffered('health-insurance') && (
        <>
          {offers.healthPolicies.length > 1 && (
            // The browser's own select, not Mantine's Select: that one brings Floating UI and the
            // combobox (~25 kB gzip) into the page's first load for a choice among a few policies.
            <NativeSelect
              label={t('bestPlan.form.healthPolicy')}
              data={[
                ...(draft.healthBenefitId === null ? [{ value: '', label: '', disabled: true }] : []),
                ...offers.healthPolicies.map((p) => ({ value: String(p.benefitId), label: pickLocalized(p.name, i18n.language) })),
              ]}
              value={draft.healthBenefitId === null ? '' : String(draft.healthBenefitId)}
              onChange={(event) => onChange({ ...draft, healthBenefitId: Number(event.currentTarget.value) })}
            />
          )}
          <Checkbox.Group label={t('bestPlan.form.health')} value={draft.insured} onChange={(insured) => onChange({ ...draft, insured })}>
            <Stack gap="xs" mt="xs">
              {offers.people.map((p) => (
                <Checkbox
                  key={personValue(p.familyId)}
                  value={personValue(p.familyId)}
                  label={p.familyId === null ? t('bestPlan.you', { name: p.firstName }) : p.firstName}
                />
              ))}
            </Stack>
          </Checkbox.Group>
        </>
      )}
      {isOffered('formation') &&
        euros('formationAnnual', t('bestPlan.form.formation'), draft.formationAnnual, (v) => onChange({ ...draft, formationAnnual: v }))}
    </Stack>
  );
}

interface EurosFieldProps {
  name: string;
  label: string;
  value: EurosInput;
  onChange: (value: EurosInput) => void;
  language: string;
}

/**
 * An amount in euros with its up and down buttons. Mantine's own buttons are hidden from assistive
 * technology and named by nothing; these say what they do and to which amount ("Increase: Meals…"),
 * and stay out of the Tab order as Mantine's do, the arrow keys doing the same from the field.
 */
function EurosField({ name, label, value, onChange, language }: EurosFieldProps) {
  const { t } = useTranslation();
  const handlers = useRef<NumberInputHandlers>(undefined);
  const step = (direction: 'increase' | 'decrease', Icon: typeof IconChevronUp) => (
    <UnstyledButton
      tabIndex={-1}
      aria-label={t(`bestPlan.form.${direction}`, { item: label })}
      onClick={() => (direction === 'increase' ? handlers.current?.increment() : handlers.current?.decrement())}
      style={{ display: 'flex', justifyContent: 'center', width: '100%', flex: 1, alignItems: 'center' }}
    >
      <Icon size={14} aria-hidden />
    </UnstyledButton>
  );
  return (
    <NumberInput
      name={name}
      label={label}
      value={value}
      onChange={onChange}
      min={0}
      max={1_000_000}
      decimalScale={2}
      fixedDecimalScale
      allowNegative={false}
      suffix=" €"
      decimalSeparator={language === 'en' ? '.' : ','}
      thousandSeparator={language === 'en' ? ',' : '.'}
      inputMode="decimal"
      handlersRef={handlers}
      rightSection={
        <Stack gap={0} h="100%" w="100%" style={{ borderInlineStart: '1px solid var(--mantine-color-default-border)' }}>
          {step('increase', IconChevronUp)}
          {step('decrease', IconChevronDown)}
        </Stack>
      }
      rightSectionWidth={28}
    />
  );
}
