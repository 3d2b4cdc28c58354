import { ActionIcon } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';

interface CartMenuButtonProps {
  count: number;
  className?: string;
  onClick: () => void;
  /** Popover.Target passes its ref and its aria attributes through. */
  ref?: Ref<HTMLButtonElement>;
}

/** The header's cart button, the same before and after the dropdown's code has arrived. */
export function CartMenuButton({ count, className, onClick, ref, ...targetProps }: CartMenuButtonProps) {
  const { t } = useTranslation();
  return (
    <ActionIcon
      ref={ref}
      className={className}
      variant="subtle"
      size="lg"
      onClick={onClick}
      aria-label={t('cart.menu.label', { count })}
      aria-haspopup="dialog"
      {...targetProps}
    >
      <IconShoppingCart size={20} aria-hidden />
    </ActionIcon>
  );
}
