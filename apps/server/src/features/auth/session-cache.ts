import { randomUUID } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { Listen } from '../../db/notifications';
import type { CompanyRow } from '../../http/request-company';
import type { SessionUser } from '../../http/session-user';
import { createChangeMarks } from './change-marks';
import { createKeptResponses, type KeptResponse, type KeptResponseOwner } from './kept-responses';

/**
 * The channel of migration 0016's triggers (`session:ids`, `user:ids`, `company:ids` or `all`) and
 * of migration 0017's (`data:companyId:userIds`, no ids for the whole company).
 */
export const authChannel = 'flexplan_auth';

/** What a live token resolved to on a subdomain, as plugins/company.ts reads it from PostgreSQL. */
export interface KeptSession {
  company: CompanyRow;
  user: SessionUser;
  sessionExpiresAt: Date;
}

/**
 * `on`: a kept session is used as it is. `strict`: every lookup first waits for the changes
 * committed before it (a barrier, one statement), for the test suites, which change rows by hand
 * between two requests. `off`: nothing is kept.
 */
export type SessionCacheMode = 'on' | 'strict' | 'off';

export interface SessionCache {
  /**
   * The kept session of this subdomain and token, if any is kept and still valid. `lastSync` is the
   * sync of the client's last write (`hasSeen`): while it has not arrived here, nothing kept is used.
   */
  find(slug: string, tokenHash: string, lastSync?: string): Promise<KeptSession | undefined>;
  /** Taken before a lookup in PostgreSQL and handed to `keep` or `keepResponse`: a change of what it read, notified in between, keeps nothing. */
  mark(): CacheMark;
  keep(mark: CacheMark, slug: string, tokenHash: string, session: KeptSession): void;
  /** A kept read's answer (plugins/kept-reads.ts), if one is kept; strict mode waits as `find` does. */
  findResponse(key: string, lastSync?: string): Promise<KeptResponse | undefined>;
  /** Keeps a read's answer unless a change of its owner's was notified since `mark` was taken, before the read. */
  keepResponse(mark: CacheMark, key: string, owner: KeptResponseOwner, response: KeptResponse): void;
  /**
   * Resolves once every change committed before the call has been applied here: a write request
   * waits for it before answering, so the client's next request never meets its own old session.
   * Resolves to the sync it waited for (`instance:sequence`), which the client hands back so that
   * another process can tell whether the write has reached it; undefined when none came back.
   */
  barrier(): Promise<string | undefined>;
  /**
   * Whether the sync a client's last write waited for, on whichever process, has arrived here: the
   * notifications of that write arrived before it (one channel, commit order). True without one;
   * false for one this process has not seen or cannot read.
   */
  hasSeen(lastSync: string | undefined): boolean;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export interface SessionCacheOptions {
  mode: SessionCacheMode;
  listen: Listen;
  /**
   * Sends the data notifications waiting in PostgreSQL (migration 0018), then `sync` on
   * `authChannel`, in one commit: the barrier's statement.
   */
  flush(sync: string): Promise<unknown>;
  /** Wall time, not the business clock: a session's expiry is a moment. */
  now?: () => number;
  max?: number;
  /** How many owners' last changes are remembered for reads in flight (change-marks.ts). */
  maxRememberedChanges?: number;
  /** A bound on a kept session's age, whatever the notifications say: a change they missed heals in this time. */
  maxAgeMs?: number;
  barrierTimeoutMs?: number;
  /** Whether read answers are kept too (READ_CACHE); they go with the sessions' mode. */
  keepsResponses?: boolean;
}

/**
 * The changes notified before a lookup, counted apart: a change of rows (`data:`) drops answers
 * only, so a session read across one is still kept, and an answer is judged by its own owner's
 * changes (change-marks.ts). Under a stream of cart changes, one count for all threw lookups away
 * for someone else's change, to be read again.
 */
export interface CacheMark {
  readonly sessions: number;
  readonly responses: number;
}

interface Kept extends KeptSession {
  expiresAtMs: number;
}

/**
 * Sessions kept in this process, dropped on PostgreSQL's word (LISTEN on `authChannel`): a read
 * then costs its own statement only, not the company-and-session lookup too. Only
 * live sessions are kept (an unknown token is looked up every time, so guessing fills nothing), and
 * only while the listening connection is up: losing it drops everything and keeps nothing until
 * it is back, since the notifications in between are lost.
 */
export function createSessionCache(options: SessionCacheOptions): SessionCache {
  const now = options.now ?? Date.now;
  const kept = new LRUCache<string, Kept>({ max: options.max ?? 10_000, ttl: options.maxAgeMs ?? 60_000 });
  const responses = createKeptResponses({ maxAgeMs: options.maxAgeMs });
  const keepsResponses = options.keepsResponses ?? false;
  const barrier = createBarrier(options, dropAll);
  // The last sync seen of each process (its instance): a bounded map, since every restart is a new one.
  const seenSyncs = new LRUCache<string, number>({ max: 1_000 });
  let isLive = false;
  // Raised by every notification of sessions, users or companies: a lookup that ran across one may
  // have read the row before it. Rows' changes (`data:`) are marked per owner, for the answers.
  let sessionGeneration = 0;
  const changes = createChangeMarks({ maxRemembered: options.maxRememberedChanges });
  let stopListening: (() => Promise<void>) | null = null;

  function dropAll() {
    raiseGenerations();
    kept.clear();
    responses.clear();
  }

  function raiseGenerations() {
    sessionGeneration += 1;
    changes.changeAll();
  }

  function drop(test: (session: Kept) => boolean) {
    raiseGenerations();
    for (const [key, session] of kept.entries()) if (test(session)) kept.delete(key);
  }

  function onNotify(payload: string) {
    const [kind = '', list = ''] = payload.split(':', 2);
    if (kind === 'sync') return syncArrived(payload);
    if (kind === 'data') return dropData(payload);
    const ids = new Set(list.split(',').map(Number));
    if (kind === 'session') {
      drop((s) => ids.has(s.user.sessionId));
      responses.dropSessions(ids);
    } else if (kind === 'user') drop((s) => ids.has(s.user.id));
    // A platform operator's session is the platform company's on every subdomain.
    else if (kind === 'company') {
      drop((s) => ids.has(s.company.id) || ids.has(s.user.companyId));
      responses.dropCompanies(ids);
    } else dropAll();
  }

  function syncArrived(payload: string) {
    const [, from = '', text = ''] = payload.split(':');
    const sequence = Number(text);
    if (!Number.isSafeInteger(sequence)) return;
    seenSyncs.set(from, Math.max(seenSyncs.get(from) ?? 0, sequence));
    barrier.arrived(from, sequence);
  }

  function hasSeen(lastSync: string | undefined) {
    if (lastSync === undefined) return true;
    // A value not of this form, or of a process never heard from, is not seen: read from PostgreSQL.
    const [, from = '', sequence = ''] = /^(.+):(\d{1,15})$/.exec(lastSync) ?? [];
    const seen = seenSyncs.get(from);
    return seen !== undefined && seen >= Number(sequence);
  }

  /** `data:companyId:userIds`: rows of these users changed; `data:companyId:` rows of the whole company. */
  function dropData(payload: string) {
    const [, company = '', users = ''] = payload.split(':', 3);
    const companyId = Number(company);
    if (users === '') {
      changes.changeCompany(companyId);
      responses.dropCompanies(new Set([companyId]));
    } else {
      const userIds = new Set(users.split(',').map(Number));
      changes.changeUsers(companyId, userIds);
      responses.dropUsers(companyId, userIds);
    }
  }

  function onLive(isNowLive: boolean) {
    dropAll();
    isLive = isNowLive;
    if (!isNowLive) barrier.failAll();
  }

  return {
    async find(slug, tokenHash, lastSync) {
      if (!isLive || !hasSeen(lastSync)) return undefined;
      if (options.mode === 'strict') await barrier.wait();
      const session = kept.get(keyOf(slug, tokenHash));
      if (!session || session.expiresAtMs > now()) return session;
      kept.delete(keyOf(slug, tokenHash));
      return undefined;
    },
    mark: () => ({ sessions: sessionGeneration, responses: changes.now() }),
    keep(mark, slug, tokenHash, session) {
      if (!isLive || mark.sessions !== sessionGeneration) return;
      Object.freeze(session.user);
      kept.set(keyOf(slug, tokenHash), { ...session, expiresAtMs: session.sessionExpiresAt.getTime() });
    },
    async findResponse(key, lastSync) {
      if (!isLive || !keepsResponses || !hasSeen(lastSync)) return undefined;
      if (options.mode === 'strict') await barrier.wait();
      return responses.get(key);
    },
    keepResponse(mark, key, owner, response) {
      if (!isLive || !keepsResponses || !changes.isUnchangedSince(mark.responses, owner)) return;
      responses.keep(key, owner, response);
    },
    barrier: () => (isLive ? barrier.wait() : Promise.resolve(undefined)),
    hasSeen,
    async start() {
      if (options.mode === 'off' || stopListening) return;
      stopListening = await options.listen(authChannel, { onNotify, onLive });
    },
    async stop() {
      await stopListening?.();
      stopListening = null;
    },
  };
}

function keyOf(slug: string, tokenHash: string) {
  return `${slug} ${tokenHash}`;
}

/**
 * Waits for a `sync` notification of this process's own: PostgreSQL delivers a channel's
 * notifications in commit order, so when one sent after a commit arrives, that commit's have
 * arrived before it. Waiters share it: one in flight, the next one queued for whoever came after.
 */
function createBarrier(options: SessionCacheOptions, onFailure: () => void) {
  const instance = randomUUID();
  let sequence = 0;
  let inFlight: { sequence: number; release: (sync?: string) => void } | null = null;
  let queued: { promise: Promise<string | undefined>; release: (sync?: string) => void } | null = null;

  function issue() {
    const next = queued!;
    queued = null;
    const current = { sequence: ++sequence, release: next.release };
    inFlight = current;
    const timer = setTimeout(() => settle(current.sequence, true), options.barrierTimeoutMs ?? 2_000);
    current.release = (sync) => {
      clearTimeout(timer);
      next.release(sync);
    };
    options.flush(`sync:${instance}:${current.sequence}`).catch(() => settle(current.sequence, true));
  }

  /** Ends the barrier in flight; a failed one (no answer in time, a lost connection) drops what is kept. */
  function settle(settled: number, isFailure: boolean) {
    if (inFlight?.sequence !== settled) return;
    if (isFailure) onFailure();
    inFlight.release(isFailure ? undefined : `${instance}:${settled}`);
    inFlight = null;
    if (queued) issue();
  }

  return {
    wait(): Promise<string | undefined> {
      if (!queued) {
        let release!: (sync?: string) => void;
        const promise = new Promise<string | undefined>((resolve) => (release = resolve));
        queued = { promise, release };
      }
      const { promise } = queued;
      if (!inFlight) issue();
      return promise;
    },
    arrived(from: string, settled: number) {
      if (from === instance) settle(settled, false);
    },
    failAll() {
      const waiting = queued;
      queued = null;
      waiting?.release();
      if (inFlight) settle(inFlight.sequence, true);
    },
  };
}
