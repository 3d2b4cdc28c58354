import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app';
import { hostOf } from '../../test/auth-helpers';
import { rowsOf } from '../../test/sql-rows';

const PDF = Buffer.from('%PDF-1.4\n% a contract\n%%EOF\n');

describe("the dev outbox: the developer's own machine only, one company per host", () => {
  let t: TestApp;
  let acmeId: number;
  let globexId: number;

  const outbox = (company: string, remoteAddress = '127.0.0.1', headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/api/dev/mail', remoteAddress, headers: { host: hostOf(company), ...headers } });
  const page = (company: string, remoteAddress = '127.0.0.1', headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/dev/mail', remoteAddress, headers: { host: hostOf(company), ...headers } });

  beforeAll(async () => {
    t = await createTestApp();
    const rows = await rowsOf<{ id: number; slug: string }>(t.database.db, sql`select id, slug from companies where slug in ('acme', 'globex')`);
    acmeId = Number(rows.find((r) => r.slug === 'acme')!.id);
    globexId = Number(rows.find((r) => r.slug === 'globex')!.id);
    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', headers: { host: hostOf('acme') }, payload: { email: 'laura.martin@acme.test' } });
    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', headers: { host: hostOf('globex') }, payload: { email: 'joao.silva@globex.test' } });
    await t.app.mail.send(t.app.database.db, {
      companyId: acmeId,
      to: 'laura.martin@acme.test',
      subject: 'Your contract',
      text: 'attached',
      html: '<p>attached</p>',
      attachments: [{ filename: 'contract.pdf', contentType: 'application/pdf', content: PDF.toString('base64') }],
    });
    await t.app.mail.flush();
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers loopback clients: 127.0.0.0/8, ::1 and IPv4-mapped ::ffff:127.x', async () => {
    for (const address of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1']) {
      expect((await outbox('acme', address)).statusCode, address).toBe(200);
      expect((await page('acme', address)).statusCode, address).toBe(200);
    }
  });

  it('is not there for anyone else, whatever X-Forwarded-For says', async () => {
    for (const address of ['10.0.0.5', '192.168.1.20', '::ffff:10.0.0.5', '2001:db8::1', '128.0.0.1']) {
      const api = await outbox('acme', address, { 'x-forwarded-for': '127.0.0.1' });
      expect(api.statusCode, address).toBe(404);
      expect(api.body).not.toContain('laura');
      const html = await page('acme', address, { 'x-forwarded-for': '127.0.0.1' });
      expect(html.statusCode, address).toBe(404);
      expect(html.body).not.toContain('laura');
    }
  });

  it('is not there for a request a proxy forwarded, even from loopback (a proxy on this machine is not the developer)', async () => {
    expect((await outbox('acme', '127.0.0.1', { 'x-forwarded-for': '203.0.113.9' })).statusCode).toBe(404);
    expect((await page('acme', '127.0.0.1', { forwarded: 'for=203.0.113.9' })).statusCode).toBe(404);
  });

  it("shows each company's host only that company's mail, as JSON and as the HTML page", async () => {
    const acme = (await outbox('acme')).json() as { to: string }[];
    expect(acme.map((m) => m.to)).toContain('laura.martin@acme.test');
    expect(acme.every((m) => m.to.endsWith('@acme.test'))).toBe(true);
    const globex = (await outbox('globex')).json() as { to: string; links: string[] }[];
    expect(globex.map((m) => m.to)).toEqual(['joao.silva@globex.test']);
    expect(globex[0]!.links[0]).toContain('http://globex.localhost:3000/reset-password?token=');

    const acmePage = (await page('acme')).body;
    expect(acmePage).toContain('laura.martin@acme.test');
    expect(acmePage).not.toContain('joao.silva');
    const globexPage = (await page('globex')).body;
    expect(globexPage).toContain('joao.silva@globex.test');
    expect(globexPage).not.toContain('laura.martin');
  });

  it("lists each e-mail's attachments (name, size) and lets loopback download them on the company's host only", async () => {
    const mails = (await outbox('acme')).json() as { subject: string; attachments: { filename: string; contentType: string; size: number; url: string }[] }[];
    const withPdf = mails.find((m) => m.subject === 'Your contract')!;
    expect(withPdf.attachments).toEqual([
      { filename: 'contract.pdf', contentType: 'application/pdf', size: PDF.length, url: expect.stringMatching(/^\/api\/dev\/mail\/\d+\/attachments\/0$/) },
    ]);
    const url = withPdf.attachments[0]!.url;

    const download = await t.app.inject({ method: 'GET', url, headers: { host: hostOf('acme') } });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PDF)).toBe(true);
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="contract\.pdf"/);

    expect((await t.app.inject({ method: 'GET', url, headers: { host: hostOf('globex') } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url, remoteAddress: '10.0.0.5', headers: { host: hostOf('acme') } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: url.replace(/0$/, '1'), headers: { host: hostOf('acme') } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/dev/mail/99999999999/attachments/0', headers: { host: hostOf('acme') } })).statusCode).toBe(400);

    const html = (await page('acme')).body;
    expect(html).toContain('contract.pdf');
    expect(html).toContain(`href="${url}"`);
  });

  it("keeps the mail of a company apart even when its rows sit beside another's", async () => {
    await t.app.mail.send(t.app.database.db, { companyId: globexId, to: 'ines.ferreira@globex.test', subject: 'Olá', text: 'x', html: '<p>x</p>' });
    await t.app.mail.flush();
    const acme = (await outbox('acme')).json() as { to: string }[];
    expect(acme.some((m) => m.to.includes('ines'))).toBe(false);
    expect(acmeId).not.toBe(globexId);
  });
});

describe('the dev outbox exists only without SMTP and outside production', () => {
  it('is not there when SMTP_URL is set, even in development', async () => {
    const t = await createTestApp({ NODE_ENV: 'development', SMTP_URL: 'smtp://127.0.0.1:9' });
    try {
      expect((await t.app.inject({ method: 'GET', url: '/api/dev/mail' })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: '/dev/mail' })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });

  it('is there in development without SMTP (npm start), to loopback', async () => {
    const t = await createTestApp({ NODE_ENV: 'development' });
    try {
      expect((await t.app.inject({ method: 'GET', url: '/api/dev/mail' })).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: '/dev/mail' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
