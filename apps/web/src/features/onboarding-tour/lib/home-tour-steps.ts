import type { DriveStep } from 'driver.js';
import type { TFunction } from 'i18next';

/**
 * The places of the shell and home a step points at, marked `data-tour="…"` where they are drawn
 * (app/routes/home-page.tsx, app/shell/*): the tour knows their names, not their components.
 */
export type TourAnchor = 'bags' | 'products' | 'menu' | 'menu-button' | 'cart' | 'savings';

export const tourAnchor = (anchor: TourAnchor) => `[data-tour="${anchor}"]`;

type Side = 'top' | 'bottom' | 'left' | 'right';

/**
 * The tour of home: the bags, the products, where every product is in the menu, the
 * cart, and what the calculator says is saved. On a phone the menu is a drawer behind the burger,
 * so that step points at the button that opens it. A step whose place is not on the page (no
 * savings panel without a tax-advantaged product) is left out when its turn comes.
 *
 * The bags and the savings are the plan year's the home shows, which after the cut-off is next
 * year: the steps name it rather than say "this year".
 *
 * driver.js writes titles and texts as HTML: the person's name is escaped here, the rest is ours.
 */
export function homeTourSteps(t: TFunction, { firstName, isMobile, year }: { firstName: string; isMobile: boolean; year: number }): DriveStep[] {
  const step = (anchor: TourAnchor, title: string, description: string, side: Side): DriveStep => ({
    element: tourAnchor(anchor),
    popover: { title, description, side, align: 'start' },
  });
  // On a phone the tiles are one long column, taller than the screen: the first tile stands for them.
  const firstTile = () => document.querySelector(`${tourAnchor('products')} a`) ?? document.querySelector(tourAnchor('products')) ?? document.body;
  return [
    step('bags', t('tour.steps.bags.title', { name: firstName, interpolation: { escapeValue: true } }), t('tour.steps.bags.body', { year }), 'bottom'),
    { ...step('products', t('tour.steps.products.title'), t('tour.steps.products.body'), 'bottom'), ...(isMobile ? { element: firstTile } : {}) },
    isMobile
      ? step('menu-button', t('tour.steps.menu.title'), t('tour.steps.menu.bodyMobile'), 'bottom')
      : step('menu', t('tour.steps.menu.title'), t('tour.steps.menu.body'), 'right'),
    step('cart', t('tour.steps.cart.title'), t('tour.steps.cart.body'), 'bottom'),
    step('savings', t('tour.steps.savings.title'), t('tour.steps.savings.body', { year }), 'bottom'),
  ];
}
