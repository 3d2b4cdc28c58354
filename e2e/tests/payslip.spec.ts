import { readFileSync } from 'node:fs';
import type { ResponseOf } from '@flexplan/domain/api/wire';
import type { payslipYearSchema } from '@flexplan/domain/payslip/payslip-api';
import { planCalculatorItems } from '@flexplan/domain/tax/calculator-items';
import { employeeFactsOf, privateUsePercentOf } from '@flexplan/domain/tax/employee-facts';
import { planSavings } from '@flexplan/domain/tax/plan-savings';
import { taxYearFor } from '@flexplan/domain/tax/tax-years';
import { expect, LAURA, locales, openLoggedIn, readPdf, seriousViolations, test, type Session } from '../fixtures';
import { formatMoney } from '@flexplan/domain/money/format-money';

const { es } = locales;
const euros = (cents: number) => formatMoney(cents, 'es');
/** Money as the PDF reader reads it: no-break spaces as plain ones. */
const pdfEuros = (cents: number) => euros(cents).replace(/[\u00a0\u202f]/g, ' ');
const shot = (name: string, width: number) => `test-results/issue-18-payslip/${name}-${width}.png`;

type PayslipAnswer = ResponseOf<typeof payslipYearSchema>;

/** The calculator's year for laura, as the browser computes it from GET /profile and GET /families. */
async function calculatorYear(laura: Session, year: number) {
  const profile = (await laura.get<Parameters<typeof employeeFactsOf>[0] & { cart: never[]; contracts: never[]; privateUse: number | null }>('/profile')).body;
  const family = (await laura.get<{ id: number; relationship: string; birthday: string | null; disability: number; active: boolean }[]>('/families')).body;
  const savings = planSavings({
    facts: employeeFactsOf(profile, family, year),
    items: planCalculatorItems(profile.cart, profile.contracts, year).flatMap((p) => p.items),
    family: family.filter((m) => m.relationship !== 'you' && m.active),
    privateUsePercent: privateUsePercentOf(profile.privateUse),
    flexibleAvailable: 0,
    taxYear: taxYearFor(year),
  });
  return savings!.simulation;
}

test.describe('my payslip, month by month', () => {
  test('laura’s plan year: fourteen payslips whose year is the calculator’s, the header’s saving, and the PDF', async ({ page, login }) => {
    const laura = await login('acme', LAURA);
    await page.setViewportSize({ width: 1280, height: 900 });
    await openLoggedIn(page, laura, '/home');
    // The header's saving of the plan year (2027): the calculator's.
    const saved = (await page.getByTestId('header-saved').textContent())!.split(': ').pop()!;
    await page.getByRole('navigation', { name: es.shell.menu.label }).getByRole('link', { name: es.shell.menu.payslip }).click();
    await expect(page.getByRole('heading', { level: 1, name: es.payslip.title })).toBeVisible();
    await expect(page.getByTestId('payslip-row')).toHaveCount(14);
    await expect(page.getByTestId('summary-saving')).toHaveText(saved);

    const sim = await calculatorYear(laura, 2027);
    await expect(page.getByTestId('total-withholding-without')).toHaveText(euros(sim.without.withholding.amount));
    await expect(page.getByTestId('total-withholding-with')).toHaveText(euros(sim.with.withholding.amount));
    await expect(page.getByTestId('total-net-without')).toHaveText(euros(sim.without.netCashAnnual));
    await expect(page.getByTestId('total-net-with')).toHaveText(euros(sim.with.netCashAnnual));
    await expect(page.getByTestId('summary-net-with')).toHaveText(euros(sim.with.netAnnual));

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('payslip-download').click()]);
    const pdf = await readPdf(readFileSync(await download.path()), download.suggestedFilename());
    expect(pdf.filename).toBe('Mi nómina mes a mes 2027.pdf');
    expect(pdf.text).toContain('Laura Martín García');
    expect(pdf.text).toContain('junio (paga extra)');
    expect(pdf.text).toContain('Total anual');
    expect(pdf.text).toContain(pdfEuros(sim.with.netCashAnnual));
    expect(pdf.text).toContain(pdfEuros(sim.without.withholding.amount));
  });

  test('2026: the meal card from January, transport from March, the course from September; the rate regularised, the totals the home panel’s', async ({
    page,
    login,
  }) => {
    const laura = await login('acme', LAURA);
    await page.setViewportSize({ width: 1280, height: 900 });
    await openLoggedIn(page, laura, '/home?year=2026');
    const panelSaved = page.getByTestId('panel-saved');
    await expect(panelSaved).toContainText(euros(116_217));
    await page.goto('/payslip?year=2026');
    await expect(page.getByTestId('summary-saving')).toHaveText(euros(116_217));
    const sim = await calculatorYear(laura, 2026);
    await expect(page.getByTestId('total-withholding-with')).toHaveText(euros(sim.with.withholding.amount));
    await expect(page.getByTestId('total-net-with')).toHaveText(euros(sim.with.netCashAnnual));
    const answer = (await laura.get<PayslipAnswer>('/payslip?year=2026')).body;
    expect(answer.status === 'ready' && answer.payslips.filter((p) => p.isRegularised).map((p) => p.month)).toEqual([3, 9]);
    const rows = page.getByTestId('payslip-row');
    await expect(rows.nth(2).getByText(es.payslip.regularised)).toBeVisible();
    await expect(page.getByTestId('regularisation-note')).toContainText('marzo, septiembre');
    // The chart is drawn once scrolled near (payslip-chart.tsx), as a reader gets to it.
    await page.getByTestId('payslip-chart').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('payslip-chart').locator('svg').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    // At 1280 px the fourteen payslips fit: nothing hides behind a sideways scroll.
    const overflow = await page.getByTestId('payslip-table').evaluate((table) => table.parentElement!.scrollWidth - table.parentElement!.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: shot('table', 1280), fullPage: true });
  });

  test('on a phone: one payslip at a time, no sideways scroll, no serious violations', async ({ page, login }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await openLoggedIn(page, await login('acme', LAURA), '/payslip?year=2026');
    const card = page.getByTestId('payslip-month-card');
    await expect(card).toBeVisible();
    await card.getByRole('button', { name: es.payslip.next }).click();
    await card.getByRole('button', { name: es.payslip.next }).click();
    await expect(card.getByText(es.payslip.regularised)).toBeVisible();
    await expect(card.getByText(es.checkout.categories.transport)).toBeVisible();
    // The chart is drawn once scrolled near (payslip-chart.tsx), as a reader gets to it.
    await page.getByTestId('payslip-chart').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('payslip-chart').locator('svg').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.screenshot({ path: shot('month-card', 375), fullPage: true });
  });
});
