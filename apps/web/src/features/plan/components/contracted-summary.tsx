import { formatMoney } from '@flexplan/domain';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ContractView } from '../../../shared/api/user-plan';
import { pickLocalized } from '../../../shared/i18n/localized-text';

/** What the summary reads of a contract. */
export type ContractedBenefit = Pick<ContractView, 'id' | 'status' | 'benefitName' | 'finalPrice'>;

/** What a product has contracted this year: each benefit with what it costs the employee a year. */
export function ContractedSummary({ contracts }: { contracts: ContractedBenefit[] }) {
  const { t, i18n } = useTranslation();
  const live = contracts.filter((contract) => contract.status === 'pending' || contract.status === 'contracted');
  if (live.length === 0) {
    return (
      <Text size="sm" c="dimmed" component="span" display="block">
        {t('plan.tile.nothingContracted')}
      </Text>
    );
  }
  return (
    <>
      {live.map((contract) => (
        <Text key={contract.id} size="sm" component="span" display="block" data-testid="contracted-benefit">
          {t('plan.tile.contracted', {
            benefit: pickLocalized(contract.benefitName, i18n.language),
            price: formatMoney(contract.finalPrice, i18n.language),
          })}
        </Text>
      ))}
    </>
  );
}
