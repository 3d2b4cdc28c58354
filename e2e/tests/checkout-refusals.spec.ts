import { expect, locales, openLoggedIn, test, type Session } from '../fixtures';
import { addToCart, myContracts, planYear } from '../contracts-api';
import type { ResponseOf } from '@flexplan/domain/api/wire';
import type { userProfileSchema } from '@flexplan/domain/profile/profile-api';

const { es } = locales;
const GYM = 16; // Wellhub gimnasios: Top, needs no information
const FORMATION = 7; // Formación profesional: Exent, needs the centre's information

type Profile = ResponseOf<typeof userProfileSchema>;

async function profileOf(who: Session): Promise<Profile> {
  return (await who.get<Profile>('/profile')).body;
}

/** The employee's own switch for a product (docs/product/employee-portal.md §3 products): off, the product cannot be contracted. */
async function switchProduct(who: Session, alias: string, isActive: boolean): Promise<void> {
  const product = (await profileOf(who)).products.find((p) => p.category.alias === alias)!;
  expect((await who.post(`/profile/products/${product.id}`, { isActive })).status).toBe(200);
}

async function addGym(who: Session, year: number): Promise<number> {
  return (await addToCart(who, { year, benefitId: GYM, items: [11, 12].map((month) => ({ familyId: null, month, price: 3990 })) })).id;
}

async function addFormation(who: Session, year: number, additionalInfo?: Record<string, unknown>): Promise<number> {
  return (
    await addToCart(who, {
      year,
      benefitId: FORMATION,
      details: { paymentFreq: 'yearly' },
      items: [{ familyId: null, month: 12, price: 60000 }],
      ...(additionalInfo ? { additionalInfo } : {}),
    })
  ).id;
}

test.describe('checkout: what stops "Next" and what the signing refuses', () => {
  test('a product switched off after it was added blocks "Next" until it is removed', async ({ page, employee }) => {
    const year = await planYear(employee);
    await addGym(employee, year);
    await addFormation(employee, year, { centerName: 'ESIC', course: 'Máster', phoneContact: '914523300', paymentFreq: 'yearly', invoices: [] });
    await switchProduct(employee, 'gym', false);

    await openLoggedIn(page, employee, '/cart');
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

  test('when every item lacks its information, "Next" asks to fill the document and goes nowhere', async ({ page, employee }) => {
    await addFormation(employee, await planYear(employee));
    await openLoggedIn(page, employee, '/cart');
    await page.getByTestId('cart-next').click();
    const dialog = page.getByTestId('next-dialog');
    await expect(dialog).toHaveAttribute('data-kind', 'missingInfo');
    await expect(page.getByRole('dialog', { name: es.checkout.next.missingInfo.title })).toBeVisible();
    await expect(dialog.getByRole('listitem')).toHaveText(['Formación profesional']);
    await dialog.getByRole('button', { name: es.checkout.next.fillIn }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('sign-button')).toHaveCount(0);
  });

  test('an item that stops being allowed while the person signs is left in the cart, named in a warning; the rest is signed', async ({ page, employee }) => {
    const year = await planYear(employee);
    const gym = await addGym(employee, year);
    const formation = await addFormation(employee, year, {
      centerName: 'ESIC',
      course: 'Máster',
      phoneContact: '914523300',
      paymentFreq: 'yearly',
      invoices: [],
    });

    await openLoggedIn(page, employee, '/cart');
    await page.getByTestId('cart-next').click();
    await page.getByTestId('next-agree').click();
    await page.getByTestId('privacy-checkbox').check();
    // Another tab switches the gym off between the data confirmation and the signature.
    await switchProduct(employee, 'gym', false);
    await page.getByTestId('sign-button').click();

    const warning = page.getByTestId('refused-warning');
    await expect(warning).toBeVisible({ timeout: 30_000 });
    await expect(warning).toContainText(es.checkout.refused.title);
    await expect(warning).toContainText(`Wellhub gimnasios: ${es.errors.NOT_ALLOWED_TO_HIRE}`);
    await expect(warning).not.toContainText('Formación profesional');

    const mine = await myContracts(employee);
    expect(mine.find((c) => c.id === formation)?.status).toBe('pending');
    expect((await profileOf(employee)).cart.map((c) => c.id)).toEqual([gym]);
  });
});

test.describe('checkout: a stale cart', () => {
  // Only this scenario uses david, whose seeded cart holds what can no longer be added today.
  test('an item of another collective and then an expired one block "Next" until removed', async ({ page, login }) => {
    await openLoggedIn(page, await login('acme', 'david.moreno@acme.test'), '/cart');
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
