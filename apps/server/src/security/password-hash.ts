import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id baseline: 19 MiB, 2 iterations, 1 lane (~12 ms here, STACK.md).
// `Algorithm` is an ambient const enum that isolated modules cannot read; 2 is Argon2id.
const ARGON2ID = 2;
const options = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 };

/**
 * At most one argon2 run per core at a time; the others wait their turn. Each run holds its 19 MiB
 * while it lasts, and libuv's four threads ran four at once on this 2-core machine: 76 MiB of the
 * server's peak memory for no more logins a second (issue 16: peak RSS ≤ 300 MB).
 */
const maxRunning = Math.max(1, availableParallelism());
let running = 0;
const waiting: (() => void)[] = [];
async function oneAtATimePerCore<T>(run: () => Promise<T>): Promise<T> {
  if (running >= maxRunning) await new Promise<void>((resolve) => waiting.push(resolve));
  else running += 1;
  try {
    return await run();
  } finally {
    // The next in line takes this run's place (running stays the same), else the place is free.
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

export function hashPassword(password: string): Promise<string> {
  return oneAtATimePerCore(() => hash(password, options));
}

/** Marks a hash no password matches: argon2's hashes start with `$`. */
const UNUSABLE_PREFIX = '!unusable:';

/**
 * The hash of a person added by an administrator, an import or a new company, until their welcome
 * link sets a password: no password matches it, and it costs no hashing (an import adds thousands).
 */
export function unusablePasswordHash(): string {
  return `${UNUSABLE_PREFIX}${randomBytes(24).toString('base64url')}`;
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  // As long as a real verification: the answer's time does not tell who has no password yet.
  if (passwordHash.startsWith(UNUSABLE_PREFIX)) return verifyAgainstDummy(password);
  try {
    return await oneAtATimePerCore(() => verify(passwordHash, password));
  } catch {
    return false;
  }
}

/**
 * Verifying against this when the account does not exist keeps the answer time the same,
 * so response timing does not reveal which e-mails have accounts.
 */
let dummyHash: Promise<string> | undefined;
export function verifyAgainstDummy(password: string): Promise<boolean> {
  dummyHash ??= hashPassword('dummy-password-for-timing');
  return dummyHash.then((h) => verifyPassword(h, password)).then(() => false);
}
