import { Alert, Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { notifySuccess } from '../../../shared/api/notify-api-error';
import type { Beneficiary } from '../api/get-checkout-context';
import type { CartRow } from '../lib/cart-rows';
import { FormationInfoForm } from './formation-info-form';
import { KindergartenInfoForm } from './kindergarten-info-form';
import { QuestionnaireForm } from './questionnaire-form';

interface EditInfoModalProps {
  row: CartRow | null;
  name: string;
  family: readonly Beneficiary[];
  onClose: () => void;
}

/**
 * The cart item's edit modal (docs/product/benefits-and-simulation.md §2): completes its additional information with the
 * form its category or product asks for. A zero price gives the zero message and no form.
 */
export default function EditInfoModal({ row, name, family, onClose }: EditInfoModalProps) {
  const { t } = useTranslation();
  const handleSaved = () => {
    notifySuccess(t('checkout.edit.saved'));
    onClose();
  };

  const body = () => {
    if (!row) return null;
    const props = { item: row.item, onSaved: handleSaved, onCancel: onClose };
    if (row.item.price === 0) {
      return (
        <Alert color="red" variant="light" role="alert" data-testid="zero-price">
          {t('errors.ZERO_PRICE')}
        </Alert>
      );
    }
    if (row.infoForm === 'formation') return <FormationInfoForm {...props} />;
    if (row.infoForm === 'kindergarten') return <KindergartenInfoForm {...props} family={family} />;
    if (row.infoForm === 'questionnaire' && row.benefit) return <QuestionnaireForm {...props} benefit={row.benefit} family={family} />;
    return (
      <Stack gap="md">
        <Text>{t('checkout.edit.nothingToFill')}</Text>
        <Group justify="flex-end" gap="sm">
          <Anchor component={Link} to={`/products/${row.item.product}`}>
            {t('checkout.edit.changeAmounts')}
          </Anchor>
          <Button variant="default" onClick={onClose}>
            {t('checkout.edit.close')}
          </Button>
        </Group>
      </Stack>
    );
  };

  return (
    <Modal opened={row !== null} onClose={onClose} title={t('checkout.edit.title', { name })} size="lg" closeButtonProps={{ 'aria-label': t('common.close') }}>
      {/* A new item starts a fresh form. */}
      <div key={row?.item.id}>{body()}</div>
    </Modal>
  );
}
