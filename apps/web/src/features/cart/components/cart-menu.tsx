import { Indicator } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useCart } from '../api/get-cart';
import { useSettledOrPressed } from '../../../shared/ui/use-is-page-settled';
import { CartMenuButton } from './cart-menu-button';

// The dropdown (Popover, Floating UI, focus trap, scroll area: ~25 kB gzip) is on every logged-in
// page's header but opened on few: it comes in a chunk of its own, fetched once the page has
// settled or the button is pressed, not in the way of the page's own content. Until
// then the same button stands in its place.
const loadPopover = () => import('./cart-menu-popover');
const CartMenuPopover = lazy(loadPopover);

interface CartMenuProps {
  /** The count the shell already knows, shown until the items are read. */
  itemCount: number;
  className?: string;
}

/** The header's cart dropdown (docs/product/employee-portal.md §2 Shell, docs/product/cart-and-contracts.md §2 Cart); see cart-menu-popover.tsx. */
export function CartMenu({ itemCount, className }: CartMenuProps) {
  const { data: items } = useCart();
  const count = items?.length ?? itemCount;
  const dropdown = useSettledOrPressed(loadPopover);
  const standIn = (
    <Indicator label={count} size={16} disabled={count === 0} offset={4}>
      <CartMenuButton className={className} count={count} onClick={dropdown.press} />
    </Indicator>
  );
  if (!dropdown.isWanted) return standIn;
  return (
    <Suspense fallback={standIn}>
      <CartMenuPopover itemCount={itemCount} className={className} isInitiallyOpened={dropdown.isPressed} />
    </Suspense>
  );
}
