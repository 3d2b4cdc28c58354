import { expect, locales, openLoggedIn, test } from '../fixtures';

const { es } = locales;

/** Small things of the shell a person trips on: the skip link, the phone's menu and Escape, where toasts show. */
test.describe('the shell’s details', () => {
  test('the first Tab reaches "skip to content", which moves the focus to the page', async ({ page, login }) => {
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 812 });
      await openLoggedIn(page, await login('acme', 'laura.martin@acme.test'), '/home');
      await expect(page.getByRole('heading', { level: 1, name: es.home.title })).toBeVisible();
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: es.shell.skipToContent });
      await expect(skip).toBeFocused();
      await expect(skip).toBeInViewport();
      await page.screenshot({ path: `test-results/skip-link-${width}.png` });
      await page.keyboard.press('Enter');
      await expect(page.locator('main')).toBeFocused();
      // Out of sight again once it has served.
      await expect(skip).not.toBeInViewport();
    }
  });

  test('the phone’s menu closes on Escape and gives the focus back to its button', async ({ page, login }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await openLoggedIn(page, await login('acme', 'laura.martin@acme.test'), '/home');
    const burger = page.getByRole('button', { name: es.shell.openMenu });
    await burger.click();
    const menu = page.getByTestId('menu-scroll');
    await expect(menu).toBeInViewport();
    await page.screenshot({ path: 'test-results/mobile-menu-open-375.png' });
    await menu.getByRole('link').first().focus();
    await page.keyboard.press('Escape');
    await expect(menu).not.toBeInViewport();
    await expect(page.getByRole('button', { name: es.shell.openMenu })).toBeFocused();
  });

  test('a toast on a phone covers neither the header nor a dialog’s title', async ({ page, employee }) => {
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 812 });
      await openLoggedIn(page, employee, '/profile');
      await page.getByRole('form', { name: es.profile.user.title }).getByRole('button', { name: es.profile.user.submit }).click();
      const toast = page.locator('.mantine-Notification-root').filter({ hasText: es.profile.user.updated });
      await expect(toast).toBeVisible();
      const header = await page.locator('.mantine-AppShell-header').boundingBox();
      const box = await toast.boundingBox();
      // On a phone at the bottom, clear of the header (and of a dialog's title, at the top); wider,
      // top right as docs/product/employee-portal.md §8 says.
      if (width === 375) {
        expect(box!.y).toBeGreaterThan(812 / 2);
        expect(box!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
      }
      await page.screenshot({ path: `test-results/toast-${width}.png` });
      await toast.getByRole('button').click();
      await expect(toast).toBeHidden();
    }
  });
});
