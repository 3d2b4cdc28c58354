import { expect, LAURA, locales, openLoggedIn, test } from '../fixtures';

const { es, pt } = locales;

/**
 * Two saving figures, two questions: the header's "Puedes ahorrar … más" is what the legal caps
 * still allow with the rest of the flexible bag; the best plan's "… más al año" is what using the
 * bags on what the person spends anyway adds. Each says under it what it counts, so 4 121,28 €
 * beside 2 478,04 € is not read as a contradiction.
 */
test.describe('the saving figures say what they count', () => {
  test('the phone header’s possible saving, under its figure', async ({ page, login }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await openLoggedIn(page, await login('acme', LAURA), '/home');
    await page.getByTestId('header-savings').click();
    const dropdown = page.locator('.mantine-Popover-dropdown');
    await expect(dropdown.getByTestId('header-possible')).toBeVisible();
    await expect(dropdown).toContainText(es.taxCalculator.header.possibleCounts);
  });

  test('the best plan’s gain, under its figure', async ({ page, employee }) => {
    await openLoggedIn(page, employee, '/best-plan');
    await expect(page.getByTestId('plan-gain')).toBeVisible();
    await expect(page.getByTestId('plan-gain-counts')).toHaveText(es.bestPlan.summary.gainCounts);
  });

  test('in every language: the sentences exist in Portuguese too', () => {
    expect(pt.taxCalculator.header.possibleCounts).toBeTruthy();
    expect(pt.bestPlan.summary.gainCounts).toBeTruthy();
  });
});
