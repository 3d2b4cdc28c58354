import { type Locator, type Page } from '@playwright/test';
import type { ResponseOf } from '@flexplan/domain/api/wire';
import type { bagsAnswerSchema } from '@flexplan/domain/bags/bags-api';
import type { benefitListSchema } from '@flexplan/domain/benefits/benefits-api';
import { expect, LAURA, openLoggedIn, seriousViolations, test, type Session } from '../fixtures';

// At 375 px My contracts lost status, dates and the detail button, and the
// home's pending simulations lost status, total and Go, in a table that scrolled sideways with no
// cue. Below Mantine's `sm` the rows are cards that fit the phone; at 1280 px they stay a table.

const PHONE = 375;

/** Elements of the page's main area that stick out of the viewport (sideways), described for the failure message. */
async function outsideViewport(page: Page): Promise<string[]> {
  return page.locator('main').evaluate((main) => {
    const width = document.documentElement.clientWidth;
    return Array.from(main.querySelectorAll('*'))
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && (box.left < -0.5 || box.right > width + 0.5);
      })
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}${element.getAttribute('data-testid') ? `[${element.getAttribute('data-testid')}]` : ''} ${Math.round(element.getBoundingClientRect().width)}px`,
      );
  });
}

/** The element is shown, and wholly inside 0..width sideways. */
async function expectInside(element: Locator, width: number): Promise<void> {
  await expect(element).toBeVisible();
  const box = await element.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width);
}

async function displayOf(element: Locator): Promise<string> {
  return element.evaluate((node) => getComputedStyle(node).display);
}

async function addToCart(who: Session, alias: string, body: object): Promise<void> {
  const benefits = (await who.get<ResponseOf<typeof benefitListSchema>>(`/modalities/by-category/${alias}`)).body;
  const { year } = (await who.get<ResponseOf<typeof bagsAnswerSchema>>('/bags')).body;
  const res = await who.post('/contracts', { year, benefitId: benefits[0]!.id, details: {}, additionalInfo: null, ...body });
  expect(res.status).toBe(201);
}

test.describe('My contracts: cards on a phone, a table on a desktop', () => {
  test(`at ${PHONE} px every contract shows its status, dates and detail inside the screen`, async ({ page, login }) => {
    await page.setViewportSize({ width: PHONE, height: 800 });
    await openLoggedIn(page, await login('acme', LAURA), '/documents/user');
    const rows = page.getByTestId('contract-row');
    await expect(rows).toHaveCount(5);
    for (const row of await rows.all()) {
      await row.scrollIntoViewIfNeeded();
      await expectInside(row, PHONE);
      await expectInside(row.getByTestId('contract-label'), PHONE);
      await expectInside(row.locator('td:nth-child(6)'), PHONE); // created
      await expectInside(row.locator('td:nth-child(7)'), PHONE); // modified
      await expectInside(row.getByTestId('contract-detail-button'), PHONE);
    }
    expect(await outsideViewport(page)).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
    // The detail opens from a card.
    await rows.first().getByTestId('contract-detail-button').click();
    await expect(page.getByTestId('contract-detail-table')).toBeVisible();
  });

  test('at 1280 px the contracts are still a table with its header', async ({ page, login }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openLoggedIn(page, await login('acme', LAURA), '/documents/user');
    await expect(page.getByTestId('contract-row')).toHaveCount(5);
    expect(await displayOf(page.getByTestId('contracts-table'))).toBe('table');
    expect(await displayOf(page.getByTestId('contract-row').first())).toBe('table-row');
    await expect(page.getByTestId('contracts-table').locator('thead')).toBeVisible();
  });
});

test.describe("home's pending simulations: cards on a phone, a table on a desktop", () => {
  // A copy of laura with her history (a contract under review) and a cart of her own.
  test.use({ employeeLike: { like: LAURA, history: true } });

  test(`at ${PHONE} px every pending simulation shows its status, total and Go inside the screen`, async ({ page, employee }) => {
    await addToCart(employee, 'gym', { items: [{ familyId: null, month: 1, price: 3000 }] });
    await addToCart(employee, 'formation', { items: [{ familyId: null, month: 2, price: 10000 }], details: { paymentFreq: 'yearly' } });
    await page.setViewportSize({ width: PHONE, height: 800 });
    await openLoggedIn(page, employee, '/home?year=2026');
    const rows = page.getByTestId('pending-row');
    await expect(rows).toHaveCount(3);
    for (const row of await rows.all()) {
      await row.scrollIntoViewIfNeeded();
      await expectInside(row, PHONE);
      await expectInside(row.locator('td:nth-child(4)'), PHONE); // status
      await expectInside(row.locator('td:nth-child(5)'), PHONE); // total
    }
    // Only the pending completion has a Go (to /cart), and it is reachable.
    await expectInside(page.locator('[data-testid="pending-row"][data-status="pending-completion"]').getByTestId('go-link'), PHONE);
    expect(await outsideViewport(page)).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('at 1280 px the pending simulations are still a table with its header', async ({ page, login }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openLoggedIn(page, await login('acme', LAURA), '/home?year=2026');
    await expect(page.getByTestId('pending-row')).toHaveCount(1);
    expect(await displayOf(page.getByTestId('pending-table'))).toBe('table');
    expect(await displayOf(page.getByTestId('pending-row').first())).toBe('table-row');
    await expect(page.getByTestId('pending-table').locator('thead th').first()).toBeVisible();
  });
});
