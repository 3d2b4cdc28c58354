import { constants, publicEncrypt } from 'node:crypto';
import { COOKIE_CONSENT_VERSION } from '@flexplan/domain/auth/cookie-consent';
import { DEMO_PASSWORD } from '../../apps/server/src/db/seed/demo-users';
import { scaleEmployeeEmail } from '../../apps/server/src/db/seed/scale/scale-employee-identity';
import type { ProcessStats } from '../../apps/server/src/features/bench/process-stats';

/** What the endpoints need: the employees' sessions, the login bodies, a cart item that is accepted, a user id. */
export interface BenchSessions {
  /** Bearer tokens of the bench employees (scale employees 1…n). */
  tokens: string[];
  /** Bearer tokens of acme's administrator (admin@acme.test), a few sessions of their own. */
  adminTokens: string[];
  /** POST /api/auth/login bodies, one per employee: the same password ciphertext decrypts every time. */
  loginBodies: string[];
  /** A cart item every bench employee may add: a month of the gym in the plan year. */
  cartItem: string;
  /** A user id the one-query ceiling selects. */
  userId: number;
}

/** The demo company's administrator (README: demo users), who reads the back office's lists. */
const ADMIN_EMAIL = 'admin@acme.test';
const ADMIN_SESSIONS = 4;

/** An address of the benchmarking range (RFC 2544, 198.18.0.0/15) per employee, only ever written in X-Forwarded-For. */
export const forwardedAddressOf = (index: number) => `198.18.${Math.floor(index / 250) % 256}.${1 + (index % 250)}`;

async function call<T>(url: string, init: RequestInit & { expect: number }): Promise<T> {
  // A JSON content type on a request without a body is refused (Fastify: empty JSON body).
  const res = await fetch(url, { ...init, headers: { ...(init.body ? { 'content-type': 'application/json' } : {}), ...init.headers } });
  const text = await res.text();
  if (res.status !== init.expect) throw new Error(`${init.method ?? 'GET'} ${url}: ${res.status} ${text.slice(0, 300)}`);
  return (text ? JSON.parse(text) : null) as T;
}

/** Logs the bench employees in, as the browser does (the password RSA-encrypted under the server's key), four at a time. */
export async function openSessions(baseUrl: string, users: number): Promise<BenchSessions> {
  const { publicKeyPem } = await call<{ publicKeyPem: string }>(`${baseUrl}/api/auth/public-key`, { expect: 200 });
  const password = publicEncrypt({ key: publicKeyPem, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(DEMO_PASSWORD)).toString(
    'base64',
  );
  const loginBodies = Array.from({ length: users }, (_, i) =>
    JSON.stringify({ email: scaleEmployeeEmail(i + 1), password, cookiesAccepted: COOKIE_CONSENT_VERSION }),
  );
  const tokens: string[] = new Array(users);
  for (let next = 0; next < users;) {
    const batch = loginBodies.slice(next, next + 4).map(async (body, j) => {
      const index = next + j;
      const { token } = await call<{ token: string }>(`${baseUrl}/api/auth/login`, {
        method: 'POST',
        body,
        headers: { 'x-forwarded-for': forwardedAddressOf(index) },
        expect: 200,
      });
      tokens[index] = token;
    });
    await Promise.all(batch);
    next += batch.length;
  }

  // The administrator as several browsers would be: a session each, spread over the connections.
  const adminTokens = await Promise.all(
    Array.from({ length: ADMIN_SESSIONS }, async (_, i) => {
      const body = JSON.stringify({ email: ADMIN_EMAIL, password, cookiesAccepted: COOKIE_CONSENT_VERSION });
      const headers = { 'x-forwarded-for': forwardedAddressOf(users + i) };
      return (await call<{ token: string }>(`${baseUrl}/api/auth/login`, { method: 'POST', body, headers, expect: 200 })).token;
    }),
  );
  // Once by hand: a refusal is reported with the server's reason rather than as errors in the table.
  await call(`${baseUrl}/api/admin/employees`, { headers: { authorization: `Bearer ${adminTokens[0]}` }, expect: 200 });

  const auth = { authorization: `Bearer ${tokens[0]}` };
  const { year } = await call<{ year: number }>(`${baseUrl}/api/bags`, { headers: auth, expect: 200 });
  const gyms = await call<{ id: number; collectiveId: number; isSupplementary: boolean }[]>(`${baseUrl}/api/modalities/by-category/gym`, {
    headers: auth,
    expect: 200,
  });
  const gym = gyms.find((b) => !b.isSupplementary);
  if (!gym) throw new Error('the bench employees can contract no gym: is the demo catalogue seeded?');
  const cartItem = JSON.stringify({ year, benefitId: gym.id, items: [{ familyId: null, month: 12, price: 3990 }], details: {} });
  // Once by hand, so that a refusal is reported with the server's reason rather than as errors in the table.
  const added = await call<{ id: number }>(`${baseUrl}/api/contracts`, { method: 'POST', body: cartItem, headers: auth, expect: 201 });
  await call(`${baseUrl}/api/contracts/${added.id}`, { method: 'DELETE', headers: auth, expect: 204 });
  const { id: userId } = await call<{ id: number }>(`${baseUrl}/api/profile`, { headers: auth, expect: 200 });
  return { tokens, adminTokens, loginBodies, cartItem, userId };
}

/** The server's counters (GET /api/bench/stats, bench mode only). */
export const readServerStats = (baseUrl: string) => call<ProcessStats>(`${baseUrl}/api/bench/stats`, { expect: 200 });

/**
 * The counters once the server is idle: nothing in flight and, over a quarter of a second, under
 * 10 % of a core and at most one statement (the mail worker's). A load run stops with requests in
 * flight whose sockets it closes: the server counts them answered at once but goes on working on
 * them (a login's password hash, its SQL), which must neither spill into the next run nor be lost.
 */
export async function readSettledStats(baseUrl: string): Promise<ProcessStats> {
  const deadline = Date.now() + 60_000;
  const cpu = (s: ProcessStats) => s.cpuUserMicros + s.cpuSystemMicros;
  let previous = await readServerStats(baseUrl);
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const stats = await readServerStats(baseUrl);
    const isIdle = stats.inFlight === 0 && cpu(stats) - cpu(previous) < 25_000 && stats.sqlRoundTrips - previous.sqlRoundTrips <= 1;
    if (isIdle || Date.now() > deadline) return stats;
    previous = stats;
  }
}
