import type { CategoryAlias } from '@flexplan/domain/catalogue-types';
import type { HomeProductStatus } from '@flexplan/domain/home/aggregate-status';
import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pickLocalized, type LocalizedText } from '../../../shared/i18n/localized-text';
import { CategoryIcon } from './category-icon';
import { ProductStatusBadge } from './product-status-badge';
import classes from './product-tiles.module.css';

export interface TileProduct {
  id: number;
  category: { alias: CategoryAlias; name: LocalizedText };
}

interface ProductTilesProps {
  products: TileProduct[];
  statuses: ReadonlyMap<CategoryAlias, HomeProductStatus>;
  /** More about one product under its name (what is contracted, on /flexible and /other). */
  renderExtra?: (product: TileProduct) => ReactNode;
  emptyText: string;
}

/**
 * One tile per product, leading to /products/{alias}, with its aggregate status label (spec
 * docs/product/employee-portal.md §2 Home); rows instead of tiles at 768 px or narrower.
 */
export function ProductTiles({ products, statuses, renderExtra, emptyText }: ProductTilesProps) {
  const { i18n } = useTranslation();
  if (products.length === 0)
    return (
      <Text c="dimmed" data-testid="products-empty">
        {emptyText}
      </Text>
    );
  return (
    <ul className={classes.grid}>
      {products.map((product) => {
        const alias = product.category.alias;
        return (
          <li key={product.id}>
            <Link to={`/products/${alias}`} className={classes.tile} data-testid="product-tile" data-alias={alias}>
              <span className={classes.icon}>
                <CategoryIcon alias={alias} />
              </span>
              <span className={classes.name}>{pickLocalized(product.category.name, i18n.language)}</span>
              <span className={classes.status}>
                <ProductStatusBadge status={statuses.get(alias) ?? 'non-simulated'} />
              </span>
              {renderExtra && <span className={classes.extra}>{renderExtra(product)}</span>}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
