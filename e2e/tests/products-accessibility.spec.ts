import { apiLogin, expect, locales, openLoggedIn, seriousViolations, test } from '../fixtures';
import { emptyCart } from '../contracts-api';
import { companyUrl } from '../e2e-env';

const { es } = locales;
const widths = [375, 1280];

for (const width of widths) {
  test.describe(`product pages have no serious accessibility violations at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    // The suite shares one database: laura's cart is left as empty as it was found.
    test.afterEach(async () => emptyCart('acme', await apiLogin('acme', 'laura.martin@acme.test')));

    test('food (amount and vouchers), with an item in the cart and the cart dropdown open', async ({ page }) => {
      await emptyCart('acme', await apiLogin('acme', 'laura.martin@acme.test'));

      await openLoggedIn(page, 'acme', 'laura.martin@acme.test', '/products/food');
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

    test('kindergarten, lottery and a wizard category', async ({ page }) => {
      await openLoggedIn(page, 'acme', 'laura.martin@acme.test', '/products/kindergarten');
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
