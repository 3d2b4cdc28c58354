import { employeeFactsOf, privateUsePercentOf } from '@flexplan/domain/tax/employee-facts';
import { planCalculatorItems } from '@flexplan/domain/tax/calculator-items';
import { planSavings } from '@flexplan/domain/tax/plan-savings';
import { taxYearFor } from '@flexplan/domain/tax/tax-years';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../test/auth-helpers';
import { pdfText } from '../../test/pdf-text';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('GET /api/payslip', () => {
  let t: TestApp;
  let headers: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    headers = await loginAs(t.app, 'acme', 'laura.martin@acme.test');
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string, h = headers) => t.app.inject({ method: 'GET', url, headers: h });

  /** What the calculator in the browser computes from the same GET /profile and GET /families. */
  async function calculatorYear(year: number) {
    const profile = (await get('/api/profile')).json();
    const family = (await get('/api/families')).json();
    const savings = planSavings({
      facts: employeeFactsOf(profile, family, year),
      items: planCalculatorItems(profile.cart, profile.contracts, year).flatMap((p) => p.items),
      family: family.filter((m: { relationship: string; active: boolean }) => m.relationship !== 'you' && m.active),
      privateUsePercent: privateUsePercentOf(profile.privateUse),
      flexibleAvailable: 0,
      taxYear: taxYearFor(year),
    });
    return savings!.simulation;
  }

  it('answers the plan year new items start in by default (2027 after the cut-off of 20 November)', async () => {
    const res = await get('/api/payslip');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ready', year: 2027, paymentCount: 14 });
  });

  it("answers laura's seeded plan (2026): fourteen payslips whose year is the calculator's to the cent", async () => {
    const res = await get('/api/payslip?year=2026');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: 'ready', year: 2026, paymentCount: 14 });
    expect(body.payslips).toHaveLength(14);
    const sim = await calculatorYear(2026);
    expect(body.totals.without).toMatchObject({
      gross: 4_500_000,
      socialSecurity: sim.socialSecurity,
      withholding: sim.without.withholding.amount,
      net: sim.without.netCashAnnual,
    });
    expect(body.totals.with).toMatchObject({
      gross: 4_500_000,
      paid: sim.benefitsAnnual,
      withholding: sim.with.withholding.amount,
      net: sim.with.netCashAnnual,
      netWithProducts: sim.with.netAnnual,
    });
    expect(body.savingAnnual).toBe(sim.savingAnnual);
    expect(body.savingAnnual).toBeGreaterThan(0);
  });

  it('pays the meal card from January, transport from March and the course from September, regularising the rate then', async () => {
    const { payslips } = (await get('/api/payslip?year=2026')).json();
    const ordinary = (month: number) => payslips.find((p: { month: number; kind: string }) => p.month === month && p.kind === 'ordinary');
    expect(ordinary(1).with.products.map((p: { category: string }) => p.category)).toEqual(['food']);
    expect(
      ordinary(3)
        .with.products.map((p: { category: string }) => p.category)
        .sort(),
    ).toEqual(['food', 'transport']);
    expect(
      ordinary(9)
        .with.products.map((p: { category: string }) => p.category)
        .sort(),
    ).toEqual(['food', 'formation', 'transport']);
    expect(payslips.filter((p: { isRegularised: boolean }) => p.isRegularised).map((p: { month: number }) => p.month)).toEqual([3, 9]);
    // The extra payments (after June's and December's payslips) pay no product and no social security.
    const extras = payslips.filter((p: { kind: string }) => p.kind === 'extra');
    expect(extras.map((p: { month: number }) => p.month)).toEqual([6, 12]);
    for (const extra of extras) expect(extra.with).toMatchObject({ products: [], socialSecurity: 0 });
  });

  it('answers a year without a plan with the same payslips on both sides', async () => {
    const body = (await get('/api/payslip?year=2030')).json();
    expect(body.status).toBe('ready');
    expect(body.totals.with).toEqual(body.totals.without);
  });

  it('refuses a bad year or language with 400 and the field, and needs a session', async () => {
    const bad = await get('/api/payslip?year=abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('year');
    const lang = await get('/api/payslip/pdf?lang=fr');
    expect(lang.statusCode).toBe(400);
    expect(lang.json().fields).toHaveProperty('lang');
    expect((await get('/api/payslip?year=1999')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/payslip', headers: { host: headers.host! } })).statusCode).toBe(401);
  });

  it('downloads the payslips as a PDF with the table, in the language asked for', async () => {
    const res = await get('/api/payslip/pdf?year=2026&lang=en');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('attachment');
    const text = await pdfText(res.rawPayload);
    const body = (await get('/api/payslip?year=2026')).json();
    expect(text).toContain('My payslip, month by month 2026');
    expect(text).toContain('Laura Martín García');
    expect(text).toContain('June (extra payment)');
    expect(text).toContain('March *');
    expect(text).toContain('Year total');
    expect(text).not.toContain('…');
    const euros = (cents: number) => new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' }).format(cents / 100);
    expect(text).toContain(euros(body.totals.with.net));
    expect(text).toContain(euros(body.totals.without.withholding));
  });

  it.each([
    ['es', 'Mi nómina mes a mes 2026', 'Total anual'],
    ['ca', 'La meva nòmina mes a mes 2026', 'Total anual'],
    ['pt', 'O meu recibo de vencimento mês a mês 2026', 'Total anual'],
  ])('writes the PDF in %s', async (lang, title, total) => {
    const text = await pdfText((await get(`/api/payslip/pdf?year=2026&lang=${lang}`)).rawPayload);
    expect(text).toContain(title);
    expect(text).toContain(total);
    // Every cell fits its column: nothing was cut with an ellipsis.
    expect(text).not.toContain('…');
  });

  it("speaks the user's own language when none is asked for (laura's is Spanish)", async () => {
    const text = await pdfText((await get('/api/payslip/pdf?year=2027')).rawPayload);
    expect(text).toContain('Mi nómina mes a mes 2027');
  });
});
