import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_TODAY, type TestApp } from '../../test/test-app';
import { hostOf, loginAs } from '../../test/auth-helpers';
import { multipartFile, tinyPdf, tinyPng } from '../../test/multipart';
import { oneRow } from '../../test/sql-rows';

describe('files: POST /api/storage/{folder} and signed downloads', () => {
  let t: TestApp;
  let laura: Record<string, string>;
  let joao: Record<string, string>;
  let now = TEST_TODAY;
  beforeAll(async () => {
    t = await createTestApp({}, () => now);
    laura = await loginAs(t.app, 'acme', 'laura.martin@acme.test');
    joao = await loginAs(t.app, 'globex', 'joao.silva@globex.test');
  });
  afterAll(async () => {
    await t.close();
  });

  const upload = (folder: string, filename: string, data: Buffer, headers = laura) => {
    const body = multipartFile(filename, data);
    return t.app.inject({ method: 'POST', url: `/api/storage/${folder}`, headers: { ...headers, ...body.headers }, payload: body.payload });
  };
  const fileCount = async () => Number((await oneRow<{ n: number }>(t.database.db, sql`select count(*)::int as n from stored_files`)).n);

  it('stores a PDF under a name the server chose and answers name and originalFilename', async () => {
    const res = await upload('documents', 'nómina marzo.pdf', tinyPdf);
    expect(res.statusCode).toBe(200);
    const { name, originalFilename } = res.json();
    expect(name).toMatch(/^[0-9a-f]{32}\.pdf$/);
    expect(originalFilename).toBe('nómina marzo.pdf');
    expect(await t.app.storage.exists('documents', name)).toBe(true);
  });

  it("refuses a file whose content is not of the folder's kind with 415, whatever its name, and writes nothing", async () => {
    const before = await fileCount();
    const fake = await upload('documents', 'virus.pdf', Buffer.from('MZ this is not a PDF'));
    expect(fake.statusCode).toBe(415);
    expect(fake.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect((await upload('documents', 'photo.pdf', tinyPng)).statusCode).toBe(415);
    expect((await upload('images', 'doc.png', tinyPdf)).statusCode).toBe(415);
    expect((await upload('images', 'avatar.png', tinyPng)).statusCode).toBe(200);
    expect(await fileCount()).toBe(before + 1);
  });

  it("refuses a file over the folder's limit with 413 and writes nothing", async () => {
    const before = await fileCount();
    const big = Buffer.concat([tinyPng, Buffer.alloc(5 * 1024 * 1024 + 1)]);
    const res = await upload('images', 'big.png', big);
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('PAYLOAD_TOO_LARGE');
    // The limit is named, to be said in the person's language.
    expect(res.json().params).toEqual({ maxBytes: 5 * 1024 * 1024, maxMegabytes: 5 });
    expect(await fileCount()).toBe(before);
  });

  it('refuses an upload whose Content-Length is over the limit before reading a byte of its body', async () => {
    const before = await fileCount();
    const body = multipartFile('nomina.pdf', tinyPdf);
    // The declared length alone refuses it: the small body that follows is never read.
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/storage/documents',
      headers: { ...laura, ...body.headers, 'content-length': String(11 * 1024 * 1024) },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', params: { maxMegabytes: 10 } });
    expect(await fileCount()).toBe(before);
  });

  it('answers 404 for a folder outside the allow-list, 415 for a body that is not multipart, 401 without a session', async () => {
    expect((await upload('..%2F..%2Fetc', 'x.pdf', tinyPdf)).statusCode).toBe(400);
    expect((await upload('secrets', 'x.pdf', tinyPdf)).statusCode).toBe(404);
    // A name every plain object answers to (found by the fuzz test: 500 before).
    for (const inherited of ['constructor', 'toString', 'hasOwnProperty']) expect((await upload(inherited, 'x.pdf', tinyPdf)).statusCode).toBe(404);
    const json = await t.app.inject({ method: 'POST', url: '/api/storage/documents', headers: laura, payload: { file: 'x' } });
    expect(json.statusCode).toBe(415);
    const body = multipartFile('x.pdf', tinyPdf);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/storage/documents', headers: { host: hostOf('acme'), ...body.headers }, payload: body.payload }))
        .statusCode,
    ).toBe(401);
  });

  it('opens a file with a short-lived token made for that file and user, and 404 otherwise', async () => {
    const { name } = (await upload('documents', 'contrato.pdf', tinyPdf)).json();
    const { url } = (await t.app.inject({ method: 'GET', url: `/api/storage/documents/${name}/download-url`, headers: laura })).json();
    expect(url).toMatch(new RegExp(`^/api/storage/documents/${name}\\?token=`));
    expect(url).not.toContain(laura.authorization!.slice(7));
    const file = await t.app.inject({ method: 'GET', url, headers: { host: hostOf('acme') } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.equals(tinyPdf)).toBe(true);

    // Another file with the same token, a tampered token, another company's host: 404.
    const other = (await upload('documents', 'otro.pdf', tinyPdf)).json().name;
    const token = url.split('token=')[1];
    expect((await t.app.inject({ method: 'GET', url: `/api/storage/documents/${other}?token=${token}`, headers: { host: hostOf('acme') } })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ method: 'GET', url: `${url}x`, headers: { host: hostOf('acme') } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url, headers: { host: hostOf('globex') } })).statusCode).toBe(404);
    // Someone else's file cannot get a link at all.
    expect((await t.app.inject({ method: 'GET', url: `/api/storage/documents/${name}/download-url`, headers: joao })).statusCode).toBe(404);
    // The token expires after five minutes.
    now = new Date(TEST_TODAY.getTime() + 6 * 60_000);
    expect((await t.app.inject({ method: 'GET', url, headers: { host: hostOf('acme') } })).statusCode).toBe(404);
    now = TEST_TODAY;
  });
});
