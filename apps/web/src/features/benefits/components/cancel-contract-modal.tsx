import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface CancelContractModalProps {
  opened: boolean;
  /** The benefit's name in the person's language. */
  name: string;
  isCancelling: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** A contracted benefit updated to price zero: cancel it? (docs/product/cart-and-contracts.md §4). */
export function CancelContractModal({ opened, name, isCancelling, onConfirm, onClose }: CancelContractModalProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('benefits.cancelContract.title')} closeButtonProps={{ 'aria-label': t('common.close') }}>
      <Stack gap="md" data-testid="cancel-contract">
        <Text>{t('benefits.cancelContract.message', { name })}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={isCancelling}>
            {t('benefits.cancelContract.back')}
          </Button>
          <Button color="red.9" loading={isCancelling} onClick={onConfirm} data-testid="cancel-contract-confirm">
            {t('benefits.cancelContract.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
