import { isReachable, type RouteContext } from '@flexplan/domain';
import { Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useUserProducts, type UserProduct } from '../../features/benefits/api/get-user-plan';
import { CategoryIcon } from '../../features/plan/components/category-icon';
import { pickLocalized } from '../../shared/i18n/localized-text';
import classes from './shell.module.css';

function ProductGroup({ label, products }: { label: string; products: UserProduct[] }) {
  const { i18n } = useTranslation();
  const labelId = useId();
  if (products.length === 0) return null;
  return (
    <div>
      <Text id={labelId} size="xs" fw={700} tt="uppercase" px="sm" pb={4} c="var(--fp-color-bar-text)" style={{ letterSpacing: '0.04em' }}>
        {label}
      </Text>
      <Stack gap={2} component="ul" aria-labelledby={labelId} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {products.map((product) => {
          return (
            <li key={product.id}>
              <NavLink to={`/products/${product.category.alias}`} className={classes.navLink} data-testid="product-menu-link">
                <CategoryIcon alias={product.category.alias} size={20} />
                <span>{pickLocalized(product.category.name, i18n.language)}</span>
              </NavLink>
            </li>
          );
        })}
      </Stack>
    </div>
  );
}

/**
 * One /products/{category alias} link per active product category the user has, split into
 * tax-advantage products (Exent) and other products (Top) — docs/product/employee-portal.md §2 Shell. None while the
 * session may not open a product page (a restricted profile): the route table decides.
 */
export function ProductMenuLinks({ routeContext }: { routeContext: RouteContext }) {
  const { t } = useTranslation();
  // Any product path stands for them all: the route table has one rule for /products/{alias}.
  const isShown = isReachable('/products/any', routeContext);
  const { data = [] } = useUserProducts({ enabled: isShown });
  const products = isShown ? data : [];
  return (
    <>
      <ProductGroup label={t('benefits.menu.exent')} products={products.filter((p) => p.PL === 'Exent')} />
      <ProductGroup label={t('benefits.menu.top')} products={products.filter((p) => p.PL === 'Top')} />
    </>
  );
}
