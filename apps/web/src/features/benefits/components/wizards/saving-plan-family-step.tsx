import type { Beneficiaries } from '@flexplan/domain/catalogue-types';
import type { SavingPlanCandidate } from '@flexplan/domain/wizards';
import { Radio, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { pickLocalized } from '../../../../shared/i18n/localized-text';
import type { FamilyMember } from '../../api/get-family';
import type { BenefitPlan } from '../../lib/benefit-plan';

interface SavingPlanFamilyStepProps {
  plan: BenefitPlan;
  /** Whom the basket's offer covers. */
  who: Beneficiaries;
  candidates: SavingPlanCandidate<FamilyMember>[];
  /** null: the employee; undefined: nobody chosen yet. */
  familyId: number | null | undefined;
  onChange: (familyId: number | null) => void;
  disabled: boolean;
}

const EMPLOYEE = 'employee';

/**
 * The saving plan's family step (docs/product/benefits-and-simulation.md §2, docs/decisions/265-the-saving-plans-family-step-picks-who-the-plan.md): whom the plan is for,
 * among the people the basket's provider covers. Only with baskets from more than one provider.
 */
export function SavingPlanFamilyStep({ plan, who, candidates, familyId, onChange, disabled }: SavingPlanFamilyStepProps) {
  const { t, i18n } = useTranslation();
  const provider = plan.benefit.provider?.name ?? '';
  const value = familyId === undefined ? null : familyId === null ? EMPLOYEE : String(familyId);

  return (
    <Stack gap="sm">
      <Radio.Group
        name="familyId"
        value={value}
        onChange={(v) => onChange(v === EMPLOYEE ? null : Number(v))}
        label={t('wizards.saving.chooseBeneficiary', { name: pickLocalized(plan.benefit.name, i18n.language) })}
        description={who === 'both' ? undefined : t(`wizards.saving.offerFor.${who}`, { provider })}
        labelProps={{ fw: 600 }}
      >
        <Stack gap="xs" mt="xs">
          {candidates.map(({ familyId: id, member }) => (
            <Radio
              key={id ?? EMPLOYEE}
              value={id === null ? EMPLOYEE : String(id)}
              disabled={disabled}
              data-testid="saving-beneficiary"
              label={id === null ? t('wizards.saving.you', { name: member.fullName }) : member.fullName}
              description={t(`family.relationships.${member.relationship}`)}
            />
          ))}
        </Stack>
      </Radio.Group>
      {candidates.length === 0 && (
        <Text size="sm" role="note">
          {t('wizards.saving.noCandidates')}
        </Text>
      )}
    </Stack>
  );
}
