import { type CDPSession, type Page, type Route } from '@playwright/test';
import { companyUrl } from '../e2e-env';
import { expect, LAURA, locales, openLoggedIn, seriousViolations, test } from '../fixtures';

// Empty and loading states everywhere: on a slow network a list shows its skeleton
// (its rows' shape, never a spinner over the page) and then its content; a list with nothing in
// it says so and what to do next; an upload shows the bytes sent until the bar is full.

const { es } = locales;
const WIDTHS = [375, 1280] as const;
const shot = (name: string, width: number) => `test-results/loading-states/${name}-${width}.png`;

/** Holds the answers of `pattern` for `ms` before they go on to the server: a slow API. */
async function slowDown(page: Page, pattern: string, ms: number): Promise<void> {
  await page.route(pattern, async (route: Route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue().catch(() => undefined);
  });
}

/** A PDF of about `bytes` (the server checks the first bytes), padded with a comment. */
function pdfOf(bytes: number): Buffer {
  const head = '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n';
  return Buffer.concat([Buffer.from(head), Buffer.alloc(Math.max(0, bytes - head.length - 40), '%'), Buffer.from('\ntrailer<</Root 1 0 R>>\n%%EOF\n')]);
}

/** Every value the page's upload bar takes, read by the page itself as it changes. */
async function recordProgress(page: Page): Promise<() => Promise<number[]>> {
  await page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { progressSeen: number[] }).progressSeen = seen;
    const read = () => {
      const bar = document.querySelector('[data-testid="document-upload-progress"] [role="progressbar"]');
      const value = bar ? Number(bar.getAttribute('aria-valuenow')) : NaN;
      if (!Number.isNaN(value) && seen.at(-1) !== value) seen.push(value);
    };
    new MutationObserver(read).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-valuenow'] });
  });
  return () => page.evaluate(() => (window as unknown as { progressSeen: number[] }).progressSeen);
}

test.describe('loading states: skeletons on a slow network', () => {
  test.use({ employeeLike: { like: LAURA, history: true } });

  for (const width of WIDTHS) {
    test(`at ${width} px the documents and the home show their skeletons, then their content`, async ({ page, employee }) => {
      await page.setViewportSize({ width, height: 900 });
      await slowDown(page, '**/api/users/*/documents/all', 2_500);
      await openLoggedIn(page, employee, '/documents');

      // The shell and the add button are there at once; the list is rows of placeholders.
      const skeleton = page.getByTestId('documents-skeleton');
      await expect(skeleton).toBeVisible();
      await expect(page.getByRole('status', { name: es.documents.loading })).toBeVisible();
      await expect(page.getByTestId('document-add')).toBeEnabled();
      await expect(page.locator('.mantine-Loader-root, .mantine-LoadingOverlay-root')).toHaveCount(0);
      await page.screenshot({ path: shot('documents-skeleton', width) });
      await expect(page.getByTestId('document-row')).toHaveCount(2);
      await expect(skeleton).toHaveCount(0);

      // The home waits for the plan year's bags: its whole shape shows meanwhile, under its title.
      // Held until the skeleton has been seen: the bags are asked as the app starts, beside the
      // page's code (app/start-page-data.ts), so a fixed delay could end before the page shows.
      let releaseBags = () => {};
      const bagsHeld = new Promise<void>((resolve) => (releaseBags = resolve));
      await page.route('**/api/bags*', async (route: Route) => {
        await bagsHeld;
        await route.continue().catch(() => undefined);
      });
      await page.goto(companyUrl(employee.company, '/home'));
      const home = page.getByTestId('home-skeleton');
      await expect(home).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: es.home.title })).toBeVisible();
      await page.screenshot({ path: shot('home-skeleton', width) });
      releaseBags();
      await expect(page.getByTestId('home-counter-signed')).toBeVisible();
      await expect(home).toHaveCount(0);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});

test.describe('empty states: what is missing and what to do next', () => {
  for (const width of WIDTHS) {
    test(`at ${width} px a new employee's documents and contracts say they are empty and lead on`, async ({ page, employee }) => {
      await page.setViewportSize({ width, height: 900 });
      await openLoggedIn(page, employee, '/documents');
      const documents = page.getByTestId('documents-empty');
      await expect(documents).toContainText(es.documents.empty);
      await expect(documents).toContainText(es.states.empty.documents.replace('{{action}}', es.documents.actions.add));
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: shot('documents-empty', width) });

      await page.getByRole('link', { name: es.contracts.tabs.contracts }).click();
      const contracts = page.getByTestId('contracts-empty');
      await expect(contracts).toContainText(es.states.empty.contracts);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: shot('contracts-empty', width) });
      await contracts.getByRole('link', { name: es.states.empty.contractsAction }).click();
      await expect(page).toHaveURL(/\/home$/);
    });
  }
});

test.describe('uploads with progress', () => {
  test('a document upload on a slow line shows the bytes sent and a bar that reaches 100 %', async ({ page, employee }) => {
    await openLoggedIn(page, employee, '/documents');
    await expect(page.getByTestId('documents-empty')).toBeVisible();
    await page.getByTestId('document-add').click();
    const dialog = page.getByRole('dialog', { name: es.documents.dialog.title });
    const seen = await recordProgress(page);

    // About 250 KB/s up: a 1 MB file takes a few seconds to leave the browser.
    const cdp: CDPSession = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 100, downloadThroughput: 2_000_000, uploadThroughput: 250_000 });
    await dialog.locator('input[name="file"]').setInputFiles({ name: 'Contrato alquiler.pdf', mimeType: 'application/pdf', buffer: pdfOf(1_000_000) });

    const progress = dialog.getByTestId('document-upload-progress');
    await expect(progress).toBeVisible();
    await expect(progress.getByTestId('upload-progress-text')).toContainText(/\d+(,\d)? (kB|MB)/);
    await page.screenshot({ path: shot('document-upload-progress', 1280) });
    await expect(dialog.getByTestId('document-uploaded-file')).toContainText('Contrato alquiler.pdf', { timeout: 30_000 });
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });

    const values = await seen();
    expect(
      values.some((value) => value > 0 && value < 100),
      `intermediate values in ${values.join(', ')}`,
    ).toBe(true);
    expect(values).toContain(100);
    expect([...values].sort((a, b) => a - b)).toEqual(values);
    await dialog.getByTestId('document-submit').click();
    await expect(page.getByTestId('document-row')).toHaveCount(1);
  });

  test('an upload can be cancelled, and a file too large is refused with its message', async ({ page, employee }) => {
    await openLoggedIn(page, employee, '/documents');
    await page.getByTestId('document-add').click();
    const dialog = page.getByRole('dialog', { name: es.documents.dialog.title });

    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 100, downloadThroughput: 2_000_000, uploadThroughput: 100_000 });
    await dialog.locator('input[name="file"]').setInputFiles({ name: 'lento.pdf', mimeType: 'application/pdf', buffer: pdfOf(2_000_000) });
    await expect(dialog.getByTestId('document-upload-progress')).toBeVisible();
    await dialog.getByRole('button', { name: es.states.upload.cancel }).click();
    await expect(dialog.getByTestId('document-upload-progress')).toHaveCount(0);
    await expect(dialog.getByTestId('document-uploaded-file')).toHaveCount(0);
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });

    // Over the 10 MB limit: refused before a byte is sent, with the limit in the message, not "unavailable".
    await dialog.locator('input[name="file"]').setInputFiles({ name: 'enorme.pdf', mimeType: 'application/pdf', buffer: pdfOf(11 * 1024 * 1024) });
    await expect(page.getByText(es.errors.PAYLOAD_TOO_LARGE_limit.replace('{{maxMegabytes}}', '10')).first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(es.errors.SERVICE_UNAVAILABLE)).toHaveCount(0);
    await expect(dialog.getByTestId('document-uploaded-file')).toHaveCount(0);
  });
});

test.describe('a PDF the person waits for', () => {
  test.use({ employeeLike: { like: LAURA, history: true } });

  test('the contract PDF button says it is preparing the PDF, takes no second click, then saves it', async ({ page, employee }) => {
    await openLoggedIn(page, employee, '/documents/user');
    await page.getByTestId('contract-detail-button').first().click();
    await slowDown(page, '**/api/my-contracts/*/pdf', 2_000);
    const button = page.getByRole('dialog').getByTestId('contract-pdf');
    const download = page.waitForEvent('download');
    await button.click();
    await expect(button).toHaveText(es.states.download.preparing);
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toBeFocused();
    await page.screenshot({ path: shot('contract-pdf-preparing', 1280) });
    expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
    await expect(button).toHaveText(es.contracts.detail.pdf);
    await expect(button).not.toHaveAttribute('aria-disabled', 'true');
  });
});
