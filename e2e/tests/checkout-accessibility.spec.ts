import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { expect, openLoggedIn, test, type Session } from '../fixtures';
import { addToCart, planYear } from '../contracts-api';
import { companyUrl } from '../e2e-env';

const widths = [375, 1280];

/** The checkout's own content and dialogs; the shell's header is the shell suites' (its savings figure is another feature's). */
async function seriousViolations(page: Page): Promise<string[]> {
  // A dialog still fading in would be measured half transparent.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity));
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).exclude('header.mantine-AppShell-header').analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** A formation (needs information) and a gym (Top) in the cart; nothing is signed here. */
async function cartWithTwoItems(who: Session): Promise<void> {
  const year = await planYear(who);
  await addToCart(who, { year, benefitId: 16, items: [11, 12].map((month) => ({ familyId: null, month, price: 3990 })) });
  await addToCart(who, { year, benefitId: 7, details: { paymentFreq: 'yearly' }, items: [{ familyId: null, month: 12, price: 60000 }] });
}

for (const width of widths) {
  test.describe(`checkout pages have no serious accessibility violations at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the cart: data confirmation, the edit modal, the next-step dialog and the signing step', async ({ page, employee }) => {
      await cartWithTwoItems(employee);
      await openLoggedIn(page, employee, '/cart');
      await expect(page.getByTestId('cart-row')).toHaveCount(2);
      expect(await seriousViolations(page)).toEqual([]);

      await page.getByTestId('cart-row').filter({ hasText: 'Formación profesional' }).getByTestId('row-edit').click();
      await expect(page.locator('input[name="centerName"]')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');

      await page.getByTestId('cart-next').click();
      await expect(page.getByTestId('next-dialog')).toHaveAttribute('data-kind', 'continueWithRest');
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByTestId('next-continue').click();
      await page.getByTestId('next-agree').click();
      await expect(page.getByTestId('sign-button')).toBeVisible();
      await page.getByTestId('privacy-checkbox').check();
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByTestId('sign-button').waitFor();
      await page.getByRole('button', { name: /detalle/i }).click();
      await expect(page.getByTestId('details-table')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('the acceptance page, with a link that is not valid', async ({ page }) => {
      await page.goto(companyUrl('acme', `/contracts/accept?token=${'y'.repeat(43)}`));
      await expect(page.getByTestId('accept-result')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}
