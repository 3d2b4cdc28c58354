import type { FamilyPerson } from '@flexplan/domain/profile/family-consistency';
import type { FamilyMemberInput } from '@flexplan/domain/profile/profile-schemas';
import { MIN_DATE } from '@flexplan/domain/profile/profile-messages';
import { businessClockFrom } from '@flexplan/domain/dates/business-clock';
import { Button, Group, Modal, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { adaptSchema } from '../../../shared/forms/adapt-schema';
import { ClampedNumberInput } from '../../../shared/forms/clamped-number-input';
import { useSchemaForm } from '../../../shared/forms/use-schema-form';
import { toMemberInput, type FamilyField, type FamilyFormValues } from '../lib/family-form-values';
import { withFamilyConsistency } from '../lib/with-family-consistency';
import { NativeSelect } from '../../../shared/ui/native-select';

interface FamilyMemberFormProps {
  mode: 'add' | 'edit';
  initialValues: FamilyFormValues;
  /** The family's other members, and the employee's own ID: the member may repeat neither's ID, nor be a second spouse or partner. */
  others: readonly FamilyPerson[];
  employeePersonalId: string | null;
  isSaving: boolean;
  onSubmit: (member: FamilyMemberInput) => void;
  onCancel: () => void;
}

// zod stays out of the profile's first download: the schemas are fetched when the form is
// first focused, well before a submit, which awaits them at worst.
const loadFamilySchemas = () =>
  import('../../../shared/forms/profile-form-schemas').then(({ familyEditSchema, familyMemberSchema }) => ({ familyEditSchema, familyMemberSchema }));

/** Madrid's today, not UTC's: just after midnight in Spain, UTC is still on yesterday. */
const clock = businessClockFrom(() => new Date());

/** The member's fields (docs/product/employee-portal.md §3 Family member, §5 Family form); lastName2 is required when editing. */
function FamilyMemberForm({ mode, initialValues, others, employeePersonalId, isSaving, onSubmit, onCancel }: FamilyMemberFormProps) {
  const { t } = useTranslation();
  const form = useSchemaForm<FamilyField, FamilyMemberInput>(null, initialValues);
  const isDisabilityDeclared = form.values.disabilityType === 'yes';

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const { familyEditSchema, familyMemberSchema } = await loadFamilySchemas();
    const schema = adaptSchema<FamilyField, FamilyMemberInput>(mode === 'edit' ? familyEditSchema : familyMemberSchema, toMemberInput);
    const member = form.validate(withFamilyConsistency(schema, others, employeePersonalId));
    if (member) onSubmit(member);
  };

  return (
    <form onSubmit={(event) => void handleSubmit(event)} onFocus={() => void loadFamilySchemas()} noValidate data-testid="family-member-form">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NativeSelect
            label={t('family.fields.relationship')}
            data={(['spouse', 'child', 'domestic_partner'] as const).map((value) => ({ value, label: t(`family.relationships.${value}`) }))}
            required
            {...form.field('relationship')}
          />
          <TextInput label={t('family.fields.firstName')} required data-autofocus {...form.field('firstName')} />
          <TextInput label={t('family.fields.lastName1')} required {...form.field('lastName1')} />
          <TextInput label={t('family.fields.lastName2')} required={mode === 'edit'} {...form.field('lastName2')} />
          <NativeSelect
            label={t('family.fields.idType')}
            data={(['DNI', 'NIE', 'passport'] as const).map((value) => ({ value, label: t(`family.idTypes.${value}`) }))}
            {...form.field('idType')}
          />
          <TextInput label={t('family.fields.personalID')} required {...form.field('personalID')} />
          <TextInput type="date" label={t('family.fields.birthday')} min={MIN_DATE} max={clock.today()} required {...form.field('birthday')} />
          <NativeSelect
            label={t('family.fields.disabilityType')}
            data={[
              { value: 'no', label: t('family.options.no') },
              { value: 'yes', label: t('family.options.yes') },
            ]}
            {...form.field('disabilityType')}
            onChange={(event) => {
              const value = event.currentTarget.value;
              form.setValue('disabilityType', value);
              if (value !== 'yes') form.setValue('disability', '');
            }}
          />
          <ClampedNumberInput
            name="disability"
            label={t('family.fields.disability')}
            value={form.values.disability}
            onChange={(value) => form.setValue('disability', value)}
            error={form.field('disability').error}
            min={0}
            max={100}
            unit="percent"
            disabled={!isDisabilityDeclared}
          />
        </SimpleGrid>
        <Switch
          name="active"
          label={t('family.fields.active')}
          checked={form.values.active === 'yes'}
          onChange={(event) => form.setValue('active', event.currentTarget.checked ? 'yes' : 'no')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('family.actions.cancel')}
          </Button>
          <Button type="submit" loading={isSaving}>
            {mode === 'add' ? t('family.actions.add') : t('family.actions.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

interface FamilyMemberDialogProps extends FamilyMemberFormProps {
  opened: boolean;
}

/** The add and edit dialogs of the family tab. */
export function FamilyMemberDialog({ opened, ...formProps }: FamilyMemberDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={formProps.onCancel}
      title={formProps.mode === 'add' ? t('family.dialog.addTitle') : t('family.dialog.editTitle')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {/* A fresh form each time it opens: no value left from the previous member. */}
      {opened && <FamilyMemberForm {...formProps} />}
    </Modal>
  );
}
