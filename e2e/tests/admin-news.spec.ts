import type { Page } from '@playwright/test';
import type { FreshCompany } from '@flexplan/domain/api/fresh-company-api';
import { CompanyApi } from '../company-api';
import { companyUrl } from '../e2e-env';
import { expect, locales, openLoggedIn, seriousViolations, test } from '../fixtures';

const { es, ca } = locales;
const SHOTS = 'test-results/admin-news';
const SPANISH = 'Nuevo: cheques guardería para el colectivo comercial.';
const CATALAN = 'Novetat: xecs guarderia per al col·lectiu comercial.';

/** The page at a phone's and a desktop's width: axe-clean, and a full-page screenshot of each. */
async function checkAtBothWidths(page: Page, name: string): Promise<void> {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
}

test.describe('news the administrator writes', () => {
  // A company of this scenario's own: acme's homes count their seeded news.
  let fresh: FreshCompany;
  test.beforeEach(async ({ request }) => {
    const created = await new CompanyApi(request, 'acme').post<FreshCompany>('/e2e/companies', {});
    expect(created.status).toBe(201);
    fresh = created.body;
  });

  test("a message in Catalan for one collective, previewed and published, reaches that collective's homes only", async ({ page, browser, login }) => {
    // Seeded through the API: a second collective, "Comercial", and the employee moved into it; the
    // administrator (an employee record too) stays in "General".
    const admin = await login(fresh.company, fresh.adminEmail);
    const comercial = (await admin.post<{ id: number }>('/admin/company/collectives', { name: 'Comercial' })).body.id;
    const people = await admin.get<{ items: { id: number; email: string }[] }>(`/admin/employees?q=${encodeURIComponent(fresh.employeeEmail)}`);
    const employeeId = people.body.items.find((person) => person.email === fresh.employeeEmail)!.id;
    const record = (await admin.get<Record<string, unknown>>(`/admin/employees/${employeeId}`)).body;
    // The record as read, in the new collective (the copied demo person has no salary on file: the form requires one).
    const moved = await admin.call('PUT', `/admin/employees/${employeeId}`, {
      ...record,
      fixedSalary: record.fixedSalary ?? 3_000_000,
      collectiveId: comercial,
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);

    await openLoggedIn(page, admin, '/admin?section=news');
    await expect(page.getByTestId('admin-section-news')).toHaveText(es.adminNews.section);
    await expect(page.getByTestId('admin-news')).toContainText(es.adminNews.empty);
    await checkAtBothWidths(page, 'section-empty');

    await page.getByTestId('admin-news-add').click();
    const form = page.getByTestId('news-form');
    await form.getByLabel(es.adminNews.fields.textIn.replace('{{language}}', 'Español')).fill(SPANISH);
    await form.getByLabel(es.adminNews.fields.textIn.replace('{{language}}', 'Català')).fill(`${CATALAN}\nDemaneu-los abans del dia 20.`);
    await form.getByRole('textbox', { name: es.adminNews.fields.collectives }).click();
    await page.getByRole('option', { name: 'Comercial' }).click();
    await page.keyboard.press('Escape');

    // The preview, in Catalan: what a reader of that language will find on their home.
    const preview = page.getByTestId('news-preview');
    await expect(preview).toContainText(SPANISH);
    await preview.getByText('Català', { exact: true }).click();
    await expect(preview).toContainText(CATALAN);
    await expect(preview).not.toContainText(SPANISH);
    await checkAtBothWidths(page, 'form-with-preview');

    // Saved as a draft (no publication day), then published from the list.
    await page.getByTestId('news-save').click();
    const row = page.getByTestId('admin-news-row');
    await expect(row).toHaveAttribute('data-status', 'draft');
    await expect(row).toContainText('Comercial');
    await row.getByTestId('admin-news-publish').click();
    await expect(row).toHaveAttribute('data-status', 'live');
    await expect(row.getByTestId('admin-news-status')).toHaveText(es.adminNews.status.live);
    await checkAtBothWidths(page, 'section-published');

    // The employee of "Comercial", reading in Catalan, finds it on her home.
    const context = await browser.newContext({ locale: 'es-ES', timezoneId: 'Europe/Madrid', viewport: { width: 1280, height: 900 } });
    const reader = await context.newPage();
    await openLoggedIn(reader, await login(fresh.company, fresh.employeeEmail), '/home');
    await reader.getByTestId('language-select').locator('visible=true').selectOption('ca');
    await expect(reader.getByRole('heading', { level: 1, name: ca.home.title })).toBeVisible();
    const item = reader.getByTestId('news-item');
    await expect(item).toHaveCount(1);
    await expect(item).toContainText(CATALAN);
    await expect(item).toContainText('Demaneu-los abans del dia 20.');
    await expect(item).not.toContainText(SPANISH);
    await reader.screenshot({ path: `${SHOTS}/reader-home-ca-1280.png`, fullPage: true });
    await context.close();

    // The administrator, of "General", does not: their home has no news.
    await page.goto(companyUrl(fresh.company, '/home'));
    await expect(page.getByTestId('news-empty')).toBeVisible();
    await expect(page.getByTestId('news-item')).toHaveCount(0);
  });
});
