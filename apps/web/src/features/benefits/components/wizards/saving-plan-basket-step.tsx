import type { Benefit } from '@flexplan/domain/catalogue-types';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { pickLocalized } from '../../../../shared/i18n/localized-text';

interface SavingPlanBasketStepProps {
  /** In the page's order: Prudent → Very Decisive. */
  baskets: Benefit[];
  /** With baskets from several providers each card names its provider. */
  showsProvider: boolean;
  onChoose: (benefitId: number) => void;
}

/** The saving plan's first step (docs/product/benefits-and-simulation.md §2 Saving plan page): choosing a basket advances. */
export function SavingPlanBasketStep({ baskets, showsProvider, onChoose }: SavingPlanBasketStepProps) {
  const { t, i18n } = useTranslation();
  return (
    <Stack gap="sm">
      <Text fw={600}>{t('wizards.saving.chooseBasket')}</Text>
      {baskets.map((b) => {
        const name = pickLocalized(b.name, i18n.language);
        return (
          <Paper key={b.id} withBorder p="sm" radius="md" data-testid="saving-basket">
            <Group justify="space-between" wrap="wrap">
              <div style={{ minWidth: 0, flex: 1 }}>
                <Text fw={600}>{name}</Text>
                {showsProvider && b.provider && (
                  <Text size="xs" c="dimmed" data-testid="saving-basket-provider">
                    {b.provider.name}
                  </Text>
                )}
                <Text size="sm">{pickLocalized(b.description, i18n.language)}</Text>
              </div>
              <Button size="sm" onClick={() => onChoose(b.id)} aria-label={`${t('wizards.choose')}: ${name}`}>
                {t('wizards.choose')}
              </Button>
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
