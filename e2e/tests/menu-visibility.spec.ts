import { expect, LAURA, locales, openLoggedIn, test } from '../fixtures';

const { es } = locales;

/**
 * At 1280 × 720 the menu's product links overflowed a scroll area whose
 * scrollbar only showed on hover, and the phone's drawer the same: a person never learnt that
 * life insurance, the saving plan, the gym or the lottery existed. The scrollbar now shows
 * whenever the menu overflows, and every product is reached by scrolling it.
 */
for (const viewport of [
  { width: 1280, height: 720 },
  { width: 375, height: 720 },
]) {
  test(`every product of the menu can be found at ${viewport.width} × ${viewport.height}`, async ({ page, login }) => {
    await page.setViewportSize(viewport);
    await openLoggedIn(page, await login('acme', LAURA), '/home');
    await expect(page.getByRole('heading', { level: 1, name: es.home.title })).toBeVisible();
    if (viewport.width < 768) await page.getByRole('button', { name: es.shell.openMenu }).click();
    const menu = page.getByTestId('menu-scroll');
    const links = menu.getByTestId('product-menu-link');
    await expect(links).toHaveCount(12);
    // The menu overflows its box: the scrollbar is there without hovering, telling there is more.
    const overflows = await menu.locator('.mantine-ScrollArea-viewport').evaluate((el) => el.scrollHeight > el.clientHeight);
    expect(overflows).toBe(true);
    await expect(menu.locator('.mantine-ScrollArea-scrollbar[data-orientation="vertical"]')).toBeVisible();
    await page.screenshot({ path: `test-results/menu-${viewport.width}.png` });
    for (const link of await links.all()) {
      await link.scrollIntoViewIfNeeded();
      await expect(link).toBeInViewport();
    }
  });
}
