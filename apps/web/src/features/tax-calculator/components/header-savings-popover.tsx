import { Popover } from '@mantine/core';
import type { ReactNode } from 'react';
import { HeaderSavingsButton } from './header-savings-button';

/** The phone header's savings behind their icon (header-savings.tsx loads this lazily). */
export default function HeaderSavingsPopover({ label, isLimitReached, children }: { label: string; isLimitReached: boolean; children: ReactNode }) {
  return (
    <Popover position="bottom-end" withArrow shadow="md">
      <Popover.Target>
        <HeaderSavingsButton label={label} isLimitReached={isLimitReached} />
      </Popover.Target>
      <Popover.Dropdown>{children}</Popover.Dropdown>
    </Popover>
  );
}
