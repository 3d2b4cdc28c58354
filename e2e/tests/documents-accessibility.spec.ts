import { expect, LAURA, openLoggedIn, seriousViolations, test } from '../fixtures';

const widths = [375, 1280];

for (const width of widths) {
  test.describe(`documents have no serious accessibility violations at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the list and the add dialog', async ({ page, login }) => {
      await openLoggedIn(page, await login('acme', LAURA), '/documents');
      await expect(page.getByTestId('document-row').first()).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByTestId('document-add').click();
      await expect(page.getByRole('dialog')).toBeVisible();
      // Wait for the opening transition: half-faded text would read as low contrast.
      await expect(page.locator('.mantine-Modal-content')).toHaveCSS('opacity', '1');
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}
