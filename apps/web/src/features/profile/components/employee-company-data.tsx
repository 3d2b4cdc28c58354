import { formatMoney } from '@flexplan/domain';
import { userBagTotal } from '@flexplan/domain/catalogue';
import { SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CompanyBag, User } from '../api/get-profile';
import { FormSection } from './form-section';

interface EmployeeCompanyDataProps {
  user: User;
  /** The special brand hides office, legal entity and collective (docs/product/employee-portal.md §5). */
  isSpecialBrand: boolean;
}

interface ReadOnlyField {
  name: string;
  value: string;
  isShown?: boolean;
}

/** What the company keeps on file: shown, never edited here (docs/product/employee-portal.md §3 User). */
export function EmployeeCompanyData({ user, isSpecialBrand }: EmployeeCompanyDataProps) {
  const { t, i18n } = useTranslation();
  const money = (cents: number | null) => (cents === null ? '' : formatMoney(cents, i18n.language));
  const companyBag = (bag: CompanyBag | null) => {
    if (!bag) return '';
    if (bag.kind === 'amount') return money(bag.cents);
    return `${(bag.basisPoints / 100).toLocaleString(i18n.language)} %`;
  };
  const date = (iso: string | null) => (iso ? new Date(`${iso}T12:00:00`).toLocaleDateString(i18n.language) : '');

  // The salaries and the payment count come first: the company sets them.
  const fields: ReadOnlyField[] = [
    { name: 'fixedSalary', value: money(user.fixedSalary) },
    { name: 'variableSalary', value: money(user.variableSalary) },
    { name: 'paymentCount', value: user.paymentCount === null ? '' : t('profile.options.payments', { count: user.paymentCount }) },
    { name: 'employeeNumber', value: user.employeeNumber ?? '' },
    { name: 'costCenter', value: user.costCenter ?? '' },
    { name: 'office', value: user.office?.name ?? '', isShown: !isSpecialBrand },
    { name: 'legalEntity', value: user.legalEntity?.name ?? '', isShown: !isSpecialBrand },
    { name: 'collective', value: user.collective?.name ?? '', isShown: !isSpecialBrand },
    { name: 'companyTaxId', value: user.companyTaxId ?? '' },
    { name: 'flexibleBag', value: money(user.flexibleBag) },
    { name: 'topBag', value: money(user.topBag) },
    { name: 'companyBag', value: companyBag(user.companyBag) },
    // The year's figure, as the home shows it: a prorated user bag is kept per payment (docs/decisions/063-one-name-one-unit-per-bag.md).
    { name: 'userBag', value: user.userBag === null ? '' : money(userBagTotal(user)) },
    { name: 'investmentBasket', value: user.investmentBasket ?? '' },
    { name: 'investmentProfile', value: user.investmentProfile ?? '' },
    { name: 'contributionDate', value: date(user.contributionDate) },
    { name: 'publicResponsibility', value: user.publicResponsibility ? t('profile.options.yes') : t('profile.options.no') },
  ];

  return (
    <FormSection title={t('profile.employee.companyTitle')} description={t('profile.employee.companyIntro')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {fields
          .filter((field) => field.isShown !== false)
          .map((field) => (
            <TextInput
              key={field.name}
              name={field.name}
              label={t(`profile.fields.${field.name}`)}
              value={field.value}
              placeholder={t('profile.employee.notOnFile')}
              readOnly
            />
          ))}
      </SimpleGrid>
    </FormSection>
  );
}
