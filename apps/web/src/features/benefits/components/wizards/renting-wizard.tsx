import { defaultRentingDetails } from '@flexplan/domain/wizards';
import { Alert, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type CategoryFormProps } from '../forms/form-props';
import { TotalLine } from '../total-line';
import { priceDraft, usePrivateUse } from './wizard-inputs';
import { PolicyStartMonthField } from './policy-start-month-field';
import { usePolicyForm } from './use-policy-form';
import { WizardActionBar } from './wizard-action-bar';
import { WizardNumberInput } from './wizard-number-input';
import { useFieldMessage } from './wizard-messages';

type RentingFields = { feeWithoutVAT: number; feeWithVAT: number; vehicleValue: number; years: number };

/**
 * Renting (spec part 2 §5 Renting): fees, vehicle value, 2–5 years, the profile's private use
 * (read-only), the start month and the monthly in-kind value. A change that would cost more than
 * available + the contract's own price (or the bag limit) is refused: the previous details come back.
 */
export function RentingWizard({ plan, initial, onReset }: CategoryFormProps) {
  const { t } = useTranslation();
  const messageOf = useFieldMessage();
  const privateUse = usePrivateUse().data ?? 0;
  const inputs = { privateUse };
  const { choice, startMonth, details, exceeded, draftOf, propose, proposeStart } = usePolicyForm<RentingFields>(plan, initial, inputs, () => {
    const base = defaultRentingDetails(plan.benefit, privateUse, '');
    const from = (initial?.details ?? {}) as Partial<RentingFields>;
    return {
      feeWithoutVAT: from.feeWithoutVAT ?? base.feeWithoutVAT,
      feeWithVAT: from.feeWithVAT ?? base.feeWithVAT,
      vehicleValue: from.vehicleValue ?? base.vehicleValue,
      years: from.years ?? base.years,
    };
  });

  let priced: ReturnType<typeof priceDraft> | null = null;
  let refusal: unknown = null;
  try {
    priced = priceDraft(plan, inputs, draftOf(details));
  } catch (error) {
    refusal = error;
  }
  const fieldError = (field: string) => messageOf(refusal, field);

  const inKindMonthly = typeof priced?.details['inKindMonthly'] === 'number' ? priced.details['inKindMonthly'] : null;
  const vehicle = plan.benefit.vehicle;

  return (
    <Stack gap="md" data-testid="renting-wizard">
      {vehicle && <TextInput label={t('wizards.renting.vehicle')} value={vehicle.model} readOnly />}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <WizardNumberInput name="feeWithoutVAT" label={t('wizards.renting.feeWithoutVAT')} unit="money" value={details.feeWithoutVAT}
          onCommit={(v) => propose('feeWithoutVAT', v)} error={fieldError('feeWithoutVAT')} />
        <WizardNumberInput name="feeWithVAT" label={t('wizards.renting.feeWithVAT')} unit="money" value={details.feeWithVAT}
          onCommit={(v) => propose('feeWithVAT', v)} error={fieldError('feeWithVAT')} />
        <WizardNumberInput name="vehicleValue" label={t('wizards.renting.vehicleValue')} unit="money" value={details.vehicleValue}
          onCommit={(v) => propose('vehicleValue', v)} error={fieldError('vehicleValue')} readOnly={vehicle !== null}
          description={vehicle ? t('wizards.renting.vehicleValueFixed') : undefined} />
        <Select name="years" label={t('wizards.renting.years')} value={String(details.years)} allowDeselect={false}
          data={[2, 3, 4, 5].map((y) => ({ value: String(y), label: t('wizards.renting.yearsOption', { count: y }) }))}
          onChange={(v) => v && propose('years', Number(v))} error={fieldError('years')} />
        <WizardNumberInput name="privateUse" label={t('wizards.renting.privateUse')} unit="percent" value={privateUse} onCommit={() => undefined}
          readOnly description={t('wizards.renting.privateUseHint')} />
        <PolicyStartMonthField plan={plan} choice={choice} value={startMonth} onChange={proposeStart} />
      </SimpleGrid>
      {exceeded && <Alert color="red" variant="light" role="alert" data-testid="wizard-exceeded">{exceeded}</Alert>}
      {refusal !== null && !fieldError('feeWithoutVAT') && !fieldError('feeWithVAT') && !fieldError('years') && !fieldError('vehicleValue') && (
        <Alert color="red" variant="light" data-testid="wizard-refusal">{messageOf(refusal, null)}</Alert>
      )}
      <TotalLine label={t('wizards.renting.monthlyFee')} amount={details.feeWithVAT} testId="renting-fee" />
      {inKindMonthly !== null && <TotalLine label={t('wizards.renting.inKindMonthly')} amount={inKindMonthly} testId="renting-in-kind" />}
      {priced && <TotalLine label={t('benefits.form.yearTotal')} amount={priced.price} testId="year-total" />}
      <WizardActionBar plan={plan} inputs={inputs} draft={draftOf(details)} onReset={onReset} />
    </Stack>
  );
}
