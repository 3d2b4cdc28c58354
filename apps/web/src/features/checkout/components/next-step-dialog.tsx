import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CartRow } from '../lib/cart-rows';
import type { NextStep } from '../lib/next-step';

interface NextStepDialogProps {
  step: NextStep | null;
  nameOf: (row: CartRow) => string;
  isRemoving: boolean;
  onClose: () => void;
  /** Removes the listed items (another collective, expired). */
  onRemove: (rows: CartRow[]) => void;
  /** Goes on with these rows: after "continue with the rest", or after the agreement. */
  onContinue: (step: NextStep) => void;
}

/** The items each message names: those blocking, those left out, or those needing an agreement. */
function listedRows(step: Exclude<NextStep, { kind: 'sign' }>): CartRow[] {
  if (step.kind === 'continueWithRest') return step.missing;
  if (step.kind === 'agreement') return step.top;
  return step.rows;
}

/** The messages and confirmations of "Next" (docs/product/cart-and-contracts.md §5 Next step, §8). */
export function NextStepDialog({ step, nameOf, isRemoving, onClose, onRemove, onContinue }: NextStepDialogProps) {
  const { t } = useTranslation();
  if (!step || step.kind === 'sign') return null;

  const listed = listedRows(step);

  const buttons = () => {
    switch (step.kind) {
      case 'notAllowed':
      case 'expired':
        return (
          <>
            <Button variant="default" onClick={onClose}>
              {t('checkout.next.close')}
            </Button>
            <Button color="red.9" loading={isRemoving} onClick={() => onRemove(step.rows)} data-testid="next-remove">
              {t('checkout.next.removeThem', { count: step.rows.length })}
            </Button>
          </>
        );
      case 'missingInfo':
        return <Button onClick={onClose}>{t('checkout.next.fillIn')}</Button>;
      case 'continueWithRest':
        return (
          <>
            <Button variant="default" onClick={onClose}>
              {t('checkout.next.fillIn')}
            </Button>
            <Button onClick={() => onContinue(step)} data-testid="next-continue">
              {t('checkout.next.continueRest')}
            </Button>
          </>
        );
      case 'agreement':
        return (
          <>
            <Button variant="default" onClick={onClose}>
              {t('checkout.next.cancel')}
            </Button>
            <Button onClick={() => onContinue(step)} data-testid="next-agree">
              {t('checkout.next.agree')}
            </Button>
          </>
        );
    }
  };

  return (
    <Modal opened onClose={onClose} title={t(`checkout.next.${step.kind}.title`)} closeButtonProps={{ 'aria-label': t('common.close') }}>
      <Stack gap="md" data-testid="next-dialog" data-kind={step.kind}>
        <Text>{t(`checkout.next.${step.kind}.message`)}</Text>
        <List spacing={4}>
          {listed.map((row) => (
            <List.Item key={row.item.id}>{nameOf(row)}</List.Item>
          ))}
        </List>
        <Group justify="flex-end" gap="sm">
          {buttons()}
        </Group>
      </Stack>
    </Modal>
  );
}
