import { expect, LAURA, locales, openLoggedIn, test } from '../fixtures';

const { es } = locales;

test.describe('the shell menu for company administrators', () => {
  test('shows the administration link to a company administrator, who reaches /admin with it, and not to an employee', async ({ page, browser, login }) => {
    await openLoggedIn(page, await login('acme', 'admin@acme.test'), '/home');
    const adminMenu = page.getByRole('navigation', { name: es.shell.menu.label });
    await expect(adminMenu.getByRole('link', { name: es.shell.menu.home })).toBeVisible();
    await adminMenu.getByRole('link', { name: es.shell.menu.admin }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { level: 1, name: es.admin.title })).toBeVisible();

    // Laura in a browser of her own: the same menu, without the link.
    const lauraContext = await browser.newContext({ locale: 'es-ES', timezoneId: 'Europe/Madrid' });
    const laura = await lauraContext.newPage();
    await openLoggedIn(laura, await login('acme', LAURA), '/home');
    const lauraMenu = laura.getByRole('navigation', { name: es.shell.menu.label });
    await expect(lauraMenu.getByRole('link', { name: es.shell.menu.profile })).toBeVisible();
    await expect(lauraMenu.getByRole('link', { name: es.shell.menu.admin })).toHaveCount(0);
    await lauraContext.close();
  });
});
