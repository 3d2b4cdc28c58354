import { Button, Group, Text } from '@mantine/core';
import { IconChecks } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { notifySuccess, notifyWarning } from '../../../shared/api/notify-api-error';
import { useBulkApprove } from '../api/admin-contract-review';

interface BulkApproveBarProps {
  selected: ReadonlySet<number>;
  onDone: () => void;
}

/**
 * Approves the chosen contracts together; each is approved or not on its own, and those another
 * administrator moved first are named by count (docs/decisions/403-bulk-approval-reports-per-contract.md).
 */
export function BulkApproveBar({ selected, onDone }: BulkApproveBarProps) {
  const { t } = useTranslation();
  const approve = useBulkApprove();
  const count = selected.size;
  const handleApprove = () =>
    approve.mutate([...selected], {
      onSuccess: (result) => {
        const refused = result.outcomes.length - result.approved;
        notifySuccess(t('adminContractsReview.bulk.done', { count: result.approved }));
        if (refused > 0) notifyWarning(t('adminContractsReview.bulk.refused', { count: refused }));
        onDone();
      },
    });
  return (
    <Group gap="sm" data-testid="admin-bulk">
      <Text size="sm" c="dimmed">
        {t('adminContractsReview.bulk.selected', { count })}
      </Text>
      <Button
        size="compact-sm"
        leftSection={<IconChecks size={14} aria-hidden />}
        disabled={count === 0}
        loading={approve.isPending}
        onClick={handleApprove}
        data-testid="admin-bulk-approve"
      >
        {t('adminContractsReview.bulk.approve', { count })}
      </Button>
    </Group>
  );
}
