import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EmployeeFormState } from '../lib/use-employee-form';
import { FormSection } from './form-section';
import { NativeSelect } from '../../../shared/ui/native-select';

/**
 * What the tax calculator needs beyond docs/product/employee-portal.md (the withholding's family situation and
 * contract type). Each left empty is computed with the default its description states.
 */
export function EmployeeTaxFields({ form }: { form: EmployeeFormState }) {
  const { t } = useTranslation();
  const choose = { value: '', label: t('profile.options.notSaid') };
  const yesNo = [choose, { value: 'yes', label: t('profile.options.yes') }, { value: 'no', label: t('profile.options.no') }];
  return (
    <FormSection title={t('profile.employee.taxTitle')} description={t('profile.employee.taxIntro')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NativeSelect
          label={t('profile.fields.maritalStatus')}
          description={t('profile.taxDefaults.maritalStatus')}
          data={[
            choose,
            ...(['single', 'married', 'divorced', 'widowed'] as const).map((value) => ({ value, label: t(`profile.options.maritalStatus.${value}`) })),
          ]}
          {...form.field('maritalStatus')}
        />
        <NativeSelect
          label={t('profile.fields.spouseEarnsOver1500')}
          description={t('profile.taxDefaults.spouseEarnsOver1500')}
          data={yesNo}
          {...form.field('spouseEarnsOver1500')}
        />
        <NativeSelect
          label={t('profile.fields.contractType')}
          description={t('profile.taxDefaults.contractType')}
          data={[choose, ...(['indefinite', 'temporary'] as const).map((value) => ({ value, label: t(`profile.options.contractType.${value}`) }))]}
          {...form.field('contractType')}
        />
        <NativeSelect
          label={t('profile.fields.childrenLiveWithEmployee')}
          description={t('profile.taxDefaults.childrenLiveWithEmployee')}
          data={yesNo}
          {...form.field('childrenLiveWithEmployee')}
        />
      </SimpleGrid>
    </FormSection>
  );
}
