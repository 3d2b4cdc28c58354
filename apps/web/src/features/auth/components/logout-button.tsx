import { ActionIcon, Button, type ButtonProps } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLogout } from '../api/logout';
import { DeferredTooltip } from '../../../shared/ui/deferred-tooltip';

interface LogoutButtonProps extends Pick<ButtonProps, 'variant' | 'color' | 'size'> {
  /** An icon alone, named for screen readers, for tight bars. */
  isIconOnly?: boolean;
  className?: string;
}

export function LogoutButton({ isIconOnly = false, variant = 'default', color, size = 'sm', className }: LogoutButtonProps) {
  const { t } = useTranslation();
  const logout = useLogout();
  if (isIconOnly) {
    return (
      <DeferredTooltip label={t('auth.logout')}>
        <ActionIcon
          className={className}
          variant={variant}
          color={color}
          size="lg"
          aria-label={t('auth.logout')}
          loading={logout.isPending}
          onClick={() => logout.mutate()}
        >
          <IconLogout size={20} aria-hidden />
        </ActionIcon>
      </DeferredTooltip>
    );
  }
  return (
    <Button
      className={className}
      variant={variant}
      color={color}
      size={size}
      leftSection={<IconLogout size={18} aria-hidden />}
      loading={logout.isPending}
      onClick={() => logout.mutate()}
    >
      {t('auth.logout')}
    </Button>
  );
}
