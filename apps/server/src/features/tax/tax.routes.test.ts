import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { loginAs } from '../../test/auth-helpers';

describe('GET /api/profile/tables', () => {
  let t: TestApp;
  let headers: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    headers = await loginAs(t.app, 'acme', 'laura.martin@acme.test');
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (query: string) => t.app.inject({ method: 'GET', url: `/api/profile/tables${query}`, headers });

  it("answers the year of today with the spec's field names", async () => {
    const res = await get('');
    expect(res.statusCode).toBe(200);
    const tables = res.json();
    expect(tables.year).toBe(2026);
    expect(tables.employeeTax.socialSecurity).toMatchObject({ limitSalary: 12 * 510_120, minGeneral: 555_000, redGeneral: 730_200 });
    expect(tables.employeeTax.retentionScale[0]).toEqual({ min: 0, max: 1_245_000, percent: 19 });
    expect(tables.productTax['health-insurance']).toMatchObject({ limitExemption: 50_000 });
    expect(tables.productTax.transport).toMatchObject({ limitExemption: 150_000 });
  });

  it('serves 2025 as its own row set, and one part by name', async () => {
    const employee = (await get('?name=employeeTax&year=2025')).json();
    expect(employee.year).toBe(2025);
    expect(employee).not.toHaveProperty('productTax');
    expect(employee.employeeTax.socialSecurity.limitSalary).toBe(12 * 490_950);
  });

  it('answers "Tax not found" for a year without tables, and 400 for a bad query', async () => {
    const missing = await get('?year=2031');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Tax not found');
    expect((await get('?name=salaries')).statusCode).toBe(400);
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/profile/tables', headers: { host: headers.host! } })).statusCode).toBe(401);
  });
});
