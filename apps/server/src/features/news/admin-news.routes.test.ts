import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { loginAs } from '../../test/auth-helpers';
import { rowsOf } from '../../test/sql-rows';

type Headers = Record<string, string>;
interface News {
  id: number;
  text: Record<string, string>;
  collectiveIds: number[];
  publishOn: string | null;
  expiresOn: string | null;
  status: string;
}

// TEST_TODAY (test-app.ts) is 23 November 2026 in Madrid.
const TODAY = '2026-11-23';
const url = '/api/admin/news';

/** The News section of the back office, and what employees' homes read of it (GET /api/messages). */
describe('admin news', () => {
  let t: TestApp;
  let acmeAdmin: Headers;
  let globexAdmin: Headers;
  let laura: Headers;
  let pablo: Headers;
  let centrales: number;
  let comercial: number;
  let globexCollective: number;

  const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', path: string, headers: Headers, payload?: object) =>
    t.app.inject({ method, url: path, headers, payload });
  const listAll = async (headers = acmeAdmin) =>
    (await call('GET', url, headers)).json() as { today: string; items: News[]; languages: string[]; collectives: { id: number; name: string }[] };
  const homeOf = async (headers: Headers) =>
    (await call('GET', '/api/messages', headers)).json() as { id: number; text: Record<string, string>; publishedOn: string }[];
  const create = async (body: object) => {
    const res = await call('POST', url, acmeAdmin, body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as News;
  };
  const audit = () =>
    rowsOf<{ action: string; table_name: string; row_id: number; before: Record<string, unknown>; after: Record<string, unknown> }>(
      t.database.db,
      sql`select action, table_name, row_id, before, after from audit_log where action like 'news.%' order by id`,
    );

  beforeAll(async () => {
    t = await createTestApp();
    acmeAdmin = await loginAs(t.app, 'acme', 'admin@acme.test');
    globexAdmin = await loginAs(t.app, 'globex', 'admin@globex.test');
    laura = await loginAs(t.app, 'acme', 'laura.martin@acme.test');
    pablo = await loginAs(t.app, 'acme', 'pablo.ruiz@acme.test');
    // Pablo's profile lacks a phone: the portal's reads wait for it.
    await call('POST', '/api/profile', pablo, { phone: '600000001' });
    const { collectives } = await listAll();
    centrales = collectives.find((c) => c.name === 'Oficinas Centrales')!.id;
    comercial = collectives.find((c) => c.name === 'Red Comercial')!.id;
    globexCollective = (await listAll(globexAdmin)).collectives[0]!.id;
  });
  afterAll(async () => {
    await t.close();
  });

  it("lists the company's messages with their status, its languages (the first required) and its collectives", async () => {
    const { today, items, languages, collectives } = await listAll();
    expect(today).toBe(TODAY);
    expect(languages).toEqual(['es', 'ca', 'en']);
    expect(collectives.map((c) => c.name).sort()).toEqual(['Oficinas Centrales', 'Red Comercial']);
    expect(items).toHaveLength(2);
    expect(items.map((item) => item.publishOn).sort()).toEqual(['2026-01-10', '2026-01-11']);
    expect(items.map((item) => item.status)).toEqual(['live', 'live']);
    expect(items.find((item) => item.collectiveIds.length > 0)!.collectiveIds).toEqual([centrales]);
    const globex = await listAll(globexAdmin);
    expect(globex.languages).toEqual(['en', 'pt']);
    expect(globex.items.some((item) => items.some((own) => own.id === item.id))).toBe(false);
  });

  it("writes a message for one collective, live today: its people see it on their home, the others' do not; audited", async () => {
    const created = await create({
      text: { ca: '  Nou: xecs guarderia.  ', es: 'Nuevo: cheques guardería.', en: '' },
      collectiveIds: [comercial],
      publishOn: TODAY,
    });
    expect(created).toMatchObject({
      text: { ca: 'Nou: xecs guarderia.', es: 'Nuevo: cheques guardería.' },
      collectiveIds: [comercial],
      publishOn: TODAY,
      expiresOn: null,
      status: 'live',
    });
    expect(created.text).not.toHaveProperty('en');
    expect((await homeOf(pablo))[0]).toEqual({ id: created.id, text: created.text, publishedOn: TODAY });
    expect((await homeOf(laura)).map((m) => m.id)).not.toContain(created.id);
    const [entry] = (await audit()).filter((e) => e.action === 'news.created');
    expect(entry).toMatchObject({
      table_name: 'news_messages',
      row_id: created.id,
      before: {},
      after: { textCa: 'Nou: xecs guarderia.', textEs: 'Nuevo: cheques guardería.', collectiveIds: String(comercial), publishOn: TODAY, expiresOn: null },
    });
  });

  it('shows nobody a draft, a message scheduled for later, or one that expires today', async () => {
    const draft = await create({ text: { es: 'Borrador' } });
    const scheduled = await create({ text: { es: 'Mañana' }, publishOn: '2026-11-24' });
    const expiring = await create({ text: { es: 'Hasta ayer' }, publishOn: '2026-11-01', expiresOn: TODAY });
    const lastDay = await create({ text: { es: 'Hoy es el último día' }, publishOn: '2026-11-01', expiresOn: '2026-11-24' });
    expect([draft.status, scheduled.status, expiring.status, lastDay.status]).toEqual(['draft', 'scheduled', 'expired', 'live']);
    for (const reader of [laura, pablo]) {
      const ids = (await homeOf(reader)).map((m) => m.id);
      expect(ids).not.toContain(draft.id);
      expect(ids).not.toContain(scheduled.id);
      expect(ids).not.toContain(expiring.id);
      expect(ids).toContain(lastDay.id);
    }
  });

  it('changes a message (publishes a draft, names two collectives), auditing only what changed; the same again writes no entry', async () => {
    const draft = (await listAll()).items.find((item) => item.text.es === 'Borrador')!;
    const change = { text: { es: 'Publicado', ca: 'Publicat' }, collectiveIds: [centrales, comercial], publishOn: TODAY, expiresOn: '2026-12-31' };
    const res = await call('PUT', `${url}/${draft.id}`, acmeAdmin, change);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: draft.id, collectiveIds: [centrales, comercial].sort((a, b) => a - b), status: 'live', expiresOn: '2026-12-31' });
    expect((await homeOf(laura)).map((m) => m.id)).toContain(draft.id);
    expect((await homeOf(pablo)).map((m) => m.id)).toContain(draft.id);
    const updates = (await audit()).filter((e) => e.action === 'news.updated');
    expect(updates).toHaveLength(1);
    expect(updates[0]!.before).toEqual({ textEs: 'Borrador', textCa: null, collectiveIds: null, publishOn: null, expiresOn: null });
    expect(updates[0]!.after).toEqual({
      textEs: 'Publicado',
      textCa: 'Publicat',
      collectiveIds: [centrales, comercial].sort((a, b) => a - b).join(','),
      publishOn: TODAY,
      expiresOn: '2026-12-31',
    });
    expect((await call('PUT', `${url}/${draft.id}`, acmeAdmin, { ...change, collectiveIds: [comercial, centrales] })).statusCode).toBe(200);
    expect((await audit()).filter((e) => e.action === 'news.updated')).toHaveLength(1);

    // Back to one collective: the other's people no longer see it.
    expect((await call('PUT', `${url}/${draft.id}`, acmeAdmin, { ...change, collectiveIds: [comercial] })).statusCode).toBe(200);
    expect((await homeOf(laura)).map((m) => m.id)).not.toContain(draft.id);
  });

  it('keeps the text as written: markup is plain text, never HTML the server makes', async () => {
    const text = '<img src=x onerror="alert(1)"> <b>Hola</b>\nSegunda línea';
    const created = await create({ text: { es: text }, publishOn: TODAY });
    expect(created.text.es).toBe(text);
    expect((await homeOf(laura)).find((m) => m.id === created.id)!.text.es).toBe(text);
    expect((await call('DELETE', `${url}/${created.id}`, acmeAdmin)).statusCode).toBe(204);
  });

  it('answers 400 by field for bad texts, days and collectives, writing nothing', async () => {
    const count = (await listAll()).items.length;
    const entries = (await audit()).length;
    const good = { text: { es: 'Vale' }, collectiveIds: [], publishOn: TODAY, expiresOn: null };
    const cases: [object, string][] = [
      [{ ...good, text: { es: '   ' } }, 'text.es'],
      [{ ...good, text: {} }, 'text.es'],
      [{ ...good, text: { ca: 'Només en català' } }, 'text.es'],
      [{ ...good, text: { es: 'x'.repeat(2001) } }, 'text.es'],
      [{ ...good, text: { es: 'Vale', pt: 'Não oferecido' } }, 'text.pt'],
      [{ ...good, text: { es: 'Vale', fr: 'Non' } }, 'text'],
      [{ ...good, text: 'Vale' }, 'text'],
      [{ ...good, publishOn: '2026-12-10', expiresOn: '2026-12-09' }, 'expiresOn'],
      [{ ...good, publishOn: '2026-02-30' }, 'publishOn'],
      [{ ...good, expiresOn: 'mañana' }, 'expiresOn'],
      [{ ...good, collectiveIds: [globexCollective] }, 'collectiveIds'],
      [{ ...good, collectiveIds: [comercial, globexCollective] }, 'collectiveIds'],
      [{ ...good, collectiveIds: [2_147_483_647] }, 'collectiveIds'],
      [{ ...good, collectiveIds: [comercial, comercial] }, 'collectiveIds'],
      [{ ...good, collectiveIds: ['x'] }, 'collectiveIds.0'],
      [{ ...good, status: 'live' }, ''],
    ];
    for (const [body, field] of cases) {
      const res = await call('POST', url, acmeAdmin, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      if (field) expect(res.json().fields, JSON.stringify(body)).toHaveProperty([field]);
    }
    const first = (await listAll()).items[0]!;
    const bad = await call('PUT', `${url}/${first.id}`, acmeAdmin, { ...good, text: { es: '' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty(['text.es']);
    expect((await call('PUT', `${url}/abc`, acmeAdmin, good)).json().fields).toHaveProperty('id');
    // Every problem at once.
    const both = await call('POST', url, acmeAdmin, { ...good, text: { pt: 'Olá' }, collectiveIds: [globexCollective] });
    expect(Object.keys(both.json().fields).sort()).toEqual(['collectiveIds', 'text.es', 'text.pt']);
    expect((await listAll()).items.length).toBe(count);
    expect((await audit()).length).toBe(entries);
  });

  it("answers 404 to an employee, and to another company's administrator on this company's messages", async () => {
    const [first] = (await listAll()).items;
    const entries = (await audit()).length;
    const body = { text: { en: 'Stolen' } };
    expect((await call('GET', url, laura)).statusCode).toBe(404);
    expect((await call('POST', url, laura, body)).statusCode).toBe(404);
    expect((await call('PUT', `${url}/${first!.id}`, laura, body)).statusCode).toBe(404);
    expect((await call('DELETE', `${url}/${first!.id}`, laura)).statusCode).toBe(404);
    expect((await call('PUT', `${url}/${first!.id}`, globexAdmin, body)).statusCode).toBe(404);
    expect((await call('DELETE', `${url}/${first!.id}`, globexAdmin)).statusCode).toBe(404);
    expect((await call('PUT', `${url}/999999`, acmeAdmin, body)).statusCode).toBe(404);
    expect((await listAll()).items[0]).toEqual(first);
    expect((await audit()).length).toBe(entries);
  });

  it('deletes a message, audited; readers no longer see it, and a second delete is a 404', async () => {
    const target = (await listAll()).items.find((item) => item.text.es === 'Hoy es el último día')!;
    expect((await call('DELETE', `${url}/${target.id}`, acmeAdmin)).statusCode).toBe(204);
    expect((await listAll()).items.map((item) => item.id)).not.toContain(target.id);
    expect((await homeOf(laura)).map((m) => m.id)).not.toContain(target.id);
    expect((await audit()).at(-1)).toMatchObject({
      action: 'news.deleted',
      row_id: target.id,
      before: { textEs: 'Hoy es el último día', expiresOn: '2026-11-24' },
    });
    expect((await call('DELETE', `${url}/${target.id}`, acmeAdmin)).statusCode).toBe(404);
  });

  it('merging a collective moves its messages; one already for both names the target once', async () => {
    const both = await create({ text: { es: 'Para las dos' }, collectiveIds: [centrales, comercial], publishOn: TODAY });
    const merged = await call('POST', `/api/admin/company/collectives/${centrales}/merge`, acmeAdmin, { targetId: comercial });
    expect(merged.statusCode, merged.body).toBe(200);
    const after = (await listAll()).items;
    expect(after.find((item) => item.id === both.id)!.collectiveIds).toEqual([comercial]);
    expect(after.every((item) => !item.collectiveIds.includes(centrales))).toBe(true);
    expect((await homeOf(laura)).map((m) => m.id)).toContain(both.id);
  });
});
