import { Checkbox, NumberInput, Stack, Title } from '@mantine/core';
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

/** What the employee spends anyway, per product the company offers them (issue 18). */
export function ExpenseForm({ offers, draft, onChange }: ExpenseFormProps) {
  const { t, i18n } = useTranslation();
  const isOffered = (category: string) => offers.offered.includes(category as BestPlanOffers['offered'][number]);
  const nameOf = (familyId: number | null) => offers.people.find((p) => p.familyId === familyId)?.firstName ?? '';
  const euros = (name: string, label: string, value: EurosInput, set: (value: EurosInput) => void) => (
    <NumberInput
      name={name}
      label={label}
      value={value}
      onChange={set}
      min={0}
      max={1_000_000}
      decimalScale={2}
      fixedDecimalScale
      allowNegative={false}
      suffix=" €"
      decimalSeparator={i18n.language === 'en' ? '.' : ','}
      thousandSeparator={i18n.language === 'en' ? ',' : '.'}
      inputMode="decimal"
    />
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
