import { DEMO_PASSWORD, expect, LAURA, locales, openLoggedIn, test } from '../fixtures';

const { es } = locales;

/** A 64 × 48 PNG, two colours. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAwCAIAAAAuKetIAAAAR0lEQVR42u3PQREAAAQAMHGEkERisVTw8dvdCiym8lX2vAoBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBgasFapjE05x99w0AAAAASUVORK5CYII=',
  'base64',
);

test.describe('profile: user information', () => {
  test('crops and uploads an avatar, and the header shows it', async ({ page, employee }) => {
    await openLoggedIn(page, employee, '/profile');
    await page.locator('input[name="picture"]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    const dialog = page.getByRole('dialog', { name: es.profile.avatar.cropTitle });
    await expect(dialog.getByTestId('avatar-cropper')).toBeVisible();
    await expect(dialog.getByTestId('avatar-preview-120').locator('img')).toBeVisible();
    await expect(dialog.getByTestId('avatar-preview-40').locator('img')).toBeVisible();
    await dialog.getByRole('button', { name: es.profile.avatar.save }).click();
    await expect(page.getByText(es.profile.avatar.updated).first()).toBeVisible();
    await expect(dialog).toBeHidden();
    const headerAvatar = page.locator('header img');
    await expect(headerAvatar).toHaveAttribute('src', /\/api\/storage\/images\/[0-9a-f]{32}\.png$/);
    expect(await headerAvatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(300);
  });

  test('refuses a file that is not a PNG, GIF or JPEG image', async ({ page, login }) => {
    await openLoggedIn(page, await login('acme', LAURA), '/profile');
    await page.locator('input[name="picture"]').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect(page.getByTestId('avatar-error')).toHaveText(es.profile.avatar.wrongType);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  // The hot reads answer with an ETag (docs/decisions/100-one-read-path-revalidated-by-etag.md): the
  // browser revalidates its copy by itself, and the app shows a 304's stored answer as the 200 it was.
  // Playwright reports the answer the page got (the stored 200); Chromium's protocol, what came over the wire.
  test('a reload revalidates the profile the browser holds (304 on the wire) and shows the same person', async ({ page, employee }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    // Chromium may report a response's wire status before the request it answers: both are kept by id and joined when read.
    const profileReads = new Set<string>();
    const statusOf = new Map<string, number>();
    cdp.on('Network.requestWillBeSent', (event) => {
      if (event.request.method === 'GET' && new URL(event.request.url).pathname === '/api/profile') profileReads.add(event.requestId);
    });
    cdp.on('Network.responseReceivedExtraInfo', (event) => {
      statusOf.set(event.requestId, event.statusCode);
    });
    const wireStatuses = () => [...profileReads].flatMap((id) => (statusOf.has(id) ? [statusOf.get(id)] : []));
    await openLoggedIn(page, employee, '/profile');
    const email = page.getByRole('form', { name: es.profile.user.title }).locator('input[name="email"]');
    await expect(email).toHaveValue(employee.email);
    await expect.poll(wireStatuses).toContain(200);
    profileReads.clear();
    await page.reload();
    await expect(email).toHaveValue(employee.email);
    await expect.poll(wireStatuses).toContain(304);
    expect(wireStatuses()).not.toContain(200);
  });

  test('a product switched off leaves the menu and comes back when switched on', async ({ page, employee }) => {
    await openLoggedIn(page, employee, '/profile');
    const menuLink = page.getByTestId('product-menu-link').filter({ hasText: 'Gimnasio' });
    await expect(menuLink).toHaveCount(1);
    const gym = page.getByRole('switch', { name: 'Gimnasio' });
    await gym.uncheck();
    await expect(menuLink).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Gimnasio' })).not.toBeChecked();
    await page.getByRole('switch', { name: 'Gimnasio' }).check();
    await expect(menuLink).toHaveCount(1);
  });

  test('a new e-mail asks for the current password; one another user has is refused with its message', async ({ page, login }) => {
    await openLoggedIn(page, await login('acme', LAURA), '/profile');
    const form = page.getByRole('form', { name: es.profile.user.title });
    const current = form.locator('input[name="currentPassword"]');
    await expect(current).toHaveCount(0);
    await form.locator('input[name="email"]').fill('pablo.ruiz@acme.test');
    await expect(current).toBeVisible();
    await expect(form.getByText(es.profile.currentPassword.forEmail)).toBeVisible();
    await form.getByRole('button', { name: es.profile.user.submit }).click();
    await expect(form.getByText(es.validation.required)).toBeVisible();
    await current.fill(DEMO_PASSWORD);
    await form.getByRole('button', { name: es.profile.user.submit }).click();
    await expect(page.getByText(es.profile.user.emailNotUnique).first()).toBeVisible();
    // Back to her own address (any case): nothing to confirm.
    await form.locator('input[name="email"]').fill('Laura.Martin@acme.test');
    await expect(current).toHaveCount(0);
  });

  test('the password change asks for the current password and refuses a wrong one on its field', async ({ page, login }) => {
    await openLoggedIn(page, await login('acme', LAURA), '/profile');
    const form = page.getByRole('form', { name: es.profile.password.title });
    await form.locator('input[name="password"]').fill('Laura2026new');
    await form.locator('input[name="repeat_password"]').fill('Laura2026new');
    await form.getByRole('button', { name: es.profile.password.submit }).click();
    await expect(form.getByText(es.validation.required)).toBeVisible();
    await form.locator('input[name="currentPassword"]').fill('Wrong2026x');
    await form.getByRole('button', { name: es.profile.password.submit }).click();
    await expect(form.getByText(es.errors.CURRENT_PASSWORD_WRONG)).toBeVisible();
    // Still logged in: a wrong current password is not a lost session.
    await expect(page).toHaveURL(/\/profile$/);
  });
});
