import { formatMoney } from '@flexplan/domain';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconPigMoney } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { DeferredTooltip } from '../../../shared/ui/deferred-tooltip';
import { useIsMobileLayout } from '../../../shared/ui/use-is-mobile-layout';
import { useSettledOrPressed } from '../../../shared/ui/use-is-page-settled';
import type { PlanSavingsState } from '../lib/plan-savings';
import { HeaderSavingsButton } from './header-savings-button';

const loadPopover = () => import('./header-savings-popover');
const HeaderSavingsPopover = lazy(loadPopover);

/**
 * The header's savings (docs/product/employee-portal.md §2 Shell): what the year's tax-advantage products save and
 * what the rest of the flexible bag could still save, or "limit reached" when the bag is spent.
 * Only for users with a tax-advantage product and a usable salary; on a phone, behind a button.
 */
export function HeaderSavings({ state }: { state: PlanSavingsState }) {
  const { t, i18n } = useTranslation();
  const isMobile = useIsMobileLayout();
  const popover = useSettledOrPressed(loadPopover);
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
    const label = `${savedText}. ${isLimitReached ? t('taxCalculator.header.limitReached') : possibleText}`;
    // The phone's popover (Floating UI, ~20 kB gzip) comes in a chunk of its own: the icon shows
    // at once, the popover's code is fetched once the page has settled or the icon is pressed,
    // not in the way of the page's own content.
    const standIn = <HeaderSavingsButton label={label} isLimitReached={isLimitReached} onClick={popover.press} />;
    if (!popover.isWanted) return standIn;
    return (
      <Suspense fallback={standIn}>
        <HeaderSavingsPopover label={label} isLimitReached={isLimitReached} isInitiallyOpened={popover.isPressed}>
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
        </HeaderSavingsPopover>
      </Suspense>
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
          // What the possible saving counts (the legal limits with the rest of the bag), on hover: it
          // differs from the best plan's gain, which counts what is spent anyway (the home's panel says it too).
          <DeferredTooltip label={t('taxCalculator.header.possibleCounts')}>
            <Text size="xs" c="dimmed" lh={1.3} data-testid="header-possible" style={{ whiteSpace: 'nowrap' }}>
              {possibleText}
            </Text>
          </DeferredTooltip>
        )}
      </Stack>
    </Group>
  );
}
