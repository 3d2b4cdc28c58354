import { api, apiLogin, expect, locales, openLoggedIn, test } from '../fixtures';

const { es } = locales;
const LAURA = 'laura.martin@acme.test';
const GYM = 16; // Wellhub gimnasios: Top, needs no information
const FORMATION = 7; // Formación profesional: Exent, needs the centre's information

interface Profile {
  cart: { id: number }[];
  products: { id: number; category: { alias: string } }[];
}

async function profileOf(token: string): Promise<Profile> {
  return (await api('acme', 'GET', '/profile', undefined, token)).body as Profile;
}

async function emptyCart(token: string): Promise<void> {
  for (const item of (await profileOf(token)).cart) await api('acme', 'DELETE', `/contracts/${item.id}`, undefined, token);
}

/** Laura's own switch for a product (spec part 1 §3 products): off, the product cannot be contracted. */
async function switchProduct(token: string, alias: string, isActive: boolean): Promise<void> {
  const product = (await profileOf(token)).products.find((p) => p.category.alias === alias)!;
  expect((await api('acme', 'POST', `/profile/products/${product.id}`, { isActive }, token)).status).toBe(200);
}

async function addGym(token: string, year: number): Promise<number> {
  const gym = await api(
    'acme',
    'POST',
    '/contracts',
    { year, benefitId: GYM, details: {}, items: [11, 12].map((month) => ({ familyId: null, month, price: 3990 })) },
    token,
  );
  expect(gym.status).toBe(201);
  return (gym.body as { id: number }).id;
}

async function addFormation(token: string, year: number, additionalInfo?: object): Promise<number> {
  const formation = await api(
    'acme',
    'POST',
    '/contracts',
    {
      year,
      benefitId: FORMATION,
      details: { paymentFreq: 'yearly' },
      items: [{ familyId: null, month: 12, price: 60000 }],
      ...(additionalInfo ? { additionalInfo } : {}),
    },
    token,
  );
  expect(formation.status).toBe(201);
  return (formation.body as { id: number }).id;
}

async function planYear(token: string): Promise<number> {
  return ((await api('acme', 'GET', '/bags', undefined, token)).body as { year: number }).year;
}

test.describe('checkout: what stops "Next" and what the signing refuses', () => {
  let token: string;
  test.beforeEach(async () => {
    token = await apiLogin('acme', LAURA);
    await emptyCart(token);
  });
  test.afterEach(async () => {
    await switchProduct(token, 'gym', true);
    await emptyCart(token);
  });

  test('a product switched off after it was added blocks "Next" until it is removed', async ({ page }) => {
    const year = await planYear(token);
    await addGym(token, year);
    await addFormation(token, year, { centerName: 'ESIC', course: 'Máster', phoneContact: '914523300', paymentFreq: 'yearly', invoices: [] });
    await switchProduct(token, 'gym', false);

    await openLoggedIn(page, 'acme', LAURA, '/cart');
    await expect(page.getByTestId('cart-row')).toHaveCount(2);
    await page.getByTestId('cart-next').click();
    const dialog = page.getByTestId('next-dialog');
    await expect(dialog).toHaveAttribute('data-kind', 'notAllowed');
    await expect(page.getByRole('dialog', { name: es.checkout.next.notAllowed.title })).toBeVisible();
    await expect(dialog).toContainText(es.checkout.next.notAllowed.message);
    await expect(dialog.getByRole('listitem')).toHaveText(['Wellhub gimnasios']);

    await dialog.getByTestId('next-remove').click();
    await expect(page.getByTestId('cart-row')).toHaveCount(1);
    await expect(page.getByTestId('cart-row')).toContainText('Formación profesional');
  });

  test('when every item lacks its information, "Next" asks to fill the document and goes nowhere', async ({ page }) => {
    await addFormation(token, await planYear(token));
    await openLoggedIn(page, 'acme', LAURA, '/cart');
    await page.getByTestId('cart-next').click();
    const dialog = page.getByTestId('next-dialog');
    await expect(dialog).toHaveAttribute('data-kind', 'missingInfo');
    await expect(page.getByRole('dialog', { name: es.checkout.next.missingInfo.title })).toBeVisible();
    await expect(dialog.getByRole('listitem')).toHaveText(['Formación profesional']);
    await dialog.getByRole('button', { name: es.checkout.next.fillIn }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('sign-button')).toHaveCount(0);
  });

  test('an item that stops being allowed while the person signs is left in the cart, named in a warning; the rest is signed', async ({ page }) => {
    const year = await planYear(token);
    const gym = await addGym(token, year);
    const formation = await addFormation(token, year, { centerName: 'ESIC', course: 'Máster', phoneContact: '914523300', paymentFreq: 'yearly', invoices: [] });

    await openLoggedIn(page, 'acme', LAURA, '/cart');
    await page.getByTestId('cart-next').click();
    await page.getByTestId('next-agree').click();
    await page.getByTestId('privacy-checkbox').check();
    // Another tab switches the gym off between the data confirmation and the signature.
    await switchProduct(token, 'gym', false);
    await page.getByTestId('sign-button').click();

    const warning = page.getByTestId('refused-warning');
    await expect(warning).toBeVisible({ timeout: 30_000 });
    await expect(warning).toContainText(es.checkout.refused.title);
    await expect(warning).toContainText(`Wellhub gimnasios: ${es.errors.NOT_ALLOWED_TO_HIRE}`);
    await expect(warning).not.toContainText('Formación profesional');

    const mine = (await api('acme', 'GET', '/my-contracts', undefined, token)).body as { id: number; status: string }[];
    expect(mine.find((c) => c.id === formation)?.status).toBe('pending');
    expect((await profileOf(token)).cart.map((c) => c.id)).toEqual([gym]);
    // The company cancels the signed training, so the bags are as the other scenarios expect them.
    const admin = await apiLogin('acme', 'admin@acme.test');
    expect((await api('acme', 'POST', `/admin/contracts/${formation}/cancel`, undefined, admin)).status).toBe(200);
  });
});

test.describe('checkout: a stale cart', () => {
  // Only this scenario uses david, whose seeded cart holds what can no longer be added today.
  test('an item of another collective and then an expired one block "Next" until removed', async ({ page }) => {
    await openLoggedIn(page, 'acme', 'david.moreno@acme.test', '/cart');
    const rows = page.getByTestId('cart-row');
    await expect(rows).toHaveCount(2);
    const dialog = page.getByTestId('next-dialog');

    await page.getByTestId('cart-next').click();
    await expect(dialog).toHaveAttribute('data-kind', 'notAllowed');
    await expect(dialog).toContainText(es.checkout.next.notAllowed.message);
    await dialog.getByTestId('next-remove').click();
    await expect(rows).toHaveCount(1);

    await page.getByTestId('cart-next').click();
    await expect(dialog).toHaveAttribute('data-kind', 'expired');
    await expect(page.getByRole('dialog', { name: es.checkout.next.expired.title })).toBeVisible();
    await expect(dialog).toContainText(es.checkout.next.expired.message);
    await expect(dialog.getByRole('listitem')).toHaveText(['Wellhub gimnasios']);
    await dialog.getByTestId('next-remove').click();
    await expect(page.getByTestId('cart-empty')).toBeVisible();
  });
});
