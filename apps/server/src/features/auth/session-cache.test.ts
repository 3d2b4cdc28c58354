import { describe, expect, it } from 'vitest';
import type { NotificationHandlers } from '../../db/notifications';
import type { CompanyRow } from '../../http/request-company';
import type { SessionUser } from '../../http/session-user';
import type { KeptResponseOwner } from './kept-responses';
import { authChannel, createSessionCache, type KeptSession, type SessionCacheOptions } from './session-cache';

const NOW = Date.parse('2026-11-23T10:00:00+01:00');
const acme = { id: 1, slug: 'acme' } as CompanyRow;
const userOf = (id: number, sessionId: number, companyId = 1): SessionUser => ({
  id,
  companyId,
  collectiveId: null,
  role: 'employee',
  email: null,
  phone: null,
  firstName: 'Laura',
  isPasswordDeprecated: false,
  sessionId,
});
const sessionOf = (user: SessionUser, company = acme, expiresInMs = 3_600_000): KeptSession => ({
  company,
  user,
  sessionExpiresAt: new Date(NOW + expiresInMs),
});

/**
 * The cache against a channel the test drives: what PostgreSQL would deliver on LISTEN, in order,
 * and the connection's loss. The notifications' SQL side (migration 0016) is tested on a real
 * database in session-cache.routes.test.ts.
 */
async function cacheOnChannel(options: Partial<SessionCacheOptions> = {}) {
  let handlers: NotificationHandlers | null = null;
  const sent: string[] = [];
  let now = NOW;
  const cache = createSessionCache({
    mode: 'on',
    listen: async (channel, given) => {
      expect(channel).toBe(authChannel);
      handlers = given;
      given.onLive(true);
      return async () => given.onLive(false);
    },
    flush: async (payload) => sent.push(payload),
    now: () => now,
    ...options,
  });
  await cache.start();
  const deliver = (payload: string) => handlers!.onNotify(payload);
  const keep = (slug: string, hash: string, session: KeptSession) => cache.keep(cache.mark(), slug, hash, session);
  return { cache, deliver, keep, sent, setLive: (isLive: boolean) => handlers!.onLive(isLive), advance: (ms: number) => (now += ms) };
}

describe('the sessions a process keeps', () => {
  it('finds a kept session by subdomain and token, and nothing for another subdomain', async () => {
    const { cache, keep } = await cacheOnChannel();
    keep('acme', 'h1', sessionOf(userOf(7, 70)));
    expect((await cache.find('acme', 'h1'))?.user.id).toBe(7);
    expect(await cache.find('globex', 'h1')).toBeUndefined();
    expect(await cache.find('acme', 'h2')).toBeUndefined();
  });

  it('keeps a session until it expires, not a moment longer', async () => {
    const { cache, keep, advance } = await cacheOnChannel();
    keep('acme', 'h1', sessionOf(userOf(7, 70), acme, 1_000));
    advance(999);
    expect(await cache.find('acme', 'h1')).toBeDefined();
    advance(1);
    expect(await cache.find('acme', 'h1')).toBeUndefined();
  });

  it('drops the sessions a notification names: by session, by user, by company (the operator’s too)', async () => {
    const { cache, deliver, keep } = await cacheOnChannel();
    const globex = { id: 2, slug: 'globex' } as CompanyRow;
    keep('acme', 'a', sessionOf(userOf(7, 70)));
    keep('acme', 'b', sessionOf(userOf(8, 80)));
    keep('acme', 'c', sessionOf(userOf(9, 90)));
    keep('globex', 'd', sessionOf(userOf(10, 100, 2), globex));
    keep('globex', 'op', sessionOf(userOf(1, 11, 99), globex));
    const kept = async () => {
      const found = await Promise.all(['acme a', 'acme b', 'acme c', 'globex d', 'globex op'].map((k) => cache.find(k.split(' ')[0]!, k.split(' ')[1]!)));
      return found.map((s) => s?.user.id ?? null);
    };
    deliver('session:80,5');
    expect(await kept()).toEqual([7, null, 9, 10, 1]);
    deliver('user:9');
    expect(await kept()).toEqual([7, null, null, 10, 1]);
    // The platform company's change ends the operator's session on every subdomain.
    deliver('company:99');
    expect(await kept()).toEqual([7, null, null, 10, null]);
    deliver('company:1');
    expect(await kept()).toEqual([null, null, null, 10, null]);
    deliver('all');
    expect(await kept()).toEqual([null, null, null, null, null]);
  });

  it("drops kept answers on the channel's word: a user's rows, a company's, a session's, everything", async () => {
    const { cache, deliver } = await cacheOnChannel({ keepsResponses: true });
    const answer = { body: Buffer.from('{}'), contentType: 'application/json' };
    const keepAll = () => {
      cache.keepResponse(cache.mark(), 'laura', { sessionId: 70, userId: 7, companyId: 1, scope: 'user' }, answer);
      cache.keepResponse(cache.mark(), 'pablo', { sessionId: 80, userId: 8, companyId: 1, scope: 'user' }, answer);
      cache.keepResponse(cache.mark(), 'joao', { sessionId: 100, userId: 10, companyId: 2, scope: 'user' }, answer);
    };
    const kept = async () => (await Promise.all(['laura', 'pablo', 'joao'].map((key) => cache.findResponse(key)))).map(Boolean);
    keepAll();
    deliver('data:1:7');
    expect(await kept()).toEqual([false, true, true]);
    deliver('data:1:');
    expect(await kept()).toEqual([false, false, true]);
    keepAll();
    deliver('session:100');
    expect(await kept()).toEqual([true, true, false]);
    deliver('company:1');
    expect(await kept()).toEqual([false, false, false]);
    keepAll();
    deliver('all');
    expect(await kept()).toEqual([false, false, false]);
    // Read across a change: not kept.
    const mark = cache.mark();
    deliver('data:2:10');
    cache.keepResponse(mark, 'joao', { sessionId: 100, userId: 10, companyId: 2, scope: 'user' }, answer);
    expect(await cache.findResponse('joao')).toBeUndefined();
  });

  it("keeps an answer read across another owner's change, and not one read across its own", async () => {
    const { cache, deliver } = await cacheOnChannel({ keepsResponses: true });
    const answer = { body: Buffer.from('{}'), contentType: 'application/json' };
    const laura = { sessionId: 70, userId: 7, companyId: 1, scope: 'user' } as const;
    const joao = { sessionId: 100, userId: 10, companyId: 2, scope: 'user' } as const;
    const acmeList = { sessionId: 90, userId: 9, companyId: 1, scope: 'company' } as const;
    const readAcross = async (payload: string, owner: KeptResponseOwner, key: string) => {
      const mark = cache.mark();
      deliver(payload);
      cache.keepResponse(mark, key, owner, answer);
      return Boolean(await cache.findResponse(key));
    };
    // Under a stream of cart writes, some user's change crosses nearly every read.
    expect(await readAcross('data:1:8', laura, 'laura-1')).toBe(true);
    expect(await readAcross('data:1:8', joao, 'joao-1')).toBe(true);
    expect(await readAcross('data:1:7', laura, 'laura-2')).toBe(false);
    // A company's list holds every person of it; the whole company's rows drop every answer of it.
    expect(await readAcross('data:1:8', acmeList, 'list-1')).toBe(false);
    expect(await readAcross('data:2:10', acmeList, 'list-2')).toBe(true);
    expect(await readAcross('data:1:', laura, 'laura-3')).toBe(false);
    expect(await readAcross('data:2:', laura, 'laura-4')).toBe(true);
    // Any other notification (a session, a user's session columns, a company) keeps nothing read across it.
    expect(await readAcross('session:100', laura, 'laura-5')).toBe(false);
  });

  it('keeps no answer read across a change it no longer remembers', async () => {
    const { cache, deliver } = await cacheOnChannel({ keepsResponses: true, maxRememberedChanges: 2 });
    const answer = { body: Buffer.from('{}'), contentType: 'application/json' };
    const mark = cache.mark();
    deliver('data:1:7');
    // Forgetting user 7's change (three other owners since) must not let Laura's read be kept.
    for (const user of [11, 12, 13]) deliver(`data:1:${user}`);
    cache.keepResponse(mark, 'laura', { sessionId: 70, userId: 7, companyId: 1, scope: 'user' }, answer);
    expect(await cache.findResponse('laura')).toBeUndefined();
  });

  it('keeps no answer unless told to (READ_CACHE=off)', async () => {
    const { cache } = await cacheOnChannel();
    cache.keepResponse(
      cache.mark(),
      'laura',
      { sessionId: 70, userId: 7, companyId: 1, scope: 'user' },
      { body: Buffer.from('{}'), contentType: 'application/json' },
    );
    expect(await cache.findResponse('laura')).toBeUndefined();
  });

  it('keeps nothing read across a change, and nothing while the channel is down', async () => {
    const { cache, deliver, setLive } = await cacheOnChannel();
    const mark = cache.mark();
    deliver('user:123');
    cache.keep(mark, 'acme', 'h1', sessionOf(userOf(7, 70)));
    expect(await cache.find('acme', 'h1')).toBeUndefined();

    cache.keep(cache.mark(), 'acme', 'h1', sessionOf(userOf(7, 70)));
    setLive(false);
    expect(await cache.find('acme', 'h1')).toBeUndefined();
    cache.keep(cache.mark(), 'acme', 'h1', sessionOf(userOf(7, 70)));
    setLive(true);
    expect(await cache.find('acme', 'h1')).toBeUndefined();
  });

  it('keeps a session read across a change of rows only: those drop answers, never a session', async () => {
    const { cache, deliver } = await cacheOnChannel();
    // Under a stream of cart changes every lookup runs across some user's data notification; the
    // session must still be kept, or each request after a write reads it from PostgreSQL again.
    const mark = cache.mark();
    deliver('data:1:7');
    deliver('data:1:');
    cache.keep(mark, 'acme', 'h1', sessionOf(userOf(7, 70)));
    expect((await cache.find('acme', 'h1'))?.user.id).toBe(7);
  });

  it('keeps the user frozen: no request can change what the next one reads', async () => {
    const { cache, keep } = await cacheOnChannel();
    keep('acme', 'h1', sessionOf(userOf(7, 70)));
    const kept = (await cache.find('acme', 'h1'))!;
    expect(() => Object.assign(kept.user, { role: 'company-admin' })).toThrow(TypeError);
  });

  it('keeps nothing when off, and does not listen', async () => {
    const { cache, keep, sent } = await cacheOnChannel({ mode: 'off', listen: () => Promise.reject(new Error('listened')) });
    keep('acme', 'h1', sessionOf(userOf(7, 70)));
    expect(await cache.find('acme', 'h1')).toBeUndefined();
    await cache.barrier();
    expect(sent).toEqual([]);
  });
});

describe('the barrier of a write request', () => {
  it('resolves when its own sync notification comes back, not another process’s', async () => {
    const { cache, deliver, sent } = await cacheOnChannel();
    let isDone = false;
    const waiting = cache.barrier().then(() => (isDone = true));
    await Promise.resolve();
    expect(sent).toHaveLength(1);
    const [, instance, sequence] = sent[0]!.split(':');
    deliver(`sync:another-process:${sequence}`);
    await Promise.resolve();
    expect(isDone).toBe(false);
    deliver(`sync:${instance}:${sequence}`);
    await waiting;
    expect(isDone).toBe(true);
  });

  it('shares one sync among those who wait while another is on its way', async () => {
    const { cache, deliver, keep, sent } = await cacheOnChannel();
    keep('acme', 'h1', sessionOf(userOf(7, 70)));
    const first = cache.barrier();
    expect(sent).toHaveLength(1);
    // Called while the first sync is on its way, which may have left before their commits: the next one.
    const second = cache.barrier();
    const third = cache.barrier();
    expect(sent).toHaveLength(1);
    deliver(sent[0]!);
    await first;
    expect(sent).toHaveLength(2);
    deliver(sent[1]!);
    await Promise.all([second, third]);
    expect(sent).toHaveLength(2);
    // No barrier timed out (that would have dropped what is kept).
    expect(await cache.find('acme', 'h1')).toBeDefined();
  });

  it('gives up after its timeout and drops every kept session, since a change may be lost', async () => {
    const { cache, keep } = await cacheOnChannel({ barrierTimeoutMs: 20 });
    keep('acme', 'h1', sessionOf(userOf(7, 70)));
    await cache.barrier();
    expect(await cache.find('acme', 'h1')).toBeUndefined();
  });

  it('releases its waiters when the channel is lost', async () => {
    const { cache, setLive } = await cacheOnChannel();
    const waiting = cache.barrier();
    setLive(false);
    await waiting;
  });

  it('resolves to the sync it waited for, and to nothing when it gave up', async () => {
    const { cache, deliver, sent } = await cacheOnChannel({ barrierTimeoutMs: 20 });
    const waiting = cache.barrier();
    const [, instance, sequence] = sent[0]!.split(':');
    deliver(sent[0]!);
    expect(await waiting).toBe(`${instance}:${sequence}`);
    expect(await cache.barrier()).toBeUndefined();
  });

  it('in strict mode, waits for the changes before every lookup', async () => {
    const { cache, deliver, keep, sent } = await cacheOnChannel({ mode: 'strict' });
    keep('acme', 'h1', sessionOf(userOf(7, 70)));
    const found = cache.find('acme', 'h1');
    await Promise.resolve();
    deliver('user:7');
    deliver(sent[0]!);
    expect(await found).toBeUndefined();
  });
});

describe("a client's last write, made on any process", () => {
  it('is seen once its sync has arrived here, and not before: until then nothing kept is used', async () => {
    const { cache, deliver, keep } = await cacheOnChannel({ keepsResponses: true });
    keep('acme', 'h1', sessionOf(userOf(7, 70)));
    cache.keepResponse(
      cache.mark(),
      'k',
      { sessionId: 70, userId: 7, companyId: 1, scope: 'user' },
      { body: Buffer.from('{}'), contentType: 'application/json' },
    );
    // The write answered on another process after its sync 3; this process has seen up to 2.
    deliver('sync:other-process:2');
    expect(cache.hasSeen('other-process:3')).toBe(false);
    expect(await cache.find('acme', 'h1', 'other-process:3')).toBeUndefined();
    expect(await cache.findResponse('k', 'other-process:3')).toBeUndefined();
    deliver('sync:other-process:3');
    expect(await cache.find('acme', 'h1', 'other-process:3')).toBeDefined();
    expect(await cache.findResponse('k', 'other-process:3')).toBeDefined();
    // An earlier write of that process, and a client that has written nothing, are seen too.
    expect(cache.hasSeen('other-process:1')).toBe(true);
    expect(cache.hasSeen(undefined)).toBe(true);
  });

  it('is not seen when it names a process never heard from, or is not of the form instance:sequence', async () => {
    const { cache, deliver } = await cacheOnChannel();
    deliver('sync:other-process:5');
    for (const lastSync of ['unknown-process:1', 'other-process:', 'other-process:x', 'other-process', '']) {
      expect(cache.hasSeen(lastSync)).toBe(false);
    }
  });

  it("counts this process's own syncs like any other's", async () => {
    const { cache, deliver, sent } = await cacheOnChannel();
    const waiting = cache.barrier();
    deliver(sent[0]!);
    expect(cache.hasSeen(await waiting)).toBe(true);
  });
});
