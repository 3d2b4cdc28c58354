import type { Request } from 'autocannon';
import { forwardedAddressOf, type BenchSessions } from './bench-sessions';

/**
 * ceiling: what the stack does with no portal work (the reference of every ratio); public: no
 * session; read: an authenticated read; revalidation: the same read sent with the ETag of its last
 * answer, as a browser revalidates what it holds (304 when unchanged); cart: add and remove a cart
 * item; mixed: reads while other people's carts change; login: a password check.
 */
export type EndpointKind = 'ceiling' | 'public' | 'read' | 'revalidation' | 'cart' | 'mixed' | 'login';

export interface Endpoint {
  /** What `--only` takes. */
  name: string;
  label: string;
  kind: EndpointKind;
  /** Issue 16's measurement before any work on it (PostgreSQL, 50 connections), for comparison. */
  before?: { reqPerSec: number; p99Ms: number; sqlRoundTrips: string };
  /** Not there yet: listed with its target, not measured. */
  pending?: string;
  /** The statuses that are answers, not errors (default: any 2xx). */
  okStatuses?: number[];
  /** The requests one connection repeats; `index` is the connection's number. */
  connection(index: number, sessions: BenchSessions, connections: number): Request[];
}

/** A visitor of their own per connection (X-Forwarded-For, TRUST_PROXY): the public rate limit counts each address on a row of its own. */
const visitor = (index: number) => ({ 'x-forwarded-for': forwardedAddressOf(index) });
const bearer = (sessions: BenchSessions, user: number) => ({ authorization: `Bearer ${sessions.tokens[user % sessions.tokens.length]}` });
/** An authenticated GET, each connection as another employee. */
const readAs =
  (path: string) =>
  (index: number, sessions: BenchSessions): Request[] => [{ method: 'GET', path, headers: bearer(sessions, index) }];

/**
 * The read as a browser repeats it: the ETag of the connection's last 200 answer in If-None-Match,
 * so every request after the first is a 304 while the employee's data stay as they are (and a full
 * read again when another run has changed them, as a browser's would be).
 */
const revalidate =
  (read: (index: number, sessions: BenchSessions, connections: number) => Request[]) =>
  (index: number, sessions: BenchSessions, connections: number): Request[] => {
    let etag: string | undefined;
    return read(index, sessions, connections).map((request) => ({
      ...request,
      setupRequest: (sent) => ({ ...sent, headers: { ...sent.headers, ...(etag ? { 'if-none-match': etag } : {}) } }),
      onResponse(status, _body, _context, headers) {
        if (status === 200) etag = headers?.etag as string | undefined;
      },
    }));
  };

/** Each hot read (their ETag: plugins/revalidation.ts) again as a revalidation row. */
const withRevalidation = (read: Endpoint): Endpoint[] => [
  read,
  {
    name: `${read.name}-304`,
    label: `${read.label}, If-None-Match → 304`,
    kind: 'revalidation',
    okStatuses: [200, 304],
    connection: revalidate(read.connection),
  },
];

/**
 * One connection's cart changes: connection i adds to the carts of employees i, i + connections,
 * i + 2·connections…, each add followed by the delete of what it added. Each cart is changed by
 * one connection at a time, and the employees' locks are not one hot row.
 */
function cartChanges(index: number, sessions: BenchSessions, connections: number): Request[] {
  const mine = Array.from({ length: Math.ceil(sessions.tokens.length / connections) }, (_, k) => index + k * connections).filter(
    (user) => user < sessions.tokens.length,
  );
  let turn = 0;
  let user = mine[0]!;
  let added: number | null = null;
  return [
    {
      method: 'POST',
      path: '/api/contracts',
      body: sessions.cartItem,
      setupRequest(request) {
        user = mine[turn++ % mine.length]!;
        added = null;
        return { ...request, headers: { 'content-type': 'application/json', ...bearer(sessions, user) } };
      },
      onResponse(status, body) {
        if (status === 201) added = (JSON.parse(body) as { id: number }).id;
      },
    },
    {
      method: 'DELETE',
      // Without the item added (a refused POST), the pair starts again: the refusal is already counted.
      setupRequest: (request) =>
        added === null ? (null as unknown as Request) : { ...request, path: `/api/contracts/${added}`, headers: bearer(sessions, user) },
    },
  ];
}

export const endpoints: Endpoint[] = [
  {
    name: 'fixed',
    label: 'ceiling: fixed 2 KB JSON',
    kind: 'ceiling',
    connection: () => [{ method: 'GET', path: '/api/bench/fixed' }],
  },
  {
    name: 'one-query',
    label: 'ceiling: + one prepared select by id',
    kind: 'ceiling',
    connection: (_index, sessions) => [{ method: 'GET', path: `/api/bench/one-query?id=${sessions.userId}` }],
  },
  {
    name: 'health',
    label: 'GET /api/health',
    kind: 'public',
    before: { reqPerSec: 995, p99Ms: 90, sqlRoundTrips: '2' },
    connection: (index) => [{ method: 'GET', path: '/api/health', headers: visitor(index) }],
  },
  {
    name: 'company',
    label: 'GET /api/companies/by-subdomain',
    kind: 'public',
    before: { reqPerSec: 1_430, p99Ms: 64, sqlRoundTrips: '1' },
    connection: (index) => [{ method: 'GET', path: '/api/companies/by-subdomain', headers: visitor(index) }],
  },
  ...withRevalidation({
    name: 'profile',
    label: 'GET /api/profile',
    kind: 'read',
    before: { reqPerSec: 124, p99Ms: 456, sqlRoundTrips: '6' },
    connection: readAs('/api/profile'),
  }),
  ...withRevalidation({
    name: 'bags',
    label: 'GET /api/bags',
    kind: 'read',
    before: { reqPerSec: 371, p99Ms: 182, sqlRoundTrips: '4' },
    connection: readAs('/api/bags'),
  }),
  ...withRevalidation({
    name: 'modalities',
    label: 'GET /api/modalities/by-category/health-insurance',
    kind: 'read',
    before: { reqPerSec: 300, p99Ms: 248, sqlRoundTrips: '3' },
    connection: readAs('/api/modalities/by-category/health-insurance'),
  }),
  ...withRevalidation({
    name: 'my-contracts',
    label: 'GET /api/my-contracts',
    kind: 'read',
    before: { reqPerSec: 235, p99Ms: 285, sqlRoundTrips: '4' },
    connection: readAs('/api/my-contracts'),
  }),
  ...withRevalidation({
    name: 'admin-employees',
    label: 'GET /api/admin/employees (admin list, page 1)',
    kind: 'read',
    // acme's administrator, spread over their few sessions; page 1 in the list's default order.
    connection: (index, sessions) => [
      { method: 'GET', path: '/api/admin/employees', headers: { authorization: `Bearer ${sessions.adminTokens[index % sessions.adminTokens.length]}` } },
    ],
  }),
  {
    name: 'cart',
    label: 'POST + DELETE /api/contracts',
    kind: 'cart',
    before: { reqPerSec: 125, p99Ms: 642, sqlRoundTrips: '13 + 9' },
    connection: cartChanges,
  },
  {
    name: 'mixed',
    label: 'GET /api/bags while others change their carts',
    kind: 'mixed',
    // Every other connection reads its own bags while the rest add to and remove from other
    // employees' carts: reads under a stream of other people's writes. With an even number of
    // connections (the default 50) the readers' carts are never the ones changed.
    connection: (index, sessions, connections) => (index % 2 === 0 ? cartChanges(index, sessions, connections) : readAs('/api/bags')(index, sessions)),
  },
  {
    name: 'login',
    label: 'POST /api/auth/login',
    kind: 'login',
    before: { reqPerSec: 68, p99Ms: 1_231, sqlRoundTrips: '7' },
    connection(index, sessions, connections) {
      // Every employee from an address of their own (X-Forwarded-For, TRUST_PROXY): the per-address throttle counts people, not the benchmark.
      let turn = 0;
      return [
        {
          method: 'POST',
          path: '/api/auth/login',
          setupRequest(request) {
            const user = (index + turn++ * connections) % sessions.loginBodies.length;
            return {
              ...request,
              body: sessions.loginBodies[user],
              headers: { 'content-type': 'application/json', ...visitor(user) },
            };
          },
        },
      ];
    },
  },
];
