import { Anchor, Paper, Stack, Text } from '@mantine/core';
import { IconShoppingCartOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The empty-cart message (docs/product/benefits-and-simulation.md §2, §8), with the way back to the simulation. */
export function EmptyCart() {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="xl" data-testid="cart-empty">
      <Stack align="center" gap="sm">
        <IconShoppingCartOff size={40} stroke={1.5} aria-hidden />
        <Text fw={600}>{t('checkout.empty.title')}</Text>
        <Text size="sm" c="dimmed" ta="center">
          {t('checkout.empty.message')}
        </Text>
        <Anchor component={Link} to="/home">
          {t('checkout.backToSimulation')}
        </Anchor>
      </Stack>
    </Paper>
  );
}
