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

  test('the desktop header’s possible saving, on hover', async ({ page, login }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await openLoggedIn(page, await login('acme', LAURA), '/home');
    const possible = page.getByTestId('header-savings').getByTestId('header-possible');
    await expect(possible).toBeVisible();
    // The tooltip's code arrives once the page has settled: hover until its label shows.
    await expect(async () => {
      await page.mouse.move(0, 0);
      await possible.hover();
      await expect(page.getByRole('tooltip')).toHaveText(es.taxCalculator.header.possibleCounts, { timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
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
