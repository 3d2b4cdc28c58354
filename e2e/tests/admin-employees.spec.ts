import { type Page } from '@playwright/test';
import { expect, locales, openLoggedIn, seriousViolations, test } from '../fixtures';

const { es } = locales;
const SHOTS = 'test-results/issue-17-employees';

/** A valid DNI of its own per run: eight digits and their control letter. */
function freshDni(): string {
  const number = 10_000_000 + Math.floor(Math.random() * 89_999_999);
  return `${number}${'TRWAGMYFPDXBNJZSQVHLCKE'[number % 23]}`;
}

/** The list narrowed to one person by their e-mail (the search goes to the address and the server). */
async function search(page: Page, text: string) {
  await page.getByTestId('employees-search').fill(text);
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(text).replace(/\./g, '\\.')}`));
  // The list of the search before also had one row: until this one's answer is in, a click would
  // land on that row, whose menu the new answer then unmounts.
  await expect(page.getByTestId('employee-row')).toHaveCount(1);
  await expect(page.getByTestId('employee-row').first()).toContainText(text);
  return page.getByTestId('employee-row').first();
}

/** The tab at a phone's and a desktop's width: axe-clean, and a full-page screenshot of each. */
async function checkAtBothWidths(page: Page, name: string, visible: string): Promise<void> {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await expect(page.getByTestId(visible).first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
}

test.describe('the company’s people in the back office', () => {
  test.beforeEach(() => {
    test.slow(); // axe at two widths, and a form of twenty fields typed by hand
  });

  test('an administrator creates a person, finds them, and edits another', async ({ page, login, employee }) => {
    await openLoggedIn(page, await login('acme', 'admin@acme.test'), '/admin?section=employees');
    await expect(page.getByTestId('employee-row').first()).toBeVisible();
    await checkAtBothWidths(page, 'employees-list', 'employee-row');

    const email = `nuria.${Date.now()}@acme.test`;
    await page.getByTestId('employee-create').click();
    const form = page.getByTestId('employee-form');
    await form.getByTestId('employee-save').click();
    await expect(form.getByText(es.validation.required).first()).toBeVisible();
    await form.getByTestId('employee-field-firstName').fill('Nuria');
    await form.getByTestId('employee-field-lastName1').fill('Sanz');
    await form.getByTestId('employee-field-personalId').fill(freshDni());
    await form.getByTestId('employee-field-email').fill(email);
    await form.getByTestId('employee-field-fixedSalary').fill('30.000');
    await form.getByTestId('employee-field-flexibleBag').fill('5000');
    await checkAtBothWidths(page, 'employee-form', 'employee-form');
    await form.getByTestId('employee-save').click();
    await expect(page.getByText(es.employees.done.created).first()).toBeVisible();
    await expect(form).toBeHidden();

    const created = await search(page, email);
    await expect(created).toContainText('Nuria Sanz');
    await expect(created.getByTestId('employee-status')).toHaveText(es.employees.status.active);

    const other = await search(page, employee.email);
    await other.getByTestId('employee-actions').click();
    await page.getByTestId('employee-edit').click();
    await expect(form.getByTestId('employee-field-email')).toHaveValue(employee.email);
    await form.getByTestId('employee-field-firstName').fill('Renombrada');
    await form.getByTestId('employee-save').click();
    await expect(page.getByText(es.employees.done.updated).first()).toBeVisible();
    await expect(page.getByTestId('employee-row').first()).toContainText('Renombrada');
  });

  test('saving an edited person closes the drawer with a toast, as creating one does', async ({ page, login, employee }) => {
    await openLoggedIn(page, await login('acme', 'admin@acme.test'), '/admin?section=employees');
    const row = await search(page, employee.email);
    await row.getByTestId('employee-actions').click();
    await page.getByTestId('employee-edit').click();
    const form = page.getByTestId('employee-form');
    await expect(form.getByTestId('employee-field-email')).toHaveValue(employee.email);
    await form.getByTestId('employee-field-lastName2').fill('Editada');
    const saved = page.waitForResponse((response) => response.request().method() === 'PUT' && /\/api\/admin\/employees\/\d+$/.test(response.url()));
    await form.getByTestId('employee-save').click();
    expect((await saved).status()).toBe(200);
    await expect(page.getByText(es.employees.done.updated).first()).toBeVisible();
    await expect(form).toBeHidden();
    await expect(page.getByTestId('employee-row').first()).toContainText('Editada');
  });

  test('an administrator takes one product away from a person, whose profile stops offering it', async ({ page, browser, login, employee }) => {
    await openLoggedIn(page, await login('acme', 'admin@acme.test'), '/admin?section=employees');
    const row = await search(page, employee.email);
    await row.getByTestId('employee-actions').click();
    await page.getByTestId('employee-products-open').click();
    const products = page.getByTestId('employee-products');
    const gym = products.getByTestId('employee-product-gym');
    await expect(gym).toBeChecked();
    await checkAtBothWidths(page, 'employee-products', 'employee-products');
    await gym.uncheck();
    await products.getByTestId('employee-products-save').click();
    await expect(page.getByText(es.employees.products.saved).first()).toBeVisible();

    const theirs = await browser.newContext();
    const profile = await theirs.newPage();
    await openLoggedIn(profile, employee, '/profile');
    await expect(profile.locator('input[name="product-food"]')).toBeAttached();
    await expect(profile.locator('input[name="product-gym"]')).toHaveCount(0);
    await theirs.close();
  });

  test('deactivating a person who is signed in sends them to the login page on their next request', async ({ page, browser, login, employee }) => {
    const theirs = await browser.newContext();
    const theirPage = await theirs.newPage();
    await openLoggedIn(theirPage, employee, '/profile');
    await expect(theirPage).toHaveURL(/\/profile/);

    await openLoggedIn(page, await login('acme', 'admin@acme.test'), '/admin?section=employees');
    const row = await search(page, employee.email);
    await row.getByTestId('employee-actions').click();
    await page.getByTestId('employee-deactivate').click();
    const dialog = page.getByTestId('employee-confirm');
    await expect(dialog).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByTestId('employee-confirm-button').click();
    await expect(row.getByTestId('employee-status')).toHaveText(es.employees.status.inactive);

    await theirPage.reload();
    await expect(theirPage).toHaveURL(/\/login/);
    await theirs.close();
  });
});
