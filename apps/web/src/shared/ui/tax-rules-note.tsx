import { taxRulesFor } from '@flexplan/domain/tax/tax-years';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Says which year's tax rules a figure of `year` was computed with, while that year's are not
 * published (the domain's `taxRulesFor`, the rule the server and `tax:simulate` use); nothing once
 * they are.
 */
export function TaxRulesNote({ year }: { year: number }) {
  const { t } = useTranslation();
  const rules = taxRulesFor(year);
  if (!rules?.isProvisional) return null;
  return (
    <Text size="xs" c="dimmed" data-testid="tax-rules-note">
      {t('taxRules.provisional', { year, rulesYear: rules.rulesYear })}
    </Text>
  );
}
