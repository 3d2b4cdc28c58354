import { type Page } from '@playwright/test';
import { expect, linkIn, locales, openLoggedIn, seriousViolations, test, waitForMail } from '../fixtures';
import { companyUrl } from '../e2e-env';

const { es } = locales;
const SHOTS = 'test-results/issue-17-platform';
const ADMIN_EMAIL = 'alicia.admin@umbrella.test';
const ADMIN_PASSWORD = 'Umbrella2026';

/** The page at a phone's and a desktop's width: axe-clean (serious, critical), and a full-page screenshot of each. */
async function checkAtBothWidths(page: Page, name: string, ready: () => Promise<void>): Promise<void> {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await ready();
    expect(await seriousViolations(page), `${name} at ${width} px`).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
}

test.describe('the platform operator creates a company', () => {
  test.beforeEach(() => {
    test.slow(); // a company, an e-mail over SMTP, two logins and six axe scans
  });

  test('operator creates Umbrella; its administrator gets the welcome e-mail, sets a password, logs in on umbrella and opens /admin before adding a phone', async ({
    page,
    login,
    browser,
  }) => {
    await openLoggedIn(page, await login('acme', 'operator@flexplan.test'), '/admin');
    await expect(page.getByTestId('platform-companies')).toBeVisible();
    await page.getByTestId('platform-new-company').click();
    const form = page.getByTestId('new-company-form');
    await expect(form).toBeVisible();

    // A reserved subdomain is refused on its field before anything is sent.
    await page.getByTestId('new-company-name').fill('Umbrella');
    await page.getByTestId('new-company-slug').fill('admin');
    await page.getByTestId('new-company-submit').click();
    await expect(form.getByText(es.platform.validation.slugReserved)).toBeVisible();
    await checkAtBothWidths(page, 'new-company-form', () => expect(form).toBeVisible());

    await page.getByTestId('new-company-slug').fill('umbrella');
    await page.getByTestId('new-company-email').fill(ADMIN_EMAIL);
    await page.getByTestId('new-company-first-name').fill('Alicia');
    await page.getByTestId('new-company-last-name').fill('Abernathy');
    await page.getByTestId('new-company-personal-id').fill('12345678Z');
    const createdAt = new Date();
    await page.getByTestId('new-company-submit').click();
    await expect(page.getByText('Umbrella está creada', { exact: false }).first()).toBeVisible();
    const row = page.getByTestId('platform-row-umbrella');
    await expect(row).toBeVisible();
    await expect(row).toContainText('1');
    await checkAtBothWidths(page, 'operator-companies', () => expect(row).toBeVisible());

    // Switched to Umbrella, the operator finds their own entries by name in the audit log's actor picker.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByTestId('platform-switch-umbrella').click();
    await expect(row.getByTestId('platform-current')).toBeVisible();
    await page.getByTestId('admin-section-audit').click();
    await page.getByTestId('audit-filter-actor').click();
    await page.getByTestId('audit-filter-actor').fill('olga');
    await page.getByRole('option', { name: /Olga Operadora/ }).click();
    await expect(page).toHaveURL(/actor=\d+/);
    const created = page.locator('[data-testid="audit-row"][data-action="company.created"]');
    await expect(created).toHaveCount(1);
    await expect(created).toContainText(es.audit.actions['company.created']);
    await checkAtBothWidths(page, 'operator-audit-picker', () => expect(created).toBeVisible());

    // The welcome e-mail over SMTP, in the company's first language, its link on umbrella's host.
    const mail = await waitForMail({ to: ADMIN_EMAIL, after: createdAt, linkContains: '/welcome?token=' });
    expect(mail.subject).toContain('Te damos la bienvenida');
    const link = linkIn(mail, '/welcome?token=');
    expect(link.startsWith(companyUrl('umbrella', '/welcome?token='))).toBe(true);

    // The administrator, in a browser of their own.
    const context = await browser.newContext();
    const admin = await context.newPage();
    await admin.goto(link);
    await expect(admin.getByRole('heading', { name: es.auth.welcome.title })).toBeVisible();
    await checkAtBothWidths(admin, 'welcome-page', () => expect(admin.getByRole('heading', { name: es.auth.welcome.title })).toBeVisible());
    await admin.locator('input[name="newPassword"]').fill(ADMIN_PASSWORD);
    await admin.locator('input[name="confirmPassword"]').fill(ADMIN_PASSWORD);
    await admin.getByRole('button', { name: es.auth.welcome.submit }).click();
    // Setting the password logs the administrator in (umbrella does not require the cookie consent first).
    // A new person's profile lacks the phone: the portal asks for it first (docs/product/employee-portal.md §2), but the
    // back office opens at once, so the first administrator sets the company up before their profile.
    await expect(admin).toHaveURL(companyUrl('umbrella', '/'));
    // A first login asks for the cookie consent on the main menu.
    await admin.getByTestId('cookies-accept').click();
    await expect(admin.getByTestId('cookies-accept')).toHaveCount(0);
    const adminLink = admin.getByTestId('menu-admin-before-profile');
    await expect(adminLink).toContainText(es.menu.adminBeforeProfile.note);
    await adminLink.getByRole('link', { name: es.menu.adminBeforeProfile.link }).click();
    await expect(admin).toHaveURL(companyUrl('umbrella', '/admin'));
    await expect(admin.getByRole('heading', { name: es.admin.title, level: 1 })).toBeVisible();
    await expect(admin.getByTestId('admin-section-contracts')).toBeVisible();
    await expect(admin.getByTestId('platform-companies')).toHaveCount(0);
    // The API agrees: the Company section loads its settings with the phone still missing.
    await admin.getByTestId('admin-section-company').click();
    await expect(admin.getByTestId('menu-items')).toBeVisible();
    await checkAtBothWidths(admin, 'umbrella-admin', () => expect(admin.getByTestId('menu-items')).toBeVisible());

    // The employee portal stays closed until the phone is there.
    await admin.goto(companyUrl('umbrella', '/home'));
    await expect(admin).toHaveURL(companyUrl('umbrella', '/'));
    await admin.goto(companyUrl('umbrella', '/profile?tab=employee'));
    const employeeForm = admin.getByTestId('employee-form');
    await employeeForm.locator('input[name="phone"]').fill('600333444');
    await employeeForm.getByRole('button', { name: es.profile.employee.submit }).click();
    await expect(admin.getByText(es.profile.employee.updated).first()).toBeVisible();
    await admin.goto(companyUrl('umbrella', '/home'));
    await expect(admin).toHaveURL(companyUrl('umbrella', '/home'));
    await context.close();
  });
});
