import type { MenuIcon } from '@flexplan/domain/company/menu-items-api';
import { IconCoins, IconFileText, IconInfoCircle, IconLayoutGrid, IconReceiptTax, IconReportMoney, IconShoppingBag, type Icon } from '@tabler/icons-react';

/** docs/product/employee-portal.md §2 Main menu: the six tile icons, one per name the domain allows (menu-items-api.ts). Shared: the main menu and the Company section draw them. */
const icons: Record<MenuIcon, Icon> = {
  info: IconInfoCircle,
  documents: IconFileText,
  remuneration: IconCoins,
  other: IconShoppingBag,
  compensation: IconReportMoney,
  exemption: IconReceiptTax,
};

export function MenuTileIcon({ icon, size = 36 }: { icon: string; size?: number }) {
  const Component = icons[icon as MenuIcon] ?? IconLayoutGrid;
  return <Component size={size} stroke={1.6} aria-hidden />;
}
