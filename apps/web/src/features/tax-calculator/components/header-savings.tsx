import { formatMoney } from '@flexplan/domain';
import { Badge, Group, Popover, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconAlertTriangle, IconPigMoney } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useIsMobileLayout } from '../../../shared/ui/use-is-mobile-layout';
import { type PlanSavingsState } from '../lib/plan-savings';

/**
 * The header's savings (spec part 1 §2 Shell): what the year's tax-advantage products save and
 * what the rest of the flexible bag could still save, or "limit reached" when the bag is spent.
 * Only for users with a tax-advantage product and a usable salary; on a phone, behind a button.
 */
export function HeaderSavings({ state }: { state: PlanSavingsState }) {
  const { t, i18n } = useTranslation();
  const isMobile = useIsMobileLayout();
  if (state.status !== 'ready') return null;
  const { saved, possible, isLimitReached } = state.savings;
  const money = (cents: number) => formatMoney(cents, i18n.language);
  const savedText = t('taxCalculator.header.saved', { amount: money(saved), year: state.inputs.year });
  const possibleText = t('taxCalculator.header.possible', { amount: money(possible) });
  const limit = (
    <Badge color="orange" variant="light" leftSection={<IconAlertTriangle size={12} aria-hidden />} data-testid="header-limit-reached">
      {t('taxCalculator.header.limitReached')}
    </Badge>
  );

  if (isMobile) {
    return (
      <Popover position="bottom-end" withArrow shadow="md">
        <Popover.Target>
          <UnstyledButton
            aria-label={`${savedText}. ${isLimitReached ? t('taxCalculator.header.limitReached') : possibleText}`}
            data-testid="header-savings"
            style={{ display: 'flex', alignItems: 'center', gap: 4 }}
          >
            <IconPigMoney size={22} aria-hidden color="var(--mantine-color-green-8)" />
            {isLimitReached && <IconAlertTriangle size={14} aria-hidden color="var(--mantine-color-orange-8)" />}
          </UnstyledButton>
        </Popover.Target>
        <Popover.Dropdown>
          <Stack gap={6}>
            <Text size="sm" fw={600} data-testid="header-saved">
              {savedText}
            </Text>
            {isLimitReached ? (
              limit
            ) : (
              <Text size="sm" data-testid="header-possible">
                {possibleText}
              </Text>
            )}
          </Stack>
        </Popover.Dropdown>
      </Popover>
    );
  }
  return (
    <Group gap={6} wrap="nowrap" data-testid="header-savings" mr="xs">
      <IconPigMoney size={20} aria-hidden color="var(--mantine-color-green-8)" />
      <Stack gap={0}>
        <Text size="xs" fw={700} lh={1.3} data-testid="header-saved" style={{ whiteSpace: 'nowrap' }}>
          {savedText}
        </Text>
        {isLimitReached ? (
          limit
        ) : (
          <Text size="xs" c="dimmed" lh={1.3} data-testid="header-possible" style={{ whiteSpace: 'nowrap' }}>
            {possibleText}
          </Text>
        )}
      </Stack>
    </Group>
  );
}
