import { Alert, Button, Checkbox, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../shared/api/notify-api-error';
import { pickLocalized } from '../../../shared/i18n/localized-text';
import { useEmployeeProducts, useSaveEmployeeProducts } from '../api/employee-products';

interface EmployeeProductsModalProps {
  target: { id: number; name: string } | null;
  onClose(): void;
}

/**
 * Which of the company's products one person may hire (docs/product/employee-portal.md §6): a product
 * switched off leaves their catalogue; what they already hired stays.
 */
export function EmployeeProductsModal({ target, onClose }: EmployeeProductsModalProps) {
  const { t, i18n } = useTranslation();
  const products = useEmployeeProducts(target?.id ?? null);
  const save = useSaveEmployeeProducts();
  const [enabled, setEnabled] = useState<string[]>([]);

  useEffect(() => {
    if (products.data) setEnabled(products.data.items.filter((p) => p.isEnabled).map((p) => String(p.id)));
  }, [products.data]);

  const handleSave = () => {
    if (!target) return;
    save.mutate(
      { id: target.id, body: { productIds: enabled.map(Number) } },
      {
        onSuccess: () => {
          notifySuccess(t('employees.products.saved'));
          onClose();
        },
      },
    );
  };

  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={t('employees.products.title', { name: target?.name ?? '' })}
      size="md"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {products.isPending ? (
        <Group justify="center" p="md">
          <Loader size="sm" aria-label={t('employees.products.loading')} />
        </Group>
      ) : products.isError ? (
        <Alert color="red" variant="light" role="alert">
          {t('employees.products.loadFailed')}
        </Alert>
      ) : (
        <Stack gap="md" data-testid="employee-products">
          <Text size="sm">{t('employees.products.help')}</Text>
          <Checkbox.Group value={enabled} onChange={setEnabled} label={t('employees.products.label')}>
            <Stack gap="xs" mt="xs">
              {products.data.items.map((product) => (
                <Checkbox
                  key={product.id}
                  value={String(product.id)}
                  label={pickLocalized(product.name, i18n.language)}
                  description={product.isEnabled && !product.isActiveForEmployee ? t('employees.products.offByEmployee') : undefined}
                  data-testid={`employee-product-${product.alias}`}
                />
              ))}
            </Stack>
          </Checkbox.Group>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('employees.form.cancel')}
            </Button>
            <Button onClick={handleSave} loading={save.isPending} data-testid="employee-products-save">
              {t('employees.form.save')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
