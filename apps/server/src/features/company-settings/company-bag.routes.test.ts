import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { loginAs } from '../../test/auth-helpers';

type Headers = Record<string, string>;
type Bags = { bags: { companyBag: unknown }; overview: { company: { total: number; isShown: boolean } } };

/**
 * The company's own company bag (docs/product/employee-portal.md §3 Company): every employee without a bag
 * of their own draws on it; an employee's own bag still wins.
 */
describe('the company-level company bag', () => {
  let t: TestApp;
  let acmeAdmin: Headers;
  let david: Headers;
  let laura: Headers;
  let joao: Headers;
  let settings: Record<string, unknown>;

  const call = (method: 'GET' | 'PUT', url: string, headers: Headers, payload?: object) => t.app.inject({ method, url, headers, payload });
  const inputOf = (s: Record<string, unknown>) => {
    const { slug: _slug, logo: _logo, background: _background, maintenance: _maintenance, warnings: _warnings, ...input } = s;
    return input;
  };
  const bagsOf = async (who: Headers) => (await call('GET', '/api/bags?year=2027', who)).json() as Bags;
  const setCompanyBag = (companyBag: unknown) => call('PUT', '/api/admin/company/settings', acmeAdmin, { ...inputOf(settings), companyBag });

  beforeAll(async () => {
    t = await createTestApp();
    acmeAdmin = await loginAs(t.app, 'acme', 'admin@acme.test');
    david = await loginAs(t.app, 'acme', 'david.moreno@acme.test');
    laura = await loginAs(t.app, 'acme', 'laura.martin@acme.test');
    joao = await loginAs(t.app, 'globex', 'joao.silva@globex.test');
    settings = (await call('GET', '/api/admin/company/settings', acmeAdmin)).json();
  });
  afterAll(async () => {
    await t.close();
  });

  it('starts with no company bag, so david (none of his own) has none to show', async () => {
    expect(settings.companyBag).toBeNull();
    expect((await bagsOf(david)).overview.company).toMatchObject({ total: 0, isShown: false });
  });

  it("gives a percent of each employee's own fixed salary to everyone without a bag of their own", async () => {
    const res = await setCompanyBag({ kind: 'percent', basisPoints: 500 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ companyBag: { kind: 'percent', basisPoints: 500 } });
    // 5 % of david's 32 000,00 €.
    const davidBags = await bagsOf(david);
    expect(davidBags.bags.companyBag).toEqual({ kind: 'percent', basisPoints: 500 });
    expect(davidBags.overview.company).toMatchObject({ total: 160_000, isShown: true });
    expect((await call('GET', '/api/profile', david)).json()).toMatchObject({ companyBag: { kind: 'percent', basisPoints: 500 } });
  });

  it("leaves an employee's own bag, and another company's employees, as they are", async () => {
    expect((await bagsOf(laura)).overview.company).toMatchObject({ total: 60_000 });
    expect((await bagsOf(joao)).bags.companyBag).toEqual({ kind: 'percent', basisPoints: 1000 });
  });

  it('takes a fixed amount, and null takes the bag away again', async () => {
    expect((await setCompanyBag({ kind: 'amount', cents: 90_000 })).statusCode).toBe(200);
    expect((await bagsOf(david)).overview.company).toMatchObject({ total: 90_000 });
    expect((await setCompanyBag(null)).json()).toMatchObject({ companyBag: null });
    expect((await bagsOf(david)).overview.company).toMatchObject({ total: 0, isShown: false });
  });

  it('refuses a percent over 100 or a negative amount by field, and changes nothing', async () => {
    const over = await setCompanyBag({ kind: 'percent', basisPoints: 10_001 });
    expect(over.statusCode).toBe(400);
    expect(JSON.stringify(over.json())).toContain('companyBag.basisPoints');
    const negative = await setCompanyBag({ kind: 'amount', cents: -1 });
    expect(negative.statusCode).toBe(400);
    expect(JSON.stringify(negative.json())).toContain('companyBag.cents');
    expect((await call('GET', '/api/admin/company/settings', acmeAdmin)).json()).toMatchObject({ companyBag: null });
  });
});
