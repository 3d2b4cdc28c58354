import type { CategoryAlias, ProductLine } from '@flexplan/domain/catalogue-types';
import type { HomeProductStatus } from '@flexplan/domain/home/aggregate-status';
import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ContractedSummary, type ContractedBenefit } from './contracted-summary';
import { ProductTiles, type TileProduct } from './product-tiles';

interface ProductLineViewProps {
  line: ProductLine;
  products: (TileProduct & { PL: ProductLine })[];
  statuses: ReadonlyMap<CategoryAlias, HomeProductStatus>;
  contractsByCategory: ReadonlyMap<CategoryAlias, ContractedBenefit[]>;
  /** The line's bag (flexible for Exent, top for Top), composed by the page. */
  bag: ReactNode;
  /** The year switch, when there are two years to show. */
  yearSwitch?: ReactNode;
}

/**
 * /flexible and /other (docs/decisions/210-main-menu-tiles.md): the tax-advantage (Exent) or the
 * other (Top) products the employee has, with the line's bag, each tile saying what is
 * contracted and leading to its product page; "no products" when the line has none.
 */
export function ProductLineView({ line, products, statuses, contractsByCategory, bag, yearSwitch }: ProductLineViewProps) {
  const { t } = useTranslation();
  const isExent = line === 'Exent';
  const ofLine = products.filter((product) => product.PL === line);
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={1}>{isExent ? t('plan.flexible.title') : t('plan.other.title')}</Title>
          <Text c="dimmed" mt={4}>
            {isExent ? t('plan.flexible.intro') : t('plan.other.intro')}
          </Text>
        </div>
        {yearSwitch}
      </Group>
      {ofLine.length > 0 && bag}
      <ProductTiles
        products={ofLine}
        statuses={statuses}
        emptyText={t('plan.empty')}
        renderExtra={(product) => <ContractedSummary contracts={contractsByCategory.get(product.category.alias) ?? []} />}
      />
    </Stack>
  );
}
