import { readFile } from 'node:fs/promises';
import { type Page } from '@playwright/test';
import { expect, locales, openLoggedIn, seriousViolations, test } from '../fixtures';
import { addToCart, benefitIdOf, contractThroughMail, planYear } from '../contracts-api';

const { es } = locales;
const SHOTS = 'test-results/issue-17-audit';

/** The page at a phone's and a desktop's width: axe-clean, and a full-page screenshot of each. */
async function checkAtBothWidths(page: Page, name: string): Promise<void> {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await expect(page.getByTestId('audit-row').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
}

test.describe('the audit log in the back office', () => {
  test.beforeEach(() => {
    test.slow(); // a contract goes through its e-mail before the administrator approves it
  });

  test('an administrator approves a contract, finds the approval in the audit log and downloads it as CSV', async ({ page, employee, login }) => {
    // Sanitas asks for a questionnaire: accepted, it waits for the company's review (pending).
    const health = await addToCart(employee, {
      year: await planYear(employee),
      benefitId: await benefitIdOf(employee, 'health-insurance', 'Sanitas Más Salud'),
      items: [],
      details: { members: [{ familyId: null, startMonth: 1, supplementaries: [] }] },
    });
    await contractThroughMail(employee, [health.id]);

    await openLoggedIn(page, await login('acme', 'admin@acme.test'), '/admin');
    const row = page.locator(`[data-testid="admin-row"][data-contract-id="${health.id}"]`);
    await row.getByTestId('admin-approve').click();
    await page.getByTestId('admin-confirm-button').click();
    await expect(page.getByText(es.admin.done.approve).first()).toBeVisible();

    await page.getByTestId('admin-section-audit').click();
    await expect(page).toHaveURL(/section=audit/);
    await page.getByTestId('audit-filter-action').click();
    await page.getByRole('option', { name: es.audit.actions['contract.approved'] }).click();
    await expect(page).toHaveURL(/action=contract\.approved/);
    const entry = page.getByTestId('audit-row').filter({ hasText: `${es.audit.tables.contracts} n.º ${health.id}` });
    await expect(entry).toHaveCount(1);
    await expect(entry).toContainText('Carmen Navarro');
    await expect(entry).toContainText(`${es.audit.fields.status}: ${es.audit.values.status.pending} → ${es.audit.values.status.contracted}`);
    await checkAtBothWidths(page, 'admin-audit');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('audit-csv').click()]);
    expect(download.suggestedFilename()).toBe('audit-log.csv');
    const csv = await readFile(await download.path(), 'utf8');
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('at,actor,actorRole,action,table,rowId,employeeId,employee,before,after');
    expect(lines.some((line) => line.includes(`,contract.approved,contracts,${health.id},`))).toBe(true);
    // The download took the page's filter: approvals only.
    expect(lines.slice(1).every((line) => line.includes(',contract.approved,'))).toBe(true);
  });

  test("the platform operator switches to globex and reads globex's log, the switch first", async ({ page, login }) => {
    await openLoggedIn(page, await login('acme', 'operator@flexplan.test'), '/admin');
    const companies = page.getByTestId('platform-companies');
    await expect(companies).toBeVisible();
    await page.getByTestId('platform-switch-globex').click();
    await expect(companies.getByTestId('platform-current')).toBeVisible();
    await page.getByTestId('admin-section-audit').click();
    const first = page.getByTestId('audit-row').first();
    await expect(first).toHaveAttribute('data-action', 'company.switched');
    await expect(first).toContainText(es.audit.actions['company.switched']);
    await expect(first).toContainText('Olga Operadora');
    // globex's log has no acme rows: nothing about acme's employees.
    await expect(page.getByTestId('audit-table')).not.toContainText('acme');
    await checkAtBothWidths(page, 'operator-audit');
  });
});
