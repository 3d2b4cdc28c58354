import { type Page } from '@playwright/test';
import { expect, LAURA, locales, openLoggedIn, test, type Session } from '../fixtures';
import { companyUrl } from '../e2e-env';
import type { ResponseOf } from '@flexplan/domain/api/wire';
import type { benefitListSchema } from '@flexplan/domain/benefits/benefits-api';
import type { bagsAnswerSchema } from '@flexplan/domain/bags/bags-api';
import { formatMoney } from '@flexplan/domain/money/format-money';

const { es, en } = locales;

/** Money as the page writes it in Spanish (Intl, as the domain's formatMoney). */
const euros = (cents: number) => formatMoney(cents, 'es');

type BagsAnswer = ResponseOf<typeof bagsAnswerSchema>;

async function bagsOf(who: Session, year?: number): Promise<BagsAnswer> {
  return (await who.get<BagsAnswer>(year ? `/bags?year=${year}` : '/bags')).body;
}

async function addToCart(who: Session, alias: string, body: object): Promise<void> {
  const benefits = (await who.get<ResponseOf<typeof benefitListSchema>>(`/modalities/by-category/${alias}`)).body;
  const { year } = await bagsOf(who);
  const res = await who.post('/contracts', { year, benefitId: benefits[0]!.id, details: {}, additionalInfo: null, ...body });
  expect(res.status).toBe(201);
}

const tile = (page: Page, alias: string) => page.locator(`[data-testid="product-tile"][data-alias="${alias}"]`);

test.describe('home dashboard', () => {
  // A copy of laura with her seeded history: her carts and language are her copy's alone.
  test.use({ employeeLike: { like: LAURA, history: true } });

  test('laura: counters, bags, product statuses, news and the attach-invoice alert of her seed', async ({ page, employee }) => {
    // This calendar year, where the seed put laura's current contracts.
    await openLoggedIn(page, employee, '/home?year=2026');
    const year = Number((await bagsOf(employee)).today.slice(0, 4));
    expect(year).toBe(2026);
    const bags = await bagsOf(employee, year);

    await expect(page.getByRole('heading', { level: 1, name: es.home.title })).toBeVisible();
    await expect(page.getByTestId('home-counter-signed')).toHaveText('1'); // food
    await expect(page.getByTestId('home-counter-pendingSignature')).toHaveText('1'); // transport
    await expect(page.getByTestId('home-counter-pendingProducts')).toHaveText('1'); // formation, under review

    for (const bag of ['flexible', 'top', 'company', 'user'] as const) {
      await expect(page.getByTestId(`bag-${bag}-available`)).toHaveText(euros(bags.overview[bag].available));
      await expect(page.getByTestId(`bag-${bag}-percent`)).toHaveText(
        es.home.bags.spentOf.replace('{{percent}}', String(bags.overview[bag].percentSpent)).replace('{{total}}', euros(bags.overview[bag].total)),
      );
    }
    // food 1800 + transport 546 + formation 800 out of 12 600 €.
    await expect(page.getByTestId('bag-flexible-available')).toHaveText(euros(1_260_000 - 314_600));
    await expect(page.getByTestId('bag-flexible-percent')).toContainText('25 %');

    await expect(tile(page, 'food').getByTestId('product-status')).toHaveText(es.plan.status.contracted);
    await expect(tile(page, 'transport').getByTestId('product-status')).toHaveText(es.plan.status.pendingSignature);
    await expect(tile(page, 'formation').getByTestId('product-status')).toHaveText(es.plan.status.pendingReview);
    // Sanitas and the gym are last year's: not this year's situation.
    await expect(tile(page, 'health-insurance').getByTestId('product-status')).toHaveText(es.plan.status.nonSimulated);
    await expect(tile(page, 'gym').getByTestId('product-status')).toHaveText(es.plan.status.nonSimulated);
    await expect(tile(page, 'food')).toHaveAttribute('href', '/products/food');

    await expect(page.getByTestId('news-item')).toHaveCount(2);
    await expect(page.getByTestId('news-item').first()).toContainText('Nuevo: seguro dental de Sanitas para toda la familia.');

    const alert = page.getByTestId('alert-attach-invoice');
    await expect(alert).toHaveCount(1);
    await expect(alert).toContainText(es.home.alerts.attachInvoice.replace('{{benefit}}', 'Formación profesional'));
    await expect(alert.getByRole('link', { name: es.home.go.label.replace('{{target}}', es.home.alerts.documents) })).toHaveAttribute('href', '/documents');
    await expect(page.getByTestId('alert-expiring')).toHaveCount(0);

    const pending = page.getByTestId('pending-row');
    await expect(pending).toHaveCount(1);
    await expect(pending).toHaveAttribute('data-status', 'pending-review');
    await expect(pending.getByRole('link')).toHaveCount(0);

    // The news follow the language.
    await page.getByTestId('language-select').locator('visible=true').selectOption('en');
    await expect(page.getByTestId('news-item').first()).toContainText('New: Sanitas dental cover for the whole family.');
    await expect(page.getByRole('heading', { level: 1, name: en.home.title })).toBeVisible();
  });

  test('cart items: a missing document and a pending completion; only the second goes to /cart', async ({ page, employee }) => {
    await addToCart(employee, 'gym', { items: [{ familyId: null, month: 1, price: 3000 }] });
    await addToCart(employee, 'formation', { items: [{ familyId: null, month: 2, price: 10000 }], details: { paymentFreq: 'yearly' } });
    await openLoggedIn(page, employee, '/home?year=2026');

    await expect(page.getByTestId('home-counter-pendingProducts')).toHaveText('3');
    await expect(tile(page, 'gym').getByTestId('product-status')).toHaveText(es.plan.status.pendingCart);
    // The formation in the cart has no centre info yet: missing document beats pending review.
    await expect(tile(page, 'formation').getByTestId('product-status')).toHaveText(es.plan.status.missingDocument);

    const rows = page.getByTestId('pending-row');
    await expect(rows).toHaveCount(3);
    const missing = page.locator('[data-testid="pending-row"][data-status="missing-document"]');
    const completion = page.locator('[data-testid="pending-row"][data-status="pending-completion"]');
    await expect(missing).toContainText(es.home.pending.status.missingDocument);
    await expect(missing.getByRole('link')).toHaveCount(0);
    await expect(completion).toContainText('Wellhub gimnasios');
    await completion.getByRole('link', { name: es.home.go.label.replace('{{target}}', es.home.pending.cart) }).click();
    await expect(page).toHaveURL(companyUrl('acme', '/cart'));
  });

  test('the home opens on the plan year; this calendar year is one switch away', async ({ page, employee }) => {
    expect((await bagsOf(employee)).year).toBe(2027);
    await addToCart(employee, 'gym', { items: [{ familyId: null, month: 1, price: 3000 }] });
    await openLoggedIn(page, employee, '/home');
    await expect(page.getByTestId('year-switch').locator('input:checked')).toHaveValue('2027');
    await expect(tile(page, 'gym').getByTestId('product-status')).toHaveText(es.plan.status.pendingCart);
    // Switching to this year and back keeps the address clean for the default.
    await page.getByTestId('year-switch').getByText('2026').click();
    await expect(page).toHaveURL(/\/home\?year=2026$/);
    await expect(page.getByTestId('year-switch').locator('input:checked')).toHaveValue('2026');
    await expect(page.getByTestId('bag-flexible')).toBeVisible();
    await page.getByTestId('year-switch').getByText('2027').click();
    await expect(page).toHaveURL(/\/home$/);
  });

  test('joao at globex: nothing contracted, a company bag, no user bag, no alerts', async ({ page, login }) => {
    await openLoggedIn(page, await login('globex', 'joao.silva@globex.test'), '/home');
    await expect(page.getByTestId('home-counter-signed')).toHaveText('0');
    await expect(page.getByTestId('home-counter-pendingProducts')).toHaveText('0');
    await expect(page.getByTestId('bag-company')).toBeVisible();
    await expect(page.getByTestId('bag-user')).toHaveCount(0);
    await expect(page.getByTestId('alerts-empty')).toHaveText(en.home.alerts.empty);
    await expect(page.getByTestId('pending-empty')).toHaveText(en.home.pending.empty);
    await expect(page.getByTestId('news-item')).toHaveText([/Welcome to your benefits portal\./]);
  });

  test("/flexible and /other: the lines' products, their bag and what is contracted", async ({ page, login }) => {
    await openLoggedIn(page, await login('acme', LAURA), '/flexible?year=2026');
    await expect(page.getByRole('heading', { level: 1, name: es.plan.flexible.title })).toBeVisible();
    await expect(page.getByTestId('bag-flexible')).toBeVisible();
    await expect(tile(page, 'food').getByTestId('contracted-benefit')).toHaveText(
      es.plan.tile.contracted.replace('{{benefit}}', 'Tarjeta restaurante').replace('{{price}}', euros(180_000)),
    );
    await expect(tile(page, 'gym')).toHaveCount(0);
    await tile(page, 'transport').click();
    await expect(page).toHaveURL(/\/products\/transport$/);

    await page.goto(companyUrl('acme', '/other'));
    await expect(page.getByRole('heading', { level: 1, name: es.plan.other.title })).toBeVisible();
    await expect(page.getByTestId('bag-top')).toBeVisible();
    await expect(tile(page, 'gym')).toContainText(es.plan.tile.nothingContracted);
    await expect(tile(page, 'food')).toHaveCount(0);

    await page.goto(companyUrl('acme', '/privacy-policy'));
    await expect(page.getByTestId('privacy-text')).toContainText('Texto de demostración — Acme Seguros debe sustituirlo por el suyo propio.');
    await expect(page.getByTestId('privacy-detail')).toContainText('privacidad@acme.test');
  });

  test('a load of /home asks each of its reads once, its first ones from the HTML before the code has arrived', async ({ page, employee }) => {
    const asked: string[] = [];
    const refusedByPolicy: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/')) asked.push(url.pathname + url.search);
    });
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refusedByPolicy.push(message.text());
    });
    // The entry held back a second: on loopback it would otherwise arrive within a few
    // milliseconds of the HTML, and the order below would be a race.
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await route.continue();
    });
    await openLoggedIn(page, employee, '/home');
    await expect(page.getByTestId('bag-flexible-available')).toBeVisible();
    await page.waitForLoadState('networkidle');

    expect(asked.filter((url, index) => asked.indexOf(url) !== index)).toEqual([]);
    expect(asked).toEqual(expect.arrayContaining(['/api/profile', '/api/families', '/api/bags', '/api/messages']));
    expect(refusedByPolicy).toEqual([]);
    // index.html's inline script asked for the profile: the app itself could only once its entry had arrived.
    const { profileStart, entryEnd } = await page.evaluate(() => {
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const entry = resources.find((r) => /\/assets\/index-[^/]+\.js$/.test(r.name));
      return { profileStart: resources.find((r) => r.name.endsWith('/api/profile'))?.startTime, entryEnd: entry?.responseEnd };
    });
    expect(profileStart).toBeLessThan(entryEnd!);
  });
});
