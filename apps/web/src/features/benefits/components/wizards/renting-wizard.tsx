import { formatMoney } from '@flexplan/domain';
import { RENTING_YEARS_DEFAULT } from '@flexplan/domain/wizards';
import { Alert, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CategoryFormProps } from '../forms/form-props';
import { TotalLine } from '../total-line';
import { priceDraft, usePrivateUse } from './wizard-inputs';
import { PolicyStartMonthField } from './policy-start-month-field';
import { usePolicyForm } from './use-policy-form';
import { WizardActionBar } from './wizard-action-bar';
import { WizardNumberInput } from './wizard-number-input';
import { useFieldMessage } from './wizard-messages';

type RentingFields = { years: number };

/**
 * Renting (docs/product/benefits-and-simulation.md §5 Renting): the catalogue's vehicle with its fees and value as new,
 * read-only (docs/decisions/272-renting-is-priced-from-the-catalogue.md), 2–5 years, the profile's
 * private use (read-only), the start month and the monthly in-kind value the server stores. A
 * change that would cost more than available + the contract's own price (or the bag limit) is
 * refused: the previous choice comes back.
 */
export function RentingWizard({ plan, initial, onReset }: CategoryFormProps) {
  const { t, i18n } = useTranslation();
  const messageOf = useFieldMessage();
  const privateUse = usePrivateUse().data ?? 0;
  const inputs = { privateUse };
  const vehicle = plan.benefit.vehicle;
  const { choice, startMonth, details, exceeded, draftOf, propose, proposeStart } = usePolicyForm<RentingFields>(plan, initial, inputs, () => {
    const years = (initial?.details ?? {})['years'];
    return { years: typeof years === 'number' ? years : RENTING_YEARS_DEFAULT };
  });
  // The figures are the catalogue's: sent as shown, so the server can tell a stale page (RENTING_PRICE_MISMATCH).
  const catalogue = vehicle ? { feeWithoutVAT: vehicle.feeWithoutVAT, feeWithVAT: vehicle.feeWithVAT, vehicleValue: vehicle.vehicleValue } : {};
  const draftDetails = { ...catalogue, ...details };

  let priced: ReturnType<typeof priceDraft> | null = null;
  let refusal: unknown = null;
  try {
    priced = priceDraft(plan, inputs, draftOf(draftDetails));
  } catch (error) {
    refusal = error;
  }
  const fieldError = (field: string) => messageOf(refusal, field);
  const inKindMonthly = typeof priced?.details['inKindMonthly'] === 'number' ? priced.details['inKindMonthly'] : null;
  const money = (cents: number) => formatMoney(cents, i18n.language);

  return (
    <Stack gap="md" data-testid="renting-wizard">
      {vehicle && <TextInput label={t('wizards.renting.vehicle')} value={vehicle.model} readOnly />}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {vehicle && (
          <>
            <TextInput
              name="feeWithoutVAT"
              label={t('wizards.renting.feeWithoutVAT')}
              value={money(vehicle.feeWithoutVAT)}
              readOnly
              description={t('wizards.renting.catalogueFigure')}
            />
            <TextInput
              name="feeWithVAT"
              label={t('wizards.renting.feeWithVAT')}
              value={money(vehicle.feeWithVAT)}
              readOnly
              description={t('wizards.renting.catalogueFigure')}
            />
            <TextInput
              name="vehicleValue"
              label={t('wizards.renting.vehicleValue')}
              value={money(vehicle.vehicleValue)}
              readOnly
              description={t('wizards.renting.vehicleValueFixed')}
            />
          </>
        )}
        <Select
          name="years"
          label={t('wizards.renting.years')}
          value={String(details.years)}
          allowDeselect={false}
          data={[2, 3, 4, 5].map((y) => ({ value: String(y), label: t('wizards.renting.yearsOption', { count: y }) }))}
          onChange={(v) => v && propose('years', Number(v))}
          error={fieldError('years')}
        />
        <WizardNumberInput
          name="privateUse"
          label={t('wizards.renting.privateUse')}
          unit="percent"
          value={privateUse}
          onCommit={() => undefined}
          readOnly
          description={t('wizards.renting.privateUseHint')}
        />
        <PolicyStartMonthField plan={plan} choice={choice} value={startMonth} onChange={proposeStart} />
      </SimpleGrid>
      {exceeded && (
        <Alert color="red" variant="light" role="alert" data-testid="wizard-exceeded">
          {exceeded}
        </Alert>
      )}
      {refusal !== null && !fieldError('years') && (
        <Alert color="red" variant="light" data-testid="wizard-refusal">
          {messageOf(refusal, null)}
        </Alert>
      )}
      {vehicle && <TotalLine label={t('wizards.renting.monthlyFee')} amount={vehicle.feeWithVAT} testId="renting-fee" />}
      {inKindMonthly !== null && <TotalLine label={t('wizards.renting.inKindMonthly')} amount={inKindMonthly} testId="renting-in-kind" />}
      {priced && <TotalLine label={t('benefits.form.yearTotal')} amount={priced.price} testId="year-total" />}
      <WizardActionBar plan={plan} inputs={inputs} draft={draftOf(draftDetails)} onReset={onReset} />
    </Stack>
  );
}
