import { LRUCache } from 'lru-cache';

/**
 * Whose data a kept read's answer holds: the session's own user's (their profile, bags, contracts),
 * or the whole company's (an administrator's list of people), so a change to any person of the
 * company drops it.
 */
export type KeptReadScope = 'user' | 'company';

export interface KeptResponse {
  body: Buffer;
  contentType: string;
}

export interface KeptResponseOwner {
  sessionId: number;
  userId: number;
  /** The company the answer was read for: the session's, or the one an operator acts on. */
  companyId: number;
  scope: KeptReadScope;
}

interface Entry extends KeptResponse, KeptResponseOwner {}

export interface KeptResponsesOptions {
  /** A bound on the bytes kept, answers and keys. */
  maxBytes?: number;
  /** A bound on an answer's age, whatever the notifications say: a change they missed heals in this time. */
  maxAgeMs?: number;
}

/**
 * The answers of kept reads (plugins/kept-reads.ts), each under its session, its company and the
 * request it answered, with what drops it: its session ending, a change to its company's rows, or
 * to its user's (for a `user` answer) or any user's of the company (for a `company` answer).
 */
export function createKeptResponses(options: KeptResponsesOptions = {}) {
  const bySession = new Map<number, Set<string>>();
  const byCompany = new Map<number, Set<string>>();
  // What a user's change drops, found without reading the company's other answers: every cart
  // write notifies one, and a company of 100 000 people may have many answers kept.
  const byUser = new Map<string, Set<string>>();
  const companyLists = new Map<number, Set<string>>();
  const entries = new LRUCache<string, Entry>({
    maxSize: options.maxBytes ?? 64 * 1024 * 1024,
    sizeCalculation: (entry, key) => entry.body.length + key.length * 2 + 128,
    ttl: options.maxAgeMs ?? 60_000,
    dispose: (entry, key) => {
      unindex(bySession, entry.sessionId, key);
      unindex(byCompany, entry.companyId, key);
      if (entry.scope === 'company') unindex(companyLists, entry.companyId, key);
      else unindex(byUser, userKey(entry.companyId, entry.userId), key);
    },
  });

  function dropKeys(keys: Iterable<string> | undefined) {
    // A copy: each delete takes its key out of the set being read.
    for (const key of [...(keys ?? [])]) entries.delete(key);
  }

  return {
    get: (key: string): KeptResponse | undefined => entries.get(key),
    keep(key: string, owner: KeptResponseOwner, response: KeptResponse) {
      entries.set(key, { ...owner, ...response });
      // A body over the whole bound is not kept at all.
      if (!entries.has(key)) return;
      index(bySession, owner.sessionId, key);
      index(byCompany, owner.companyId, key);
      if (owner.scope === 'company') index(companyLists, owner.companyId, key);
      else index(byUser, userKey(owner.companyId, owner.userId), key);
    },
    dropSessions(sessionIds: ReadonlySet<number>) {
      for (const id of sessionIds) dropKeys(bySession.get(id));
    },
    dropCompanies(companyIds: ReadonlySet<number>) {
      for (const id of companyIds) dropKeys(byCompany.get(id));
    },
    /** A change to these users' rows of one company: their own answers and the company's lists go. */
    dropUsers(companyId: number, userIds: ReadonlySet<number>) {
      dropKeys(companyLists.get(companyId));
      for (const userId of userIds) dropKeys(byUser.get(userKey(companyId, userId)));
    },
    clear: () => entries.clear(),
    get size() {
      return entries.size;
    },
  };
}

export type KeptResponses = ReturnType<typeof createKeptResponses>;

function userKey(companyId: number, userId: number) {
  return `${companyId} ${userId}`;
}

function index<Id>(map: Map<Id, Set<string>>, id: Id, key: string) {
  let keys = map.get(id);
  if (!keys) map.set(id, (keys = new Set()));
  keys.add(key);
}

function unindex<Id>(map: Map<Id, Set<string>>, id: Id, key: string) {
  const keys = map.get(id);
  if (!keys) return;
  keys.delete(key);
  if (keys.size === 0) map.delete(id);
}
