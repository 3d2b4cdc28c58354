import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp, type TestApp } from '../test/test-app';
import { hostOf, loginAs } from '../test/auth-helpers';
import { isSentTo, startSmtpSink, type SmtpSink } from '../test/smtp-sink';
import { buildApp } from '../app';
import { oneRow, rowsOf } from '../test/sql-rows';

describe('the outbox keeps no token once an e-mail is sent (or given up)', () => {
  let t: TestApp;
  let smtp: SmtpSink;
  let acmeId: number;

  /** Every outbox row as one JSON text each: whatever column a token hid in, it shows here. */
  const outboxAsText = async () =>
    rowsOf<{ id: number; status: string; row: string }>(t.database.db, sql`select id, status, row_to_json(m)::text as row from mail_outbox m order by id`);
  const rowsHolding = async (secret: string) => (await outboxAsText()).filter((r) => r.row.includes(secret));

  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await createTestApp({ SMTP_URL: smtp.url });
    acmeId = Number((await oneRow<{ id: number }>(t.database.db, sql`select id from companies where slug = 'acme'`)).id);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('a password-reset e-mail sent over SMTP leaves no token in mail_outbox', async () => {
    const from = smtp.messages.length;
    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', headers: { host: hostOf('acme') }, payload: { email: 'laura.martin@acme.test' } });
    const mail = await smtp.waitFor((m) => isSentTo(m, 'laura.martin'), 10_000, from);
    const token = mail.text!.match(/reset-password\?token=([A-Za-z0-9_-]+)/)![1]!;
    await t.app.mail.flush();

    expect(await rowsHolding(token)).toEqual([]);
    const [row] = (await outboxAsText()).filter((r) => r.row.includes('laura.martin@acme.test'));
    expect(row?.status).toBe('sent');
    // The e-mail is still recognisable for support: who, what, and that a link was there.
    expect(row?.row).toContain('reset-password?token=[redacted]');
  });

  it('a contract e-mail sent over SMTP leaves neither its acceptance token nor its PDF in mail_outbox', async () => {
    const laura = await loginAs(t.app, 'acme', 'laura.martin@acme.test');
    const gym = ((await t.app.inject({ method: 'GET', url: '/api/modalities/by-category/gym', headers: laura })).json() as { id: number }[])[0]!;
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/contracts',
      headers: laura,
      payload: { year: 2027, benefitId: gym.id, items: [{ familyId: null, month: 3, price: 3990 }] },
    });
    expect(created.statusCode).toBe(201);
    const from = smtp.messages.length;
    expect((await t.app.inject({ method: 'POST', url: '/api/contracts/purchase', headers: laura, payload: { ids: [created.json().id] } })).statusCode).toBe(
      200,
    );
    const mail = await smtp.waitFor((m) => isSentTo(m, 'laura.martin') && /contracts\/accept\?token=/.test(m.text ?? ''), 10_000, from);
    const token = mail.text!.match(/contracts\/accept\?token=([A-Za-z0-9_-]+)/)![1]!;
    const pdf = mail.attachments.find((a) => a.contentType === 'application/pdf')!;
    await t.app.mail.flush();

    expect(await rowsHolding(token)).toEqual([]);
    expect(await rowsHolding(pdf.content.toString('base64').slice(0, 200))).toEqual([]);
    const { attachments } = await oneRow<{ attachments: { filename: string; size: number; content: string }[] }>(
      t.database.db,
      sql`select attachments from mail_outbox where subject = ${mail.subject} order by id desc limit 1`,
    );
    expect(attachments).toEqual([expect.objectContaining({ filename: pdf.filename, size: pdf.content.length, content: '' })]);
  });

  it('an e-mail given up after its last failed attempt leaves no token in mail_outbox', async () => {
    const down = await openSecondApp(t, { SMTP_URL: 'smtp://127.0.0.1:9', MAIL_POLL_MS: 60_000 });
    try {
      await down.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        headers: { host: hostOf('acme') },
        payload: { email: 'marta.vidal@acme.test' },
      });
      await down.app.mail.flush();
      const pending = (await outboxAsText()).find((r) => r.row.includes('marta.vidal') && r.status === 'pending')!;
      const token = pending.row.match(/token=([A-Za-z0-9_-]+)/)![1]!;
      // The last of its attempts, now, against an SMTP server that is down.
      await t.database.db.execute(sql`update mail_outbox set attempts = 7, next_attempt_at = now() where id = ${pending.id}`);
      await down.app.mail.flush();
      const after = (await outboxAsText()).find((r) => r.id === pending.id)!;
      expect(after.status).toBe('failed');
      expect(after.row).not.toContain(token);
    } finally {
      await down.close();
    }
  });

  it('scrubs the e-mails an older version left delivered with their tokens, and leaves pending ones whole', async () => {
    const link = 'http://acme.localhost:3000/reset-password?token=OLDTOKENoldtokenOLDTOKENoldtoken1234567890';
    const pendingLink = 'http://acme.localhost:3000/reset-password?token=PENDINGtokenPENDINGtokenPENDINGtoken12345';
    const insert = (status: string, url: string, nextAttempt = sql`now()`, pdf = 'SECRETPDF') =>
      t.database.db.execute(sql`
      insert into mail_outbox (company_id, "to", subject, text, html, links, attachments, status, next_attempt_at)
      values (${acmeId}, 'old@acme.test', 'old', ${`Reset: ${url}`}, ${`<a href="${url.replace('&', '&#38;')}">x</a>`}, ${JSON.stringify([url])}::jsonb,
              ${JSON.stringify([{ filename: 'a.pdf', contentType: 'application/pdf', content: Buffer.from(pdf).toString('base64') }])}::jsonb, ${status}, ${nextAttempt})`);
    await insert('sent', link);
    await insert('stored', `${link}&x=1`);
    await insert('failed', link);
    await insert('pending', pendingLink, sql`now() + interval '1 hour'`, 'PENDINGPDF');

    await t.app.mail.scrubDelivered();

    expect(await rowsHolding('OLDTOKENoldtoken')).toEqual([]);
    expect(await rowsHolding(Buffer.from('SECRETPDF').toString('base64'))).toEqual([]);
    // Not sent yet: the worker still needs its link.
    expect(await rowsHolding('PENDINGtokenPENDINGtoken')).toHaveLength(1);
    expect(await rowsHolding(Buffer.from('PENDINGPDF').toString('base64'))).toHaveLength(1);
  });
});

/** A second server on the same database (another process, as in production), left open by close(). */
async function openSecondApp(t: TestApp, overrides: Record<string, unknown>): Promise<{ app: FastifyInstance; close(): Promise<void> }> {
  const database = { ...t.database, close: async () => undefined };
  const app = await buildApp({ config: { ...t.app.config, ...overrides }, database, webRoot: null, now: t.app.clock.now });
  await app.ready();
  return { app, close: () => app.close() };
}
