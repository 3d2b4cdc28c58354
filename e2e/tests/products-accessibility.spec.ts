import { expect, LAURA, locales, openLoggedIn, seriousViolations, test } from '../fixtures';
import { companyUrl } from '../e2e-env';

const { es } = locales;
const widths = [375, 1280];

for (const width of widths) {
  test.describe(`product pages have no serious accessibility violations at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('food (amount and vouchers), with an item in the cart and the cart dropdown open', async ({ page, employee }) => {
      await openLoggedIn(page, employee, '/products/food');
      const card = page.getByTestId('benefit-card').first();
      await expect(card).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);

      await card.locator('input[name="price"]').fill('500');
      await card.locator('input[name="price"]').blur(); // the clamp message is shown
      await card.getByRole('button', { name: es.benefits.actions.add }).click();
      await expect(card.getByTestId('in-cart')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);

      await page.getByRole('button', { name: es.cart.menu.label.replace('{{count}}', '1') }).click();
      await expect(page.getByTestId('cart-menu-item')).toHaveCount(1);
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('kindergarten, lottery and a wizard category', async ({ page, login }) => {
      await openLoggedIn(page, await login('acme', LAURA), '/products/kindergarten');
      await expect(page.getByTestId('benefit-card').first()).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      for (const alias of ['lottery', 'health-insurance']) {
        await page.goto(companyUrl('acme', `/products/${alias}`));
        await expect(page.getByTestId('benefit-card').first()).toBeVisible();
        expect(await seriousViolations(page)).toEqual([]);
      }
    });
  });
}
