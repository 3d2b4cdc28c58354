import { Button, Group, Text } from '@mantine/core';
import { canAdminReview } from '@flexplan/domain/contracts/admin-review-actions';
import { IconBan, IconCheck, IconEye, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AdminAction, AdminContract } from '../api/admin-contracts';

interface AdminRowActionsProps {
  contract: AdminContract;
  product: string;
  onAction: (action: AdminAction) => void;
  onReview: () => void;
}

/**
 * Review (what the contract carries) always; approve once the employee accepted the link, reject
 * while under review, cancel while under review or in force: the moves the server allows
 * (canAdminReview; CONTRACT_STATE otherwise).
 */
export function AdminRowActions({ contract, product, onAction, onReview }: AdminRowActionsProps) {
  const { t } = useTranslation();
  const names = { product, employee: contract.employee };
  return (
    <Group gap={6} wrap="wrap">
      <Button
        size="compact-sm"
        variant="default"
        leftSection={<IconEye size={14} aria-hidden />}
        aria-label={t('adminContractsReview.actions.reviewOf', names)}
        onClick={onReview}
        data-testid="admin-review"
      >
        {t('adminContractsReview.actions.review')}
      </Button>
      {canAdminReview('approve', contract) && (
        <Button
          size="compact-sm"
          leftSection={<IconCheck size={14} aria-hidden />}
          aria-label={t('admin.actions.approveOf', names)}
          onClick={() => onAction('approve')}
          data-testid="admin-approve"
        >
          {t('admin.actions.approve')}
        </Button>
      )}
      {contract.status === 'pending' && !contract.signed && (
        <Text size="xs" c="dimmed" maw={140}>
          {t('admin.awaitingAcceptance')}
        </Text>
      )}
      {canAdminReview('reject', contract) && (
        <Button
          size="compact-sm"
          variant="light"
          color="red"
          c="red.9"
          leftSection={<IconBan size={14} aria-hidden />}
          aria-label={t('adminContractsReview.actions.rejectOf', names)}
          onClick={() => onAction('reject')}
          data-testid="admin-reject"
        >
          {t('adminContractsReview.actions.reject')}
        </Button>
      )}
      {canAdminReview('cancel', contract) && (
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
      )}
    </Group>
  );
}
