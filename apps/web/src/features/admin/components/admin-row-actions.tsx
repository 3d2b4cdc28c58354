import { Button, Group, Text } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AdminAction, AdminContract } from '../api/admin-contracts';

interface AdminRowActionsProps {
  contract: AdminContract;
  product: string;
  onAction: (action: AdminAction) => void;
}

/**
 * Pending: approve (once the employee accepted the link: signed) and cancel; contracted: cancel;
 * cancelled: nothing. The server allows exactly these moves (CONTRACT_STATE otherwise).
 */
export function AdminRowActions({ contract, product, onAction }: AdminRowActionsProps) {
  const { t } = useTranslation();
  if (contract.status === 'cancelled') return null;
  const names = { product, employee: contract.employee };
  return (
    <Group gap={6} wrap="nowrap">
      {contract.status === 'pending' &&
        (contract.signed ? (
          <Button
            size="compact-sm"
            leftSection={<IconCheck size={14} aria-hidden />}
            aria-label={t('admin.actions.approveOf', names)}
            onClick={() => onAction('approve')}
            data-testid="admin-approve"
          >
            {t('admin.actions.approve')}
          </Button>
        ) : (
          <Text size="xs" c="dimmed" maw={140}>
            {t('admin.awaitingAcceptance')}
          </Text>
        ))}
      <Button
        size="compact-sm"
        variant="light"
        color="red"
        c="red.9"
        leftSection={<IconX size={14} aria-hidden />}
        aria-label={t('admin.actions.cancelOf', names)}
        onClick={() => onAction('cancel')}
        data-testid="admin-cancel"
      >
        {t('admin.actions.cancel')}
      </Button>
    </Group>
  );
}
