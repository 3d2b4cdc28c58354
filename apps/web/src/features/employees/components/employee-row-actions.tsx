import { ActionIcon, Menu } from '@mantine/core';
import { IconDots, IconKey, IconListCheck, IconMailForward, IconPencil, IconUserCheck, IconUserOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AccountAction, EmployeeListItem } from '../api/employees';
import { useSendWelcome } from '../api/send-welcome';

interface EmployeeRowActionsProps {
  employee: EmployeeListItem;
  name: string;
  onEdit(): void;
  onProducts(): void;
  onAccount(action: AccountAction): void;
}

/** One person's actions in a menu, so a row stays one line at 1280 px and a card stays short at 375 px. */
export function EmployeeRowActions({ employee, name, onEdit, onProducts, onAccount }: EmployeeRowActionsProps) {
  const { t } = useTranslation();
  const isActive = employee.status === 'active';
  const sendWelcome = useSendWelcome();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('employees.actions.menu', { name })} data-testid="employee-actions">
          <IconDots size={20} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconPencil size={16} aria-hidden />} onClick={onEdit} data-testid="employee-edit">
          {t('employees.actions.edit')}
        </Menu.Item>
        <Menu.Item leftSection={<IconListCheck size={16} aria-hidden />} onClick={onProducts} data-testid="employee-products-open">
          {t('employees.actions.products')}
        </Menu.Item>
        {isActive && (
          <Menu.Item
            leftSection={<IconMailForward size={16} aria-hidden />}
            onClick={() => sendWelcome.mutate(employee.id)}
            disabled={sendWelcome.isPending}
            data-testid="employee-send-welcome"
          >
            {t('employees.actions.sendWelcome')}
          </Menu.Item>
        )}
        {!employee.isPasswordDeprecated && (
          <Menu.Item leftSection={<IconKey size={16} aria-hidden />} onClick={() => onAccount('deprecate-password')} data-testid="employee-deprecate-password">
            {t('employees.actions.deprecatePassword')}
          </Menu.Item>
        )}
        {isActive ? (
          <Menu.Item
            color="red.9"
            leftSection={<IconUserOff size={16} aria-hidden />}
            onClick={() => onAccount('deactivate')}
            data-testid="employee-deactivate"
          >
            {t('employees.actions.deactivate')}
          </Menu.Item>
        ) : (
          <Menu.Item leftSection={<IconUserCheck size={16} aria-hidden />} onClick={() => onAccount('reactivate')} data-testid="employee-reactivate">
            {t('employees.actions.reactivate')}
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
