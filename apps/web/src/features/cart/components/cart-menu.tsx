import { ActionIcon, Indicator, Menu, Text } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

interface CartMenuProps {
  itemCount: number;
  className?: string;
}

/**
 * The header's cart dropdown (spec part 1 §2 Shell). The cart issue fills in the items (name,
 * final price, remove); for now it says how many there are and links to the checkout.
 */
export function CartMenu({ itemCount, className }: CartMenuProps) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" width={280} shadow="md" withinPortal>
      {/* The target is the button itself, so its aria-expanded sits on an element that allows it. */}
      <Indicator label={itemCount} size={16} disabled={itemCount === 0} offset={4}>
        <Menu.Target>
          <ActionIcon className={className} variant="subtle" size="lg" aria-label={t('cart.menu.label', { count: itemCount })}>
            <IconShoppingCart size={20} aria-hidden />
          </ActionIcon>
        </Menu.Target>
      </Indicator>
      <Menu.Dropdown>
        <Menu.Label>{t('cart.menu.title')}</Menu.Label>
        <Text size="sm" px="sm" py="xs">
          {itemCount === 0 ? t('cart.menu.empty') : t('cart.menu.count', { count: itemCount })}
        </Text>
        <Menu.Divider />
        <Menu.Item component={Link} to="/cart" leftSection={<IconShoppingCart size={16} aria-hidden />}>
          {t('cart.menu.checkout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
