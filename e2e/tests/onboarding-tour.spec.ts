import type { Page } from '@playwright/test';
import { acceptCookies, expect, LAURA, locales, seriousViolations, test, type Employee } from '../fixtures';
import { companyUrl } from '../e2e-env';

const { es } = locales;
const shot = (name: string, width: number) => `test-results/issue-15-tour/${name}-${width}.png`;

// A copy of laura whose first-login tour of home is still ahead of her (every other scenario's is done).
test.use({ employeeLike: { like: LAURA, onboardingTourDone: false } });

const tour = (page: Page) => page.locator('.driver-popover[role="dialog"]');
const progress = (current: number, total: number) => es.tour.progress.replace('{{current}}', String(current)).replace('{{total}}', String(total));

/**
 * Presses `key` until the tour shows `text`: driver.js ignores the arrows while it moves from one
 * step to the next (400 ms), as a person pressing again would find.
 */
async function pressUntil(page: Page, key: string, text: string): Promise<void> {
  await expect(async () => {
    await page.keyboard.press(key);
    await expect(tour(page)).toContainText(text, { timeout: 600 });
  }).toPass({ timeout: 10_000 });
}

/** Lets driver.js finish moving to a step (its 400 ms transition) before a measure or a screenshot. */
async function settle(page: Page): Promise<void> {
  await page.waitForTimeout(600);
}

/** Logs in through the login form, as the person does on their first visit; lands on /home. */
async function logInThroughTheForm(page: Page, employee: Employee): Promise<void> {
  await page.goto(companyUrl(employee.company, '/login'));
  await acceptCookies(page);
  await page.locator('input[name="email"]').fill(employee.email);
  await page.locator('input[name="password"]').fill('Flexible2026');
  await page.getByRole('button', { name: es.auth.login.submit }).click();
  await expect(page).toHaveURL(/\/home$/);
}

/** The home with its figures, and time for a tour that would start to have started. */
async function expectHomeWithoutTour(page: Page): Promise<void> {
  await expect(page.getByTestId('bag-flexible')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1_000);
  await expect(tour(page)).toHaveCount(0);
}

test.describe('the first-login tour of home', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('shows on the first login, is driven by the keyboard, and once skipped never shows again', async ({ page, employee }) => {
    expect((await employee.get<{ isOnboardingTourDone: boolean }>('/profile')).body.isOnboardingTourDone).toBe(false);
    await logInThroughTheForm(page, employee);

    // Over the home once it has rendered: the bags first, the focus on Next.
    await expect(tour(page)).toBeVisible();
    await expect(tour(page).getByRole('heading', { name: es.tour.steps.bags.title.replace('{{name}}', 'Laura') })).toBeVisible();
    await expect(page.getByTestId('bag-flexible')).toBeVisible();
    await expect(tour(page)).toContainText(progress(1, 5));
    await expect(tour(page).getByRole('button', { name: es.tour.next })).toBeFocused();
    await expect(tour(page).getByRole('button', { name: es.tour.back })).toBeDisabled();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: shot('1-bags', 1280) });

    // Enter on the focused Next, then the arrows.
    await page.keyboard.press('Enter');
    await expect(tour(page)).toContainText(es.tour.steps.products.title);
    await expect(tour(page)).toContainText(progress(2, 5));
    await settle(page);
    await page.screenshot({ path: shot('2-products', 1280) });
    await pressUntil(page, 'ArrowRight', es.tour.steps.menu.body);
    await expect(page.getByTestId('menu-scroll')).toHaveClass(/driver-active-element/);
    await settle(page);
    await page.screenshot({ path: shot('3-menu', 1280) });
    await pressUntil(page, 'ArrowLeft', es.tour.steps.products.title);

    // Tab stays in the tour: Skip, Back, Next and round again.
    const skip = tour(page).getByRole('button', { name: es.tour.skip });
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.closest('.driver-popover') !== null)).toBe(true);
    }
    await expect(skip).toBeVisible();
    await pressUntil(page, 'ArrowRight', es.tour.steps.menu.body);
    await pressUntil(page, 'ArrowRight', es.tour.steps.cart.title);
    expect(await seriousViolations(page)).toEqual([]);
    await settle(page);
    await page.screenshot({ path: shot('4-cart', 1280) });

    // Escape skips: remembered on the account at once.
    await page.keyboard.press('Escape');
    await expect(tour(page)).toHaveCount(0);
    await expect.poll(async () => (await employee.get<{ isOnboardingTourDone: boolean }>('/profile')).body.isOnboardingTourDone).toBe(true);

    await page.reload();
    await expectHomeWithoutTour(page);

    // Another login (another browser, say): the account remembers it.
    await page.evaluate(() => window.localStorage.clear());
    await page.context().clearCookies();
    await logInThroughTheForm(page, employee);
    await expectHomeWithoutTour(page);
  });

  test('the Skip button ends it as Escape does', async ({ page, employee }) => {
    await logInThroughTheForm(page, employee);
    await expect(tour(page)).toBeVisible();
    await tour(page).getByRole('button', { name: es.tour.skip }).click();
    await expect(tour(page)).toHaveCount(0);
    await expect.poll(async () => (await employee.get<{ isOnboardingTourDone: boolean }>('/profile')).body.isOnboardingTourDone).toBe(true);
    // The page is usable again: the cart opens.
    await page.getByRole('button', { name: es.cart.menu.label.replace('{{count}}', '0') }).click();
    await expect(page.getByTestId('cart-menu')).toBeVisible();
  });
});

test.describe('the first-login tour on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('fits the screen, points at the menu button, and finishes with Done', async ({ page, employee }) => {
    await logInThroughTheForm(page, employee);
    const steps = [
      { name: '1-bags', title: es.tour.steps.bags.title.replace('{{name}}', 'Laura'), target: '[data-tour="bags"]' },
      // The tiles are one long column on a phone: the first one stands for them.
      { name: '2-products', title: es.tour.steps.products.title, target: '[data-tour="products"] a >> nth=0' },
      { name: '3-menu', title: es.tour.steps.menu.title, target: '[data-tour="menu-button"]' },
      { name: '4-cart', title: es.tour.steps.cart.title, target: '[data-tour="cart"]' },
      { name: '5-savings', title: es.tour.steps.savings.title, target: '[data-tour="savings"]' },
    ];
    for (const [index, step] of steps.entries()) {
      await expect(tour(page).getByRole('heading', { name: step.title })).toBeVisible();
      await expect(tour(page)).toContainText(progress(index + 1, steps.length));
      await expect(page.locator(step.target)).toHaveClass(/driver-active-element/);
      await settle(page);
      // What the step speaks of is in sight, not under the popover nor the header.
      const target = (await page.locator(step.target).boundingBox())!;
      const popover = (await tour(page).boundingBox())!;
      expect(target.y + Math.min(target.height, 80)).toBeLessThanOrEqual(popover.y);
      if (step.target.includes('menu-button')) await expect(tour(page)).toContainText(es.tour.steps.menu.bodyMobile);
      // Whole on the screen: nothing to scroll sideways to read or to reach a button.
      const box = (await tour(page).boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(375);
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height).toBeLessThanOrEqual(812);
      if (index === 0) expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: shot(step.name, 375) });
      const isLast = index === steps.length - 1;
      await tour(page)
        .getByRole('button', { name: isLast ? es.tour.done : es.tour.next })
        .click();
    }
    await expect(tour(page)).toHaveCount(0);
    await expect.poll(async () => (await employee.get<{ isOnboardingTourDone: boolean }>('/profile')).body.isOnboardingTourDone).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});
