import { Stack, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { pickLocalized } from '../../../shared/i18n/localized-text';
import { type ProfileProduct } from '../api/get-profile';
import { useSwitchProduct } from '../api/switch-product';
import { FormSection } from './form-section';

function ProductGroup({ title, products, isLocked }: { title: string; products: ProfileProduct[]; isLocked: boolean }) {
  const { i18n } = useTranslation();
  const switchProduct = useSwitchProduct();
  if (products.length === 0) return null;
  return (
    <Stack gap="xs" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
      <Text component="legend" fw={600} size="sm" mb={4}>
        {title}
      </Text>
      {products.map((product) => (
        <Switch
          key={product.id}
          name={`product-${product.category.alias}`}
          label={pickLocalized(product.name, i18n.language)}
          checked={product.isActive}
          disabled={isLocked}
          onChange={(event) => switchProduct({ productId: product.id, isActive: event.currentTarget.checked })}
          data-testid="product-switch"
        />
      ))}
    </Stack>
  );
}

/**
 * The products the company enabled for the user, each with a switch (spec part 1 §6): a product
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
