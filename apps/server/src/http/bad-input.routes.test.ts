import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { encryptPassword, hostOf, loginAs } from '../test/auth-helpers';
import { tinyPdf } from '../test/multipart';
import { captureLogs } from '../test/capture-logs';
import { oneRow } from '../test/sql-rows';

/** One past the int4 columns' largest value: PostgreSQL refuses it (22003) unless the API does first. */
const PAST_INT4 = 2 ** 31;
const NUL = '\u0000';

/** The tables a refused request must leave as they were. */
const watchedTables = [
  'users',
  'family_members',
  'contracts',
  'contract_items',
  'stored_files',
  'documents',
  'product_answers',
  'user_products',
  'purchases',
  'password_resets',
  'mail_outbox',
] as const;

type Case = { name: string; request: () => Promise<InjectOptions>; status?: number[]; field?: string };

/**
 * The 28 kinds of bad input a security audit found answered 500, and the parser
 * failures: each must answer 400 (or 413/415 for a body the server cannot read) in the house error
 * body, never 500, and change nothing.
 */
describe('bad input is refused with 400, never 500, and changes nothing', () => {
  let t: TestApp;
  let laura: Record<string, string>;
  let admin: Record<string, string>;
  let javierId: number;
  let contractId: number;

  beforeAll(async () => {
    t = await createTestApp();
    laura = await loginAs(t.app, 'acme', 'laura.martin@acme.test');
    admin = await loginAs(t.app, 'acme', 'admin@acme.test');
    const family = (await t.app.inject({ method: 'GET', url: '/api/families', headers: laura })).json() as { id: number; firstName: string }[];
    javierId = family.find((m) => m.firstName === 'Javier')!.id;
    contractId = (
      await oneRow<{ id: number }>(
        t.database.db,
        sql`select c.id from contracts c join users u on u.id = c.user_id where u.email = 'laura.martin@acme.test' order by c.id limit 1`,
      )
    ).id;
  });
  afterAll(async () => {
    await t.close();
  });

  async function fingerprint(): Promise<Record<string, string>> {
    const out: Record<string, string> = {};
    for (const table of watchedTables) {
      out[table] = (
        await oneRow<{ h: string }>(t.database.db, sql.raw(`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h from ${table} t`))
      ).h;
    }
    return out;
  }

  const family = async () => (await t.app.inject({ method: 'GET', url: '/api/families', headers: laura })).json() as Record<string, unknown>[];
  const member = (overrides: object = {}) => ({
    relationship: 'child',
    firstName: 'Alba',
    lastName1: 'Gómez',
    lastName2: 'Martín',
    personalID: '56789012B',
    birthday: '2020-02-01',
    ...overrides,
  });
  const editable = ({ id, relationship, firstName, lastName1, lastName2, personalID, birthday }: Record<string, unknown>) => ({
    id,
    relationship,
    firstName,
    lastName1,
    lastName2,
    personalID,
    birthday,
  });
  const editableJavier = async (overrides: object = {}) => ({ ...editable((await family()).find((m) => m.id === javierId)!), ...overrides });
  /** The whole family list (POST /api/families sends it all) with one more member. */
  const familyWith = async (extra: object) => [...(await family()).slice(1).map(editable), extra];
  const json = (method: InjectOptions['method'], url: string, headers: Record<string, string>, payload?: unknown): InjectOptions => ({
    method,
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
  });
  const login = async (email: string): Promise<InjectOptions> =>
    json('POST', '/api/auth/login', { host: hostOf('acme') }, { email, password: await encryptPassword(t.app, 'acme', 'Flexible2026'), cookiesAccepted: 'v3' });

  const cases: Case[] = [
    // A NUL byte in text: unauthenticated first.
    { name: 'NUL in the login e-mail', request: () => login(`laura.martin@acme.test${NUL}`), field: 'email' },
    { name: 'NUL in the login personal ID', request: () => login(`12345678Z${NUL}`), field: 'email' },
    {
      name: 'NUL in the forgotten-password e-mail',
      request: async () => json('POST', '/api/auth/forgot-password', { host: hostOf('acme') }, { email: `laura.martin@acme.test${NUL}` }),
      field: 'email',
    },
    {
      name: 'NUL in the reset token',
      request: async () =>
        json(
          'POST',
          `/api/users/reset-password?access_token=abc%00def`,
          { host: hostOf('acme') },
          { newPassword: 'Flexible2027', repeatPassword: 'Flexible2027' },
        ),
      field: 'access_token',
    },
    {
      name: 'NUL in the contract acceptance token',
      request: async () => json('POST', '/api/contracts/accept', { host: hostOf('acme') }, { token: `${'a'.repeat(30)}${NUL}` }),
      field: 'token',
    },
    { name: 'NUL in the profile first name', request: async () => json('POST', '/api/profile', laura, { firstName: `Laura${NUL}` }), field: 'firstName' },
    { name: 'NUL in the profile surname', request: async () => json('POST', '/api/profile', laura, { lastName2: `García${NUL}` }), field: 'lastName2' },
    {
      name: 'NUL in the profile bank account',
      request: async () => json('POST', '/api/profile', laura, { BAN: `ES9121000418450200051332${NUL}` }),
      field: 'BAN',
    },
    { name: 'NUL in the profile city', request: async () => json('POST', '/api/profile', laura, { city: `Madrid${NUL}` }), field: 'city' },
    { name: 'NUL in the cookie consent version', request: async () => json('POST', '/api/profile/cookies', laura, { version: `v3${NUL}` }), field: 'version' },
    {
      name: "NUL in a new family member's name",
      request: async () => json('POST', '/api/families', laura, await familyWith(member({ firstName: `Alba${NUL}` }))),
      field: '3.firstName',
    },
    {
      name: "NUL in a family member's personal ID",
      request: async () => json('PUT', `/api/families/${javierId}`, laura, await editableJavier({ personalID: `12345678Z${NUL}` })),
      field: 'personalID',
    },
    {
      name: "NUL in a family member's surname (edit)",
      request: async () => json('PUT', `/api/families/${javierId}`, laura, await editableJavier({ lastName2: `Gómez${NUL}` })),
      field: 'lastName2',
    },
    {
      name: "NUL in a contract's additional info key",
      request: async () =>
        json('PUT', `/api/contracts/${contractId}`, laura, { year: 2027, benefitId: 1, items: [], additionalInfo: { [`course${NUL}`]: 'MBA' } }),
    },
    {
      name: "NUL in a contract's additional info value",
      request: async () => json('PUT', `/api/contracts/${contractId}`, laura, { year: 2027, benefitId: 1, items: [], additionalInfo: { course: `MBA${NUL}` } }),
      field: 'additionalInfo.course',
    },
    {
      name: 'a control character in a document name',
      request: async () => json('POST', '/api/users/1/documents', laura, { file: `${'a'.repeat(32)}.pdf`, name: 'Nómina\u0007' }),
      field: 'name',
    },
    // Ids and integers past the int4 columns.
    {
      name: 'a contract id past 2³¹ (update)',
      request: async () => json('PUT', `/api/contracts/${PAST_INT4}`, laura, { year: 2027, benefitId: 1, items: [] }),
      field: 'id',
    },
    { name: 'a contract id past 2³¹ (delete)', request: async () => json('DELETE', `/api/contracts/${PAST_INT4}`, laura), field: 'id' },
    {
      name: 'a family member id past 2³¹ (path)',
      request: async () => json('PUT', `/api/families/${PAST_INT4}`, laura, await editableJavier({ id: undefined })),
      field: 'id',
    },
    {
      name: 'a family member id past 2³¹ (list body)',
      request: async () => json('POST', '/api/families', laura, await familyWith(member({ id: PAST_INT4 }))),
      field: '3.id',
    },
    { name: 'an admin approval of a contract id past 2³¹', request: async () => json('POST', `/api/admin/contracts/${PAST_INT4}/approve`, admin), field: 'id' },
    {
      name: 'an admin cancellation of a contract id past 2³¹',
      request: async () => json('POST', `/api/admin/contracts/${PAST_INT4}/cancel`, admin),
      field: 'id',
    },
    {
      name: 'a product switch of a product id past 2³¹',
      request: async () => json('POST', `/api/profile/products/${PAST_INT4}`, laura, { isActive: true }),
      field: 'productId',
    },
    {
      name: 'answers for a contract id past 2³¹',
      request: async () => json('POST', '/api/answers/add', laura, { contractId: PAST_INT4, productId: 1, isCompleted: false, answers: {} }),
      field: 'contractId',
    },
    {
      name: 'a purchase of a cart item id past 2³¹',
      request: async () => json('POST', '/api/contracts/purchase', laura, { ids: [PAST_INT4] }),
      field: 'ids.0',
    },
    {
      name: 'a contract for a benefit id past 2³¹',
      request: async () => json('POST', '/api/contracts', laura, { year: 2027, benefitId: PAST_INT4, items: [] }),
      field: 'benefitId',
    },
    {
      name: 'a contract item for a family id past 2³¹',
      request: async () => json('POST', '/api/contracts', laura, { year: 2027, benefitId: 1, items: [{ familyId: PAST_INT4, month: 1, price: 100 }] }),
      field: 'items.0.familyId',
    },
    { name: 'documents of a user id past 2³¹', request: async () => json('GET', `/api/users/${PAST_INT4}/documents/all`, laura), field: 'id' },
    { name: 'a salary past 2³¹ cents', request: async () => json('POST', '/api/profile', laura, { variableSalary: PAST_INT4 }), field: 'variableSalary' },
    {
      name: 'an integer at −2³¹ in a body',
      request: async () => json('POST', '/api/answers/add', laura, { contractId, productId: 1, userId: -PAST_INT4, isCompleted: false, answers: {} }),
      field: 'userId',
    },
    { name: 'a huge number in a query', request: async () => json('GET', `/api/answers?contractId=${'9'.repeat(40)}`, laura), field: 'contractId' },
    // A null where the column is NOT NULL.
    { name: '{"disability": null}', request: async () => json('POST', '/api/profile', laura, { disability: null }), field: 'disability' },
    // Multipart and parser failures.
    {
      name: 'a multipart upload without a boundary',
      request: async () => ({ method: 'POST', url: '/api/storage/documents', headers: { ...laura, 'content-type': 'multipart/form-data' }, payload: tinyPdf }),
      status: [400, 415],
    },
    {
      name: 'a multipart upload cut short',
      request: async () => ({
        method: 'POST',
        url: '/api/storage/documents',
        headers: { ...laura, 'content-type': 'multipart/form-data; boundary=XyZ' },
        payload: Buffer.concat([
          Buffer.from('--XyZ\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n'),
          tinyPdf.subarray(0, 40),
        ]),
      }),
      status: [400],
    },
    {
      name: 'malformed JSON',
      request: async () => ({ method: 'POST', url: '/api/profile', headers: { ...laura, 'content-type': 'application/json' }, payload: '{"firstName": "La' }),
      status: [400],
    },
    {
      name: 'a __proto__ key in JSON',
      request: async () => ({
        method: 'POST',
        url: '/api/profile',
        headers: { ...laura, 'content-type': 'application/json' },
        payload: '{"__proto__": {"role": "company-admin"}}',
      }),
      status: [400],
    },
    {
      name: 'a body of a content type the API does not read',
      request: async () => ({
        method: 'POST',
        url: '/api/profile',
        headers: { ...laura, 'content-type': 'application/xml' },
        payload: '<firstName>Laura</firstName>',
      }),
      status: [415],
    },
    {
      name: 'a JSON body nested past any form',
      request: async () => ({
        method: 'POST',
        url: '/api/profile',
        headers: { ...laura, 'content-type': 'application/json' },
        payload: `{"firstName":${'['.repeat(5000)}${']'.repeat(5000)}}`,
      }),
      status: [400],
    },
  ];

  it.each(cases)('$name', async ({ request, status = [400], field }) => {
    const before = await fingerprint();
    const res = await t.app.inject(await request());
    expect(status, res.body).toContain(res.statusCode);
    const body = res.json();
    expect(body).toMatchObject({ statusCode: res.statusCode, error: expect.any(String), code: expect.any(String), message: expect.any(String) });
    if (field) expect(Object.keys(body.fields ?? {})).toContain(field);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(await fingerprint()).toEqual(before);
  });

  it('still accepts tabs and line breaks in free text', async () => {
    const res = await t.app.inject(
      json('POST', '/api/answers/add', laura, { contractId, productId: 1, isCompleted: false, answers: { note: 'una\tdos\r\ntres' } }),
    );
    expect(res.statusCode).not.toBe(500);
    expect(res.json().fields ?? {}).not.toHaveProperty('answers.note');
  });

  it('still takes the largest id the columns hold as an ordinary unknown id', async () => {
    const res = await t.app.inject(json('DELETE', `/api/contracts/${PAST_INT4 - 1}`, laura));
    expect(res.statusCode).toBe(404);
  });
});

describe('the log of a refused request', () => {
  it('is one line at info naming the field, with no stack and no value of the body', async () => {
    const logged = await createTestApp({ LOG_LEVEL: 'info' });
    try {
      const headers = await loginAs(logged.app, 'acme', 'laura.martin@acme.test');
      const lines = captureLogs(logged.app);
      const secret = 'ES7620770024003102575766';
      const refused: InjectOptions[] = [
        { method: 'POST', url: '/api/auth/login', headers: { host: hostOf('acme') }, payload: { email: `${secret}${NUL}`, password: secret } },
        { method: 'POST', url: '/api/profile', headers, payload: { BAN: `${secret}${NUL}` } },
        { method: 'POST', url: '/api/families', headers, payload: [{ id: PAST_INT4, firstName: secret }] },
        {
          method: 'POST',
          url: '/api/storage/documents',
          headers: { ...headers, 'content-type': 'multipart/form-data; boundary=XyZ' },
          payload: `--XyZ\r\nContent-Disposition: form-data; name="file"; filename="${secret}.pdf"\r\n\r\n%PDF-`,
        },
      ];
      for (const request of refused) {
        lines.length = 0;
        const label = JSON.stringify(request.url);
        const res = await logged.app.inject(request);
        expect(res.statusCode, label).toBe(400);
        expect(
          lines.filter((line) => line.level >= 40),
          label,
        ).toEqual([]);
        expect(
          lines.filter((line) => line.msg === 'input refused'),
          label,
        ).toHaveLength(1);
        expect(JSON.stringify(lines), label).not.toContain(secret);
        expect(JSON.stringify(lines), label).not.toContain('stack');
      }
    } finally {
      await logged.close();
    }
  });
});
