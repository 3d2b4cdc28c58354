import { LRUCache } from 'lru-cache';
import type { KeptResponseOwner } from './kept-responses';

/**
 * When each owner's rows last changed, as the notifications told, numbered in the order they
 * arrived. A read notes the number before it reads (`now`); its answer is kept only if nothing of
 * its owner changed since (`isUnchangedSince`). Per owner, not one count for all: under a stream
 * of cart writes some user's change crosses nearly every read, and one count threw the answer
 * away to be read again.
 */
export function createChangeMarks(options: { maxRemembered?: number } = {}) {
  let sequence = 0;
  // Every change up to this number counts for every owner: a notification that names no owner's
  // rows, or a remembered change forgotten to bound the memory.
  let changedForAll = 0;
  const changed = new LRUCache<string, number>({
    max: options.maxRemembered ?? 100_000,
    dispose: (at, _key, reason) => {
      if (reason === 'evict') changedForAll = Math.max(changedForAll, at);
    },
  });
  const changedSince = (key: string, mark: number) => (changed.peek(key) ?? 0) > mark;

  return {
    now: () => sequence,
    /** Whatever was read before now may be out of date. */
    changeAll() {
      changedForAll = ++sequence;
    },
    /** `data:companyId:userIds`: these users' rows, and so the company's lists of people. */
    changeUsers(companyId: number, userIds: Iterable<number>) {
      const at = ++sequence;
      changed.set(listsKey(companyId), at);
      for (const userId of userIds) changed.set(userKey(companyId, userId), at);
    },
    /** `data:companyId:`: rows of the whole company. */
    changeCompany(companyId: number) {
      changed.set(companyKey(companyId), ++sequence);
    },
    isUnchangedSince(mark: number, owner: Pick<KeptResponseOwner, 'companyId' | 'userId' | 'scope'>): boolean {
      if (changedForAll > mark || changedSince(companyKey(owner.companyId), mark)) return false;
      const ownKey = owner.scope === 'company' ? listsKey(owner.companyId) : userKey(owner.companyId, owner.userId);
      return !changedSince(ownKey, mark);
    },
  };
}

const companyKey = (companyId: number) => `company ${companyId}`;
const listsKey = (companyId: number) => `lists ${companyId}`;
const userKey = (companyId: number, userId: number) => `user ${companyId} ${userId}`;
