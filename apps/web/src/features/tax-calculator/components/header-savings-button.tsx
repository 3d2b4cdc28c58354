import { UnstyledButton } from '@mantine/core';
import { IconAlertTriangle, IconPigMoney } from '@tabler/icons-react';
import type { Ref } from 'react';

interface HeaderSavingsButtonProps {
  label: string;
  isLimitReached: boolean;
  /** The stand-in's press, before the popover's code is in (Popover.Target sets its own). */
  onClick?: () => void;
  /** Popover.Target passes its ref and its aria attributes through. */
  ref?: Ref<HTMLButtonElement>;
}

/** The phone header's savings icon, the same before and after its popover's code has arrived. */
export function HeaderSavingsButton({ label, isLimitReached, ref, ...targetProps }: HeaderSavingsButtonProps) {
  return (
    <UnstyledButton ref={ref} aria-label={label} data-testid="header-savings" style={{ display: 'flex', alignItems: 'center', gap: 4 }} {...targetProps}>
      <IconPigMoney size={22} aria-hidden color="var(--mantine-color-green-8)" />
      {isLimitReached && <IconAlertTriangle size={14} aria-hidden color="var(--mantine-color-orange-8)" />}
    </UnstyledButton>
  );
}
