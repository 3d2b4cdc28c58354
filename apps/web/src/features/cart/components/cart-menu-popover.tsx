import { formatMoney } from '@flexplan/domain';
import { ActionIcon, Button, Group, Indicator, Popover, ScrollArea, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconShoppingCart, IconTrash } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { notifySuccess } from '../../../shared/api/notify-api-error';
import { pickLocalized } from '../../../shared/i18n/localized-text';
import { ListSkeleton } from '../../../shared/ui/list-skeleton';
import { useCart, type CartItem } from '../api/get-cart';
import { useRemoveCartItem } from '../api/remove-cart-item';
import { CartMenuButton } from './cart-menu-button';

interface CartMenuPopoverProps {
  /** The count the shell already knows, shown until the items are read. */
  itemCount: number;
  className?: string;
  /** Open from the start: the button was pressed while this code was on its way (cart-menu.tsx). */
  isInitiallyOpened: boolean;
}

function CartMenuItem({ item }: { item: CartItem }) {
  const { t, i18n } = useTranslation();
  const remove = useRemoveCartItem();
  const name = pickLocalized(item.benefitName, i18n.language) || item.productCategory;
  return (
    <Group component="li" justify="space-between" gap="xs" wrap="nowrap" py={6} data-testid="cart-menu-item">
      <div style={{ minWidth: 0 }}>
        <Text size="sm" fw={600} truncate>
          {name}
        </Text>
        <Text size="xs" c="dimmed">
          {t('cart.menu.finalPrice', { price: formatMoney(item.finalPrice, i18n.language) })}
        </Text>
      </div>
      <ActionIcon
        variant="subtle"
        color="red.9"
        loading={remove.isPending}
        aria-label={t('cart.menu.remove', { name })}
        onClick={() => remove.mutate(item.id, { onSuccess: () => notifySuccess(t('cart.menu.removed')) })}
      >
        <IconTrash size={18} aria-hidden />
      </ActionIcon>
    </Group>
  );
}

/**
 * The header's cart dropdown (docs/product/employee-portal.md §2 Shell, docs/product/cart-and-contracts.md §2 Cart): each item with its name, its
 * final price a year and a remove button, and the checkout link to /cart.
 */
export default function CartMenuPopover({ itemCount, className, isInitiallyOpened }: CartMenuPopoverProps) {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(isInitiallyOpened);
  const { data: items } = useCart();
  const count = items?.length ?? itemCount;
  const titleId = useId();
  return (
    <Popover opened={opened} onChange={(isOpen) => !isOpen && close()} position="bottom-end" width={320} shadow="md" withinPortal trapFocus returnFocus>
      {/* The target is the button itself, so its aria-expanded sits on an element that allows it. */}
      <Indicator label={count} size={16} disabled={count === 0} offset={4}>
        <Popover.Target>
          <CartMenuButton className={className} count={count} onClick={toggle} />
        </Popover.Target>
      </Indicator>
      <Popover.Dropdown role="dialog" aria-labelledby={titleId} data-testid="cart-menu">
        <Stack gap="xs">
          <Text id={titleId} size="sm" fw={700}>
            {t('cart.menu.title')}
          </Text>
          {/* The shell knows how many items there are before they are read: never "empty" meanwhile. */}
          {!items && itemCount > 0 ? (
            <ListSkeleton label={t('states.loading.cart')} rows={Math.min(itemCount, 3)} columns={1} isPlain testId="cart-menu-skeleton" />
          ) : !items || items.length === 0 ? (
            <Text size="sm" data-testid="cart-menu-empty">
              {t('cart.menu.empty')}
            </Text>
          ) : (
            <ScrollArea.Autosize mah={320} type="auto">
              <Stack component="ul" gap={0} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                {items.map((item) => (
                  <CartMenuItem key={item.id} item={item} />
                ))}
              </Stack>
            </ScrollArea.Autosize>
          )}
          <Button component={Link} to="/cart" onClick={close} leftSection={<IconShoppingCart size={16} aria-hidden />} fullWidth>
            {t('cart.menu.checkout')}
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
