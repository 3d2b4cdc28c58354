import { kindergartenInfoSchema } from '@flexplan/domain/catalogue';
import { SimpleGrid, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The centre's fields in the spec's names (docs/product/benefits-and-simulation.md §3 Kindergarten info per child). */
export const emptyCentre = { codeCenter: '', centerName: '', address: '', zip: '', city: '', province: '', contactPerson: '', contactPhone: '' };
export type CentreValues = typeof emptyCentre;
type CentreField = keyof CentreValues;

const required: CentreField[] = ['codeCenter', 'centerName', 'address'];
const inputTypes: Partial<Record<CentreField, { type: string; autoComplete: string }>> = {
  zip: { type: 'text', autoComplete: 'postal-code' },
  contactPhone: { type: 'tel', autoComplete: 'tel' },
};

interface KindergartenCentreFieldsProps {
  value: CentreValues;
  onChange: (value: CentreValues) => void;
}

/** One child's centre; a field's error shows once it has been left. */
export function KindergartenCentreFields({ value, onChange }: KindergartenCentreFieldsProps) {
  const { t } = useTranslation();
  const [touched, setTouched] = useState<Partial<Record<CentreField, boolean>>>({});
  const parsed = kindergartenInfoSchema.safeParse(value);
  const errorOf = (field: CentreField) => {
    if (!touched[field] || parsed.success) return undefined;
    const issue = parsed.error.issues.find((i) => i.path[0] === field);
    return issue ? t(issue.message) : undefined;
  };
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      {(Object.keys(emptyCentre) as CentreField[]).map((field) => (
        <TextInput
          key={field}
          name={field}
          label={t(`checkout.kindergarten.fields.${field}`)}
          required={required.includes(field)}
          value={value[field]}
          onChange={(event) => onChange({ ...value, [field]: event.currentTarget.value })}
          onBlur={() => setTouched((current) => ({ ...current, [field]: true }))}
          error={errorOf(field)}
          type={inputTypes[field]?.type ?? 'text'}
          autoComplete={inputTypes[field]?.autoComplete ?? 'off'}
        />
      ))}
    </SimpleGrid>
  );
}
