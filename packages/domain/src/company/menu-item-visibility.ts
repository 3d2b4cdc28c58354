/**
 * Which main-menu tiles employees do not see (docs/product/employee-portal.md §2 Shell: compensation is left out when
 * the company hides it). One rule for GET /api/menu, which drops the tile, and the administrator's
 * tile list, which shows it with the reason. The route table closes the same page
 * (route-table.ts, `reachablePaths`), so a tile it would hide could only lead to a redirect.
 */
export const menuItemHiddenReasons = ['compensationHidden'] as const;
export type MenuItemHiddenReason = (typeof menuItemHiddenReasons)[number];

/** The company settings that hide tiles. */
export interface MenuVisibilitySettings {
  hideCompensation: boolean;
}

/** A portal link's page: no query or fragment, no trailing slash (as the router reads it); null for an https:// link. */
function pageOf(link: string): string | null {
  if (!link.startsWith('/')) return null;
  const path = link.split(/[?#]/, 1)[0]!.replace(/\/+$/, '');
  return path === '' ? '/' : path;
}

/** Why employees do not see a tile, or null when they do. */
export function menuItemHiddenReason(link: string, settings: MenuVisibilitySettings): MenuItemHiddenReason | null {
  if (settings.hideCompensation && pageOf(link) === '/compensation') return 'compensationHidden';
  return null;
}
