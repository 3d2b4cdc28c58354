import { companyUrl } from '../e2e-env';
import { expect, openLoggedIn, test } from '../fixtures';

// Chromium loads ICU's number and date data with a process's first Intl formatter, a
// long task of 40–130 ms on a slow machine. A worker loads them, off the page's main thread.

test.describe('first load', () => {
  test('a logged-in page has a worker load the formatters’ data, and then shows its money', async ({ page, employee }) => {
    // Listened to from its start: the worker closes itself once the data are loaded.
    const worker = page.waitForEvent('worker').then((started) => ({ url: started.url(), closed: new Promise((resolve) => started.on('close', resolve)) }));
    await openLoggedIn(page, employee, '/products/food');
    const { url, closed } = await worker;
    expect(new URL(url).pathname).toBe('/intl-warm-worker.js');
    await closed;
    // Formatted as ever: euros with cents, in Spanish.
    const gross = page.getByTestId('side-calculator').getByTestId('calculator-row-gross').getByTestId('without');
    await expect(gross).toHaveText(/^\d{1,3}(\.\d{3})*,\d{2}\s€$/);
  });

  test('a login page starts it once the page is idle, for the page after the login', async ({ page }) => {
    const worker = page.waitForEvent('worker');
    await page.goto(companyUrl('acme', '/login'));
    expect(new URL((await worker).url()).pathname).toBe('/intl-warm-worker.js');
  });
});
