import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categoryAliases } from '@flexplan/domain/benefits/category';
import { createTestApp, type TestApp } from '../../test/test-app';
import { loginAs } from '../../test/auth-helpers';

describe('GET /api/modalities/by-category/{category}', () => {
  let t: TestApp;
  let laura: Record<string, string>;
  let pablo: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    laura = await loginAs(t.app, 'acme', 'laura.martin@acme.test');
    // pablo's profile is incomplete: give him a phone so he may reach the catalogue.
    await t.database.db.execute(sql`update users set phone = '600111222' where email = 'pablo.ruiz@acme.test'`);
    pablo = await loginAs(t.app, 'acme', 'pablo.ruiz@acme.test');
  });
  afterAll(async () => {
    await t.close();
  });

  const list = (category: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url: `/api/modalities/by-category/${category}`, headers });

  it('lists at least one benefit of every category alias for laura', async () => {
    for (const alias of categoryAliases) {
      const res = await list(alias, laura);
      expect(res.statusCode, alias).toBe(200);
      expect(res.json().length, alias).toBeGreaterThan(0);
    }
  });

  it('answers benefits with product, provider, prices in cents and four languages', async () => {
    const health = (await list('health-insurance', laura)).json();
    const sanitas = health.find((b: { name: { es: string } }) => b.name.es === 'Sanitas Más Salud');
    expect(sanitas).toMatchObject({
      product: { alias: 'health-insurance', line: 'Exent', isQuestionsRequired: true },
      provider: { name: 'Sanitas', website: 'https://www.sanitas.es' },
      parentId: null,
      isSupplementary: false,
      priceForFamily: true,
      contribution: { kind: 'percent', basisPoints: 2000 },
      name: { es: 'Sanitas Más Salud', ca: expect.any(String), en: expect.any(String), pt: expect.any(String) },
    });
    expect(sanitas.ageGroups[0]).toEqual({ from: 0, to: 24, price: 3500 });
    const dental = health.find((b: { parentId: number | null }) => b.parentId === sanitas.id);
    expect(dental).toMatchObject({ isSupplementary: true });
    expect(new Set(health.map((b: { provider: { name: string } }) => b.provider.name))).toEqual(new Set(['Sanitas', 'Adeslas']));
  });

  it('shows each employee the benefits of their own collective only', async () => {
    const lauraGym = (await list('gym', laura)).json().map((b: { name: { es: string } }) => b.name.es);
    const pabloGym = (await list('gym', pablo)).json().map((b: { name: { es: string } }) => b.name.es);
    expect(lauraGym).toEqual(['Wellhub gimnasios']);
    expect(pabloGym).toEqual(['Wellhub básico']);
    expect((await list('renting', pablo)).json()).toEqual([]);
  });

  it('answers 404 for an unknown category', async () => {
    const res = await list('yachts', laura);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
  });

  it('hides the benefits of a product the employee switched off', async () => {
    await t.database.db.execute(
      sql`update user_products set is_active = false where user_id = (select id from users where email = 'pablo.ruiz@acme.test') and product_id = (select id from products where alias = 'food' and company_id = (select id from companies where slug = 'acme'))`,
    );
    expect((await list('food', pablo)).json()).toEqual([]);
    const profile = (await t.app.inject({ method: 'GET', url: '/api/profile', headers: pablo })).json();
    expect(profile.products.find((p: { category: { alias: string } }) => p.category.alias === 'food')).toMatchObject({ isActive: false, PL: 'Exent' });
  });

  it('serves the life rate tables per 1000 by age band, and 404 for an unknown one', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/rate-tables/life-axa-2026', headers: laura });
    expect(res.statusCode).toBe(200);
    const table = res.json();
    expect(Object.keys(table.coverages).sort()).toEqual(['FALLA', 'FALLAC', 'FALLCC', 'GINV', 'IPAA', 'IPAAC', 'IPACC']);
    expect((await t.app.inject({ method: 'GET', url: '/api/rate-tables/none', headers: laura })).statusCode).toBe(404);
  });

  it("keeps one company's catalogue from another", async () => {
    const joao = await loginAs(t.app, 'globex', 'joao.silva@globex.test');
    const names = (await list('health-insurance', joao)).json().map((b: { name: { en: string } }) => b.name.en);
    expect(names).toEqual(['Médis Option 2']);
    expect((await list('renting', joao)).json()).toEqual([]);
  });
});
