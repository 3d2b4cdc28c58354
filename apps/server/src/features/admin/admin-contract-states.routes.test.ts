import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { loginAs } from '../../test/auth-helpers';

type Row = { id: number; status: string; signed: boolean; product: string; email: string | null; year: number };
type Mine = { id: number; label: string; productCategory?: string };

// One status, one label, everywhere (packages/domain/src/contracts/contract-list-state.ts): the
// administrator's tabs hold exactly the contracts My contracts calls by the tab's label.
describe('GET /api/admin/contracts: a tab per state of My contracts', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let laura: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await loginAs(t.app, 'acme', 'admin@acme.test');
    laura = await loginAs(t.app, 'acme', 'laura.martin@acme.test');
  });
  afterAll(async () => {
    await t.close();
  });

  const tab = async (status: string): Promise<Row[]> => {
    const res = await t.app.inject({ method: 'GET', url: `/api/admin/contracts?status=${status}&pageSize=200`, headers: admin });
    expect(res.statusCode).toBe(200);
    return res.json().items;
  };

  it("lists laura's unsigned transport under pending signature, not under contracted", async () => {
    const contracted = await tab('contracted');
    const unsigned = await tab('pendingSignature');
    const isLaurasTransport = (r: Row) => r.email === 'laura.martin@acme.test' && r.product === 'transport' && r.status === 'contracted';
    expect(contracted.filter(isLaurasTransport)).toEqual([]);
    expect(unsigned.filter(isLaurasTransport)).toHaveLength(1);
    expect(contracted.every((r) => r.signed)).toBe(true);
    expect(unsigned.every((r) => r.status === 'contracted' && !r.signed)).toBe(true);
  });

  it("puts each of laura's contracts in the tab named by its label in My contracts", async () => {
    const mine: Mine[] = (await t.app.inject({ method: 'GET', url: '/api/my-contracts', headers: laura })).json();
    expect(mine.length).toBeGreaterThan(3);
    const tabOfLabel: Record<string, string> = {
      'contracts.list.pendingReview': 'pending',
      'contracts.list.pendingSignature': 'pendingSignature',
      'contracts.list.contracted': 'contracted',
      'contracts.list.cancelled': 'cancelled',
    };
    const tabs = Object.fromEntries(await Promise.all(Object.values(tabOfLabel).map(async (s) => [s, (await tab(s)).map((r) => r.id)] as const)));
    for (const contract of mine) {
      const expected = tabOfLabel[contract.label]!;
      for (const [name, ids] of Object.entries(tabs)) expect(ids.includes(contract.id), `${contract.id} ${contract.label} in ${name}`).toBe(name === expected);
    }
  });
});
