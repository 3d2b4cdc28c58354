import { useState } from 'react';
import { Stack, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { pickLocalized } from '../../../shared/i18n/localized-text';
import type { ProfileProduct } from '../api/get-profile';
import { useSwitchProduct } from '../api/switch-product';
import { FormSection } from './form-section';

/**
 * One product's switch. It follows the click at once from its own state: the profile cache it is
 * drawn from notifies a tick later, and until then React would put the box back. It follows the
 * cache again whenever the cache changes (the server's answer, or a refusal put back).
 */
function ProductSwitch({ product, isLocked }: { product: ProfileProduct; isLocked: boolean }) {
  const { i18n } = useTranslation();
  const switchProduct = useSwitchProduct();
  const [checked, setChecked] = useState(product.isActive);
  const [cached, setCached] = useState(product.isActive);
  if (cached !== product.isActive) {
    setCached(product.isActive);
    setChecked(product.isActive);
  }
  return (
    <Switch
      name={`product-${product.category.alias}`}
      label={pickLocalized(product.name, i18n.language)}
      checked={checked}
      disabled={isLocked}
      onChange={(event) => {
        const isActive = event.currentTarget.checked;
        setChecked(isActive);
        switchProduct({ productId: product.id, isActive });
      }}
      data-testid="product-switch"
    />
  );
}

function ProductGroup({ title, products, isLocked }: { title: string; products: ProfileProduct[]; isLocked: boolean }) {
  if (products.length === 0) return null;
  return (
    <Stack gap="xs" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
      <Text component="legend" fw={600} size="sm" mb={4}>
        {title}
      </Text>
      {products.map((product) => (
        <ProductSwitch key={product.id} product={product} isLocked={isLocked} />
      ))}
    </Stack>
  );
}

/**
 * The products the company enabled for the user, each with a switch (docs/product/employee-portal.md §6): a product
 * switched off leaves the menu.
 */
export function ProductSwitches({ products, isLocked }: { products: ProfileProduct[]; isLocked: boolean }) {
  const { t } = useTranslation();
  return (
    <FormSection title={t('profile.products.title')} description={isLocked ? t('profile.restricted') : t('profile.products.intro')}>
      {products.length === 0 ? (
        <Text size="sm" data-testid="products-empty">
          {t('profile.products.empty')}
        </Text>
      ) : (
        <>
          <ProductGroup title={t('profile.products.exent')} products={products.filter((p) => p.PL === 'Exent')} isLocked={isLocked} />
          <ProductGroup title={t('profile.products.top')} products={products.filter((p) => p.PL === 'Top')} isLocked={isLocked} />
        </>
      )}
    </FormSection>
  );
}
