import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { loginAs } from '../../test/auth-helpers';
import { oneRow } from '../../test/sql-rows';

type Member = { id: number; relationship: string; firstName: string; lastName1: string; lastName2: string | null; personalID: string; birthday: string };
const editable = ({ id, relationship, firstName, lastName1, lastName2, personalID, birthday }: Member) => ({
  id,
  relationship,
  firstName,
  lastName1,
  lastName2,
  personalID,
  birthday,
});

describe('family: GET/POST /api/families, PUT /api/families/{id}', () => {
  let t: TestApp;
  let laura: Record<string, string>;
  let joao: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    laura = await loginAs(t.app, 'acme', 'laura.martin@acme.test');
    joao = await loginAs(t.app, 'globex', 'joao.silva@globex.test');
  });
  afterAll(async () => {
    await t.close();
  });

  const family = async (headers = laura): Promise<Member[]> => (await t.app.inject({ method: 'GET', url: '/api/families', headers })).json();
  const save = (list: object[], headers = laura) => t.app.inject({ method: 'POST', url: '/api/families', headers, payload: list });

  it('lists the user as entry 0 with relationship "you", then the members', async () => {
    const list = await family();
    expect(list[0]).toMatchObject({ id: 0, relationship: 'you', firstName: 'Laura' });
    expect(list.slice(1).map((m) => m.firstName)).toEqual(['Javier', 'Lucía', 'Hugo']);
  });

  it('adds a member by sending the list, with DNI and active by default', async () => {
    const members = (await family()).slice(1).map(editable);
    const res = await save([
      ...members,
      { relationship: 'child', firstName: 'Alba', lastName1: 'Gómez', lastName2: 'Martín', personalID: '56789012B', birthday: '2026-02-01' },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json().at(-1)).toMatchObject({ firstName: 'Alba', idType: 'DNI', active: true });
  });

  it('deletes a member left out of the list, but never one with a contract or cart item', async () => {
    const members = (await family()).slice(1).map(editable);
    const withoutAlba = members.filter((m) => m.firstName !== 'Alba');
    expect((await save(withoutAlba)).json().map((m: Member) => m.firstName)).not.toContain('Alba');

    const hugo = members.find((m) => m.firstName === 'Hugo')!;
    const benefit = await oneRow<{ id: number }>(t.database.db, sql`select id from benefits where name->>'es' = 'Cheque guardería' limit 1`);
    const add = await t.app.inject({
      method: 'POST',
      url: '/api/contracts',
      headers: laura,
      payload: { year: 2027, benefitId: benefit.id, items: [{ familyId: hugo.id, month: 1, price: 30_000 }] },
    });
    expect(add.statusCode).toBe(201);
    const refused = await save(withoutAlba.filter((m) => m.id !== hugo.id));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'FAMILY_MEMBER_HAS_CONTRACTS', message: expect.stringContaining('administrador') });
    expect((await family()).some((m) => m.id === hugo.id)).toBe(true);
  });

  it("edits one member, requiring the second surname, and 404 for someone else's", async () => {
    const javier = (await family()).find((m) => m.firstName === 'Javier')!;
    const missing = await t.app.inject({ method: 'PUT', url: `/api/families/${javier.id}`, headers: laura, payload: { ...editable(javier), lastName2: '' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields.lastName2).toBe('validation.required');
    const ok = await t.app.inject({ method: 'PUT', url: `/api/families/${javier.id}`, headers: laura, payload: { ...editable(javier), firstName: 'Javi' } });
    expect(ok.json()).toMatchObject({ id: javier.id, firstName: 'Javi' });
    expect(
      (await t.app.inject({ method: 'PUT', url: `/api/families/${javier.id}`, headers: joao, payload: { ...editable(javier), lastName2: 'X' } })).statusCode,
    ).toBe(404);
    expect((await save([{ ...editable(javier), id: javier.id, lastName2: 'X' }], joao)).statusCode).toBe(404);
  });

  it("refuses the user's own entry and bad members with 400", async () => {
    expect((await save([{ id: 0, relationship: 'you', firstName: 'Laura', lastName1: 'M', personalID: 'x', birthday: '1988-04-12' }])).statusCode).toBe(400);
    const bad = await save([{ relationship: 'child', firstName: '', lastName1: 'G', personalID: '', birthday: '1800-01-01' }]);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(expect.arrayContaining(['0.firstName', '0.personalID', '0.birthday']));
  });
});
