import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useTaxRules } from '../api/tax-rules';

/**
 * Says which year's tax rules a figure of `year` was computed with, while that year's are not
 * published (the server's `taxRulesFor` on the database's rows, GET /profile/tax-rules); nothing
 * once they are.
 */
export function TaxRulesNote({ year }: { year: number }) {
  const { t } = useTranslation();
  const { data: rules } = useTaxRules(year);
  if (!rules?.isProvisional) return null;
  return (
    <Text size="xs" c="dimmed" data-testid="tax-rules-note">
      {t('taxRules.provisional', { year, rulesYear: rules.rulesYear })}
    </Text>
  );
}
