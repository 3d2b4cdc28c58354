import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { needsReason, REVIEW_REASON_MAX } from '@flexplan/domain/contracts/admin-review-actions';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/api-error';
import { describeApiError } from '../../../shared/api/describe-api-error';
import { notifySuccess } from '../../../shared/api/notify-api-error';
import { useAdminAction, type AdminAction } from '../api/admin-contracts';

interface ConfirmActionModalProps {
  target: { id: number; action: AdminAction; product: string; employee: string } | null;
  onClose: () => void;
  onDone?: () => void;
}

/**
 * Approve, reject and cancel ask first: each changes what the employee is paid. Rejecting and
 * cancelling ask the reason the employee is e-mailed (packages/domain/src/contracts/admin-review-actions.ts).
 */
export function ConfirmActionModal({ target, onClose, onDone }: ConfirmActionModalProps) {
  const { t } = useTranslation();
  const act = useAdminAction();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const isReasonAsked = target !== null && needsReason(target.action);
  const handleClose = () => {
    setReason('');
    setReasonError(null);
    setFailure(null);
    onClose();
  };
  const handleConfirm = () => {
    if (!target) return;
    if (isReasonAsked && reason.trim() === '') {
      setReasonError(t('validation.required'));
      return;
    }
    setFailure(null);
    act.mutate(
      { id: target.id, action: target.action, reason: reason.trim() },
      {
        onSuccess: () => {
          notifySuccess(t(`adminContractsReview.done.${target.action}`));
          onDone?.();
          handleClose();
        },
        onError: (error) => {
          const field = isApiError(error) ? error.fields?.['reason'] : undefined;
          if (field) setReasonError(t(field, { max: REVIEW_REASON_MAX }));
          else setFailure(describeApiError(error));
        },
      },
    );
  };
  return (
    <Modal
      opened={target !== null}
      onClose={handleClose}
      title={target ? t(`adminContractsReview.confirm.${target.action}Title`) : ''}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {target && (
        <Stack gap="md" data-testid="admin-confirm">
          <Text>{t(`adminContractsReview.confirm.${target.action}Message`, { product: target.product, employee: target.employee })}</Text>
          {isReasonAsked && (
            <Textarea
              label={t('adminContractsReview.reason.label')}
              description={t('adminContractsReview.reason.description')}
              value={reason}
              onChange={(event) => {
                setReason(event.currentTarget.value);
                setReasonError(null);
              }}
              error={reasonError}
              maxLength={REVIEW_REASON_MAX}
              autosize
              minRows={3}
              required
              data-testid="admin-reason"
            />
          )}
          {failure && (
            <Text c="red.9" size="sm" role="alert">
              {failure}
            </Text>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={handleClose} disabled={act.isPending}>
              {t('admin.confirm.back')}
            </Button>
            <Button
              color={target.action === 'approve' ? undefined : 'red.9'}
              loading={act.isPending}
              onClick={handleConfirm}
              data-testid="admin-confirm-button"
            >
              {t(`adminContractsReview.actions.${target.action}`)}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
