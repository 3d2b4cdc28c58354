import { type Page } from '@playwright/test';
import type { FreshCompany } from '@flexplan/domain/api/fresh-company-api';
import { CompanyApi } from '../company-api';
import { expect, locales, openLoggedIn, seriousViolations, test } from '../fixtures';

const { es } = locales;
const SHOTS = 'test-results/issue-17-company';
const NEW_BAR = '#7a1f5c';
/** A 1×1 PNG: a real image, as the server checks by content. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64');

/** The Company section at a phone's and a desktop's width: axe-clean, and a full-page screenshot of each. */
async function checkAtBothWidths(page: Page, name: string): Promise<void> {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await expect(page.getByTestId('company-settings-form')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
}

test.describe('the Company section of the back office', () => {
  // A company of this scenario's own: acme's colours and logo are what other scenarios check.
  let fresh: FreshCompany;
  test.beforeEach(async ({ request }) => {
    const created = await new CompanyApi(request, 'acme').post<FreshCompany>('/e2e/companies', {});
    expect(created.status).toBe(201);
    fresh = created.body;
  });

  test('an administrator changes the bar colour and the logo, and an employee sees both', async ({ page, browser, login }) => {
    await openLoggedIn(page, await login(fresh.company, fresh.adminEmail), '/admin?section=company');
    await checkAtBothWidths(page, 'company-settings');

    const bar = page.getByTestId('company-settings-form').getByLabel(es.companySettings.fields.colorBar);
    await bar.fill(NEW_BAR);
    await bar.blur();
    await expect(page.getByTestId('shell-preview-bar')).toHaveCSS('background-color', 'rgb(122, 31, 92)');
    await expect(page.getByTestId('contrast-bar')).toHaveAttribute('data-passes', 'true');
    await page.getByTestId('company-settings-save').click();
    await expect(page.getByText(es.companySettings.saved).first()).toBeVisible();

    // The hidden file input of the logo's button (the first of the two uploads).
    await page.locator('input[type="file"]').first().setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
    // Cropped in the browser first (react-easy-crop): the whole image, as it opens.
    await expect(page.getByTestId('image-cropper').locator('img')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByTestId('image-crop-save').click();
    await expect(page.getByText(es.companySettings.images.logoSaved).first()).toBeVisible();
    await expect(page.getByTestId('company-logo-image')).toHaveAttribute('src', /\/api\/storage\/images\/[0-9a-f]{32}\.png$/);
    const logoUrl = await page.getByTestId('company-logo-image').getAttribute('src');

    // The employee, in a browser of their own, gets the new bar and logo on their first page.
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const employeePage = await context.newPage();
    await openLoggedIn(employeePage, await login(fresh.company, fresh.employeeEmail), '/');
    await expect(employeePage.locator('header').getByTestId('company-logo')).toHaveAttribute('src', logoUrl!);
    // The main menu page's header is the bar (the sidebar, on the other pages, has the same colour).
    await expect(employeePage.locator('header').first()).toHaveCSS('background-color', 'rgb(122, 31, 92)');
    await employeePage.screenshot({ path: `${SHOTS}/employee-shell-1280.png` });
    await context.close();
  });

  test('a collective is created, then merged into another, from the structure list', async ({ page, login }) => {
    await openLoggedIn(page, await login(fresh.company, fresh.adminEmail), '/admin?section=company');
    const collectives = page.getByTestId('structure-collectives');
    await collectives.getByLabel(es.companySettings.structure.newName).fill('Dirección');
    await collectives.getByRole('button', { name: es.companySettings.structure.actions.create }).click();
    await expect(collectives.getByRole('cell', { name: 'Dirección', exact: true })).toBeVisible();
    await collectives.getByRole('button', { name: es.companySettings.structure.actionOf.merge.replace('{{name}}', 'General') }).click();
    const dialog = page.getByTestId('structure-modal');
    await dialog.getByLabel(es.companySettings.structure.mergeTarget).click();
    await page.getByRole('option', { name: 'Dirección' }).click();
    await dialog.getByTestId('structure-confirm').click();
    await expect(collectives.getByRole('cell', { name: 'General', exact: true })).toHaveCount(0);
    // Both people of the company now belong to the merged-into collective.
    await expect(collectives.getByRole('row', { name: /Dirección/ })).toContainText('2');
  });

  test('the administrator adds a main-menu tile, and the employee sees it on the main menu', async ({ page, browser, login }) => {
    await openLoggedIn(page, await login(fresh.company, fresh.adminEmail), '/admin?section=company');
    const menu = page.getByTestId('menu-items');
    await menu.getByTestId('menu-item-add').click();
    const form = page.getByTestId('menu-item-form');
    await form.getByRole('textbox', { name: es.companySettings.menu.link }).fill('/documents');
    for (const language of ['es', 'ca', 'en'] as const) {
      await form.getByRole('textbox', { name: es.companySettings.menu.nameIn.replace('{{language}}', es.companySettings.languages[language]) }).fill('Nóminas');
    }
    expect(await seriousViolations(page)).toEqual([]);
    await form.getByTestId('menu-item-save').click();
    await expect(menu.getByTestId('menu-item-row').filter({ hasText: 'Nóminas' })).toBeVisible();
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      await expect(menu.getByRole('button', { name: es.companySettings.menu.moveUp.replace('{{name}}', 'Nóminas') })).toBeVisible();
      await menu.screenshot({ path: `${SHOTS}/menu-items-${width}.png` });
    }

    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const employeePage = await context.newPage();
    await openLoggedIn(employeePage, await login(fresh.company, fresh.employeeEmail), '/');
    await expect(employeePage.getByTestId('menu-tile').filter({ hasText: 'Nóminas' })).toHaveAttribute('href', '/documents');
    await context.close();
  });
});
