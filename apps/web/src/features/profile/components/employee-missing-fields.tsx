import type { EmployeeRequiredField } from '@flexplan/domain/profile/employee-required-fields';
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconListCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface EmployeeMissingFieldsProps {
  /** The required fields still empty on file, in the form's order (the domain's `missingEmployeeFields`). */
  missing: readonly EmployeeRequiredField[];
  /** Takes the person to the field's input. */
  onSelect: (field: EmployeeRequiredField) => void;
}

/**
 * What the employee tab still lacks, at its top ("ask for what is missing,
 * where it is"). Each name leads to its field in the long form below. The phone is the one the
 * session needs, as the incomplete-profile warning says; the rest may wait.
 */
export function EmployeeMissingFields({ missing, onSelect }: EmployeeMissingFieldsProps) {
  const { t } = useTranslation();
  if (missing.length === 0) return null;
  return (
    <Alert
      data-testid="employee-missing-fields"
      variant="light"
      color="orange"
      icon={<IconListCheck aria-hidden />}
      title={t('profile.missingFields.title', { count: missing.length })}
    >
      <Text size="sm" mb="xs">
        {missing.includes('phone') ? t('profile.missingFields.phoneFirst') : t('profile.missingFields.hint')}
      </Text>
      <Group component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('profile.missingFields.listLabel')}>
        {missing.map((field) => (
          <li key={field}>
            <Button type="button" variant="default" size="compact-sm" data-missing-field={field} onClick={() => onSelect(field)}>
              {t(`profile.fields.${field}`)}
            </Button>
          </li>
        ))}
      </Group>
    </Alert>
  );
}
