import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../test-app';
import { hostOf, loginAs, loginRequest } from '../auth-helpers';
import { declaredRoutes } from '../route-recorder';
import { createVictim, leakedMarkers, type Victim } from '../victim-fixture';
import { routeEntries, type RouteEntry } from './route-entries';

vi.mock('fastify', async (importOriginal) => (await import('../route-recorder')).recordingFastify(await importOriginal()));

type Headers = Record<string, string>;
/** What an answer may be: a list of statuses, or `served` (anything below 500, their own data). */
type Expected = number[] | 'served';
interface Case {
  route: string;
  caller: string;
  headers: Headers;
  expected: Expected;
}

/**
 * The authorisation matrix (issue 12, Deliver 3): every route the server declares, called by
 * everyone who must not reach the victim's data — no session, another company's session on both
 * hosts, a colleague's session with her ids, an employee on the administrator's routes — answers
 * 401/403/404 (or their own data) and never carries a value of hers.
 */
describe('authorisation matrix', () => {
  let t: TestApp;
  let victim: Victim;
  const callers: Record<string, Headers> = {};
  const acme = { host: hostOf('acme') };

  beforeAll(async () => {
    t = await createTestApp();
    victim = await createVictim(t.app, t.database);
    callers.david = await loginAs(t.app, 'acme', 'david.moreno@acme.test');
    callers.joao = await loginAs(t.app, 'globex', 'joao.silva@globex.test');
    callers.globexAdmin = await loginAs(t.app, 'globex', 'admin@globex.test');
    // A platform operator acting on globex (issue 17): for acme's rows, another company's administrator.
    callers.operatorOnGlobex = await loginAs(t.app, 'globex', 'operator@flexplan.test');
    const globex = (await t.app.inject({ method: 'GET', url: '/api/admin/platform/companies', headers: callers.operatorOnGlobex })).json();
    const globexId = globex.items.find((c: { slug: string }) => c.slug === 'globex').id;
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/admin/platform/companies/${globexId}/switch`, headers: callers.operatorOnGlobex })).statusCode,
    ).toBe(200);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const onAcme = (caller: Headers) => ({ ...caller, host: hostOf('acme') });
  const withoutToken = { ...acme };

  function casesOf(route: string, entry: RouteEntry): Case[] {
    const anonymous: Case = { route, caller: 'no token', headers: withoutToken, expected: [401] };
    const foreignOnVictimHost: Case = { route, caller: 'joao@globex on acme', headers: onAcme(callers.joao!), expected: [401] };
    switch (entry.access) {
      case 'public':
        return [{ route, caller: 'no token on globex', headers: {}, expected: entry.crossHost }];
      case 'session':
        return [
          anonymous,
          foreignOnVictimHost,
          { route, caller: 'joao@globex', headers: callers.joao!, expected: 'served' },
          { route, caller: 'david@acme', headers: callers.david!, expected: 'served' },
        ];
      case 'owner': {
        const refused = entry.refusedWith ?? [404];
        return [
          anonymous,
          foreignOnVictimHost,
          { route, caller: 'joao@globex', headers: callers.joao!, expected: refused },
          { route, caller: 'david@acme', headers: callers.david!, expected: entry.sameCompany === 'shared' ? 'served' : refused },
        ];
      }
      case 'admin':
        return [
          anonymous,
          foreignOnVictimHost,
          { route, caller: 'admin@globex on acme', headers: onAcme(callers.globexAdmin!), expected: [401] },
          { route, caller: 'joao@globex (employee)', headers: callers.joao!, expected: [404] },
          { route, caller: 'david@acme (employee)', headers: callers.david!, expected: [404] },
          { route, caller: 'laura@acme (employee)', headers: victim.headers, expected: [404] },
          { route, caller: 'admin@globex', headers: callers.globexAdmin!, expected: entry.byId ? [404] : 'served' },
          { route, caller: 'operator switched to globex', headers: callers.operatorOnGlobex!, expected: entry.byId ? [404] : 'served' },
        ];
      case 'operator':
        return [
          anonymous,
          foreignOnVictimHost,
          { route, caller: 'joao@globex (employee)', headers: callers.joao!, expected: [404] },
          { route, caller: 'laura@acme (employee)', headers: victim.headers, expected: [404] },
          { route, caller: 'admin@globex on globex', headers: callers.globexAdmin!, expected: [404] },
          { route, caller: 'admin@globex on acme', headers: onAcme(callers.globexAdmin!), expected: [401] },
        ];
    }
  }

  const victimView = async () =>
    Promise.all(
      ['/api/profile', '/api/families', '/api/my-contracts', `/api/users/${victim.userId}/documents/all`, `/api/answers?contractId=${victim.cartId}`].map(
        async (url) => (await t.app.inject({ method: 'GET', url, headers: victim.headers })).body,
      ),
    );

  it('has an entry for every route the server declares, and none for a route that is gone', () => {
    const declared = declaredRoutes().map((r) => `${r.method} ${r.url}`);
    const missing = declared.filter((key) => !(key in routeEntries));
    const stale = Object.keys(routeEntries).filter((key) => !declared.includes(key));
    expect(missing, 'new route without a matrix entry (test/security/route-entries.ts)').toEqual([]);
    expect(stale, 'matrix entry for a route the server no longer declares').toEqual([]);
  });

  it('refuses every caller who is not the victim, leaks none of her values, and changes none of her data', async () => {
    const before = await victimView();
    const keys = declaredRoutes()
      .map((r) => `${r.method} ${r.url}`)
      .filter((key) => key in routeEntries);
    // Logging out ends the caller's own session: last, so the other routes see live sessions.
    keys.sort((a, b) => Number(a === 'POST /api/auth/logout') - Number(b === 'POST /api/auth/logout'));
    const failures: string[] = [];
    let cases = 0;
    for (const key of keys) {
      const entry = routeEntries[key]!;
      const method = key.split(' ')[0] as 'GET' | 'POST' | 'PUT' | 'DELETE';
      for (const c of casesOf(key, entry)) {
        const probe = await entry.probe(victim, t.app);
        const res = await t.app.inject({
          method,
          url: probe.url,
          payload: probe.payload as string | object | undefined,
          headers: { ...c.headers, ...probe.headers },
        });
        cases += 1;
        const statusOk = c.expected === 'served' ? res.statusCode < 500 : c.expected.includes(res.statusCode);
        const leaked = leakedMarkers(victim, res.body);
        if (!statusOk)
          failures.push(
            `${key} as ${c.caller}: ${res.statusCode}, expected ${c.expected === 'served' ? '< 500' : c.expected.join('/')} (${String(res.headers['content-type']).includes('json') ? res.body.slice(0, 120) : res.headers['content-type']})`,
          );
        if (leaked.length > 0) failures.push(`${key} as ${c.caller}: the answer carries the victim's ${leaked.join(', ')}`);
      }
    }
    console.log(`authorisation matrix: ${keys.length} routes, ${cases} cases, ${failures.length} failures`);
    expect(failures).toEqual([]);
    expect(await victimView()).toEqual(before);
    expect((await loginRequest(t.app, 'acme', 'laura.martin@acme.test')).statusCode).toBe(200);
  });

  it('answers the victim herself on the routes it refused to others, so the ids it used are real', async () => {
    const reads = Object.entries(routeEntries).filter(([, e]) => e.access === 'owner' && e.ownerReads);
    expect(reads.length).toBeGreaterThan(0);
    for (const [key, entry] of reads) {
      const probe = await entry.probe(victim, t.app);
      const res = await t.app.inject({ method: 'GET', url: probe.url, headers: victim.headers });
      expect(res.statusCode, key).toBe(200);
    }
  });
});
