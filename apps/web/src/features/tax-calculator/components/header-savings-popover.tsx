import { Popover, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { HeaderSavingsButton } from './header-savings-button';

/** The phone header's savings behind their icon (header-savings.tsx loads this lazily). */
export default function HeaderSavingsPopover({
  label,
  isLimitReached,
  isInitiallyOpened,
  children,
}: {
  label: string;
  isLimitReached: boolean;
  /** Open from the start: the icon was pressed while this code was on its way (header-savings.tsx). */
  isInitiallyOpened: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Popover position="bottom-end" withArrow shadow="md" defaultOpened={isInitiallyOpened}>
      <Popover.Target>
        <HeaderSavingsButton label={label} isLimitReached={isLimitReached} />
      </Popover.Target>
      <Popover.Dropdown maw={300}>
        {children}
        {/* What the possible saving counts: it differs from the best plan's gain, which counts what is spent anyway. */}
        {!isLimitReached && (
          <Text size="xs" c="dimmed" mt={6} data-testid="header-possible-counts">
            {t('taxCalculator.header.possibleCounts')}
          </Text>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}
