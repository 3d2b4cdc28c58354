import { Popover } from '@mantine/core';
import type { ReactNode } from 'react';
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
  return (
    <Popover position="bottom-end" withArrow shadow="md" defaultOpened={isInitiallyOpened}>
      <Popover.Target>
        <HeaderSavingsButton label={label} isLimitReached={isLimitReached} />
      </Popover.Target>
      <Popover.Dropdown>{children}</Popover.Dropdown>
    </Popover>
  );
}
