import { Paper, Stack, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface SituationPanelProps {
  year: number;
  bags: ReactNode;
  /** The product tiles (the plan feature's), composed by the page. */
  products: ReactNode;
}

/** The current-situation panel (docs/product/employee-portal.md §2 Home): the bags, then the product tiles. */
export function SituationPanel({ year, bags, products }: SituationPanelProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const productsTitleId = useId();
  return (
    <Paper component="section" aria-labelledby={titleId} withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
      <Stack gap="md">
        <Title id={titleId} order={2} size="h3">
          {t('home.situation.title', { year })}
        </Title>
        {bags}
        <Title id={productsTitleId} order={3} size="h4">
          {t('home.situation.products')}
        </Title>
        <div aria-labelledby={productsTitleId} role="group">
          {products}
        </div>
      </Stack>
    </Paper>
  );
}
