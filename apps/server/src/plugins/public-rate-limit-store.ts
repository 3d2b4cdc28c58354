import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db } from '../db/client';
import { hitCounter, purgeStaleCounters } from './throttle-counters';

/** One reservation in this many also deletes counters whose window ended over a day ago. */
const purgeOneIn = 1000;

/** Addresses whose block or refusal this process keeps, at most (the expired, then the oldest, forgotten first). */
const addressesKept = 10_000;

/** A block is at most this share of the limit: what one process can hold unused while others refuse. */
const largestBlockShare = 1 / 16;

/**
 * A second of margin before the database's window ends (its seconds are rounded up): past it, its
 * window, not ours, decides.
 */
const marginMs = 1_000;

interface Lease {
  /** When the database's window ends (ms since the epoch, rounded up to its second). */
  windowEndsAt: number;
  /** The database refused this address in that window: refuse without writing. */
  isRefused: boolean;
  /** Numbers of the database's count reserved for this process and not yet given out. */
  left: number;
  /** The count of the last number given out (what the plugin reports as `current`). */
  current: number;
  /** The next block's size: doubles with each reservation of the window. */
  nextBlock: number;
  /** A reservation on its way: requests meanwhile wait for it rather than write their own. */
  reserving: Promise<void> | null;
}

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * @fastify/rate-limit's store on the throttle_counters table, so every server process counts the
 * same requests (DESIGN.md: no state in process memory; the plugin's own store is in-memory).
 * A process does not write each request: it reserves a block of the address's count in one
 * statement (hitCounter) and gives its numbers out locally until the block is used or the window
 * ends. The first block of a window is one number, each next one twice the last, at most 1/16 of
 * the limit, so an address that makes a request now and then still writes once per request (a
 * limit of 5 stays exact request by request) while a busy one writes a few times a window (issue
 * 16: a write per public request was half the company lookup's cost). Numbers are only ever
 * given out within the limit, so the limit is never exceeded across processes; what a process
 * reserved and did not use is lost to the others until the window ends: at most one block, and
 * never more than it used itself. Past the limit, it refuses without writing until the window ends.
 */
export function publicRateLimitStore(db: () => Db): FastifyRateLimitStoreCtor {
  const leases = new Map<string, Lease>();

  function keep(key: string, lease: Lease): void {
    if (!leases.has(key) && leases.size >= addressesKept) {
      const now = Date.now();
      for (const [address, kept] of leases) if (kept.windowEndsAt <= now && !kept.reserving) leases.delete(address);
      if (leases.size >= addressesKept) leases.delete(leases.keys().next().value!);
    }
    leases.set(key, lease);
  }

  /** Reserves the next block of the address's count in the database. */
  async function reserve(key: string, lease: Lease | undefined, timeWindow: number, max: number): Promise<Lease> {
    const block = lease && Date.now() < lease.windowEndsAt - marginMs ? lease.nextBlock : 1;
    if (Math.random() * purgeOneIn < 1) void purgeStaleCounters(db()).catch(() => undefined);
    const hit = await hitCounter(db(), `public:address:${key}`, { limit: max, windowSeconds: Math.ceil(timeWindow / 1000) }, block);
    // The block holds the numbers hit.count - block + 1 … hit.count; those past the limit are nobody's.
    const first = hit.count - block + 1;
    const granted = Math.max(0, Math.min(block, max - first + 1));
    const reserved: Lease = {
      windowEndsAt: Date.now() + hit.secondsLeft * 1000,
      isRefused: granted === 0,
      left: granted,
      current: first - 1,
      nextBlock: Math.max(1, Math.min(block * 2, Math.floor(max * largestBlockShare))),
      reserving: null,
    };
    keep(key, reserved);
    return reserved;
  }

  /** The answer from a lease: its next number, or a refusal. */
  function answer(lease: Lease, callback: Callback, max: number): void {
    const ttl = Math.max(0, lease.windowEndsAt - Date.now());
    if (lease.isRefused || lease.left === 0) return callback(null, { current: max + 1, ttl });
    lease.left -= 1;
    lease.current += 1;
    callback(null, { current: lease.current, ttl });
  }

  function take(key: string, callback: Callback, timeWindow: number, max: number): void {
    const lease = leases.get(key);
    const now = Date.now();
    const isCurrent = lease !== undefined && now < lease.windowEndsAt - marginMs;
    if (isCurrent && (lease.isRefused || lease.left > 0)) return answer(lease, callback, max);
    if (lease?.reserving) {
      // Wait for the block on its way, then look again (it may be used up by the time it comes).
      lease.reserving.then(
        () => take(key, callback, timeWindow, max),
        (error: Error) => callback(error),
      );
      return;
    }
    const reserving = reserve(key, lease, timeWindow, max);
    const pending = lease ?? { windowEndsAt: 0, isRefused: false, left: 0, current: 0, nextBlock: 1, reserving: null };
    pending.reserving = reserving.then(() => undefined);
    if (!lease) keep(key, pending);
    // The reserving request answers from its own block, whatever the margin says: one write, one answer.
    reserving.then(
      (reserved) => answer(reserved, callback, max),
      (error: Error) => {
        pending.reserving = null;
        callback(error);
      },
    );
  }

  return class DatabaseStore implements FastifyRateLimitStore {
    incr(key: string, callback: Callback, timeWindow: number, max: number): void {
      take(key, callback, timeWindow, max);
    }

    child(): FastifyRateLimitStore {
      return this;
    }
  };
}
