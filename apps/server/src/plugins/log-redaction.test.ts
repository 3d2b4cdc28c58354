import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp, type TestApp } from '../test/test-app';
import { DEMO_PASSWORD, encryptPassword, hostOf, loginAs } from '../test/auth-helpers';
import { isSentTo, startSmtpSink, type SmtpSink } from '../test/smtp-sink';
import { buildApp } from '../app';

const IBAN = 'ES9121000418450200051332';
const SSN = '281234567840';

/** Everything the server logs, one JSON line each, as pino writes it. */
function captureLog() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  return { stream, lines, text: () => lines.join('\n') };
}

describe('the log keeps no secret: tokens in URLs, credentials, query parameters', () => {
  let t: TestApp;
  let smtp: SmtpSink;
  let app: FastifyInstance;
  const log = captureLog();

  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await createTestApp({ SMTP_URL: smtp.url });
    // The same server logging at info, as `npm start` does, into a stream the test reads.
    app = await buildApp({
      config: { ...t.app.config, LOG_LEVEL: 'info' },
      database: { ...t.database, close: async () => undefined },
      webRoot: null,
      now: t.app.clock.now,
      logStream: log.stream,
    });
    // A failing query with personal data as its parameters, as any route might run into one. Hidden:
    // no part of the API, so not in the route table (http/api-route.ts).
    const testOnly = { schema: { hide: true } };
    app.get('/api/test-only/failing-check', testOnly, async () => {
      await app.database.db.execute(sql`create table if not exists log_probe_check (iban text check (length(iban) < 10))`);
      return app.database.db.execute(sql`insert into log_probe_check (iban) values (${IBAN})`);
    });
    app.get('/api/test-only/duplicate', testOnly, async () => {
      await app.database.db.execute(sql`create table if not exists log_probe (ssn text primary key)`);
      await app.database.db.execute(sql`insert into log_probe (ssn) values (${SSN}) on conflict do nothing`);
      return app.database.db.execute(sql`insert into log_probe (ssn) values (${SSN})`);
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await t.close();
    await smtp.close();
  });

  it('logs a password reset without its token, and the session without its bearer token', async () => {
    const from = smtp.messages.length;
    await app.inject({ method: 'POST', url: '/api/auth/forgot-password', headers: { host: hostOf('acme') }, payload: { email: 'laura.martin@acme.test' } });
    const mail = await smtp.waitFor((m) => isSentTo(m, 'laura.martin'), 10_000, from);
    const token = mail.text!.match(/reset-password\?token=([A-Za-z0-9_-]+)/)![1]!;
    const reset = await app.inject({
      method: 'POST',
      url: `/api/users/reset-password?access_token=${token}`,
      headers: { host: hostOf('acme') },
      payload: { newPassword: 'Nueva2026x', confirmPassword: 'Nueva2026x' },
    });
    expect(reset.statusCode).toBe(200);
    const session = await loginAs(app, 'acme', 'laura.martin@acme.test', 'Nueva2026x');
    await app.inject({ method: 'GET', url: '/api/profile', headers: { ...session, cookie: 'flexplan=secretcookievalue' } });
    await app.inject({ method: 'GET', url: '/api/storage/users/photo.png?token=DOWNLOADTOKEN123456&download', headers: { host: hostOf('acme') } });
    await app.inject({ method: 'GET', url: '/api/nothing-here?token=NOTFOUNDTOKEN123456', headers: { host: hostOf('acme') } });

    const text = log.text();
    // The requests were logged, with their paths…
    expect(text).toContain('"url":"/api/users/reset-password?access_token=[redacted]"');
    expect(text).toContain('/api/storage/users/photo.png?token=[redacted]');
    // …and none of their secrets.
    expect(text).not.toContain(token);
    expect(text).not.toMatch(/access_token=(?!\[redacted\])/);
    expect(text).not.toContain('DOWNLOADTOKEN123456');
    expect(text).not.toContain('NOTFOUNDTOKEN123456');
    expect(text).not.toContain(session.authorization.slice('Bearer '.length));
    expect(text).not.toContain('secretcookievalue');
  });

  it('logs the audit paths (a bank-account change, the log, its CSV) without the IBAN, the personal ID or the token', async () => {
    const from = log.lines.length;
    const sergio = await loginAs(app, 'acme', 'sergio.lopez@acme.test');
    const admin = await loginAs(app, 'acme', 'admin@acme.test');
    const currentPassword = await encryptPassword(app, 'acme', DEMO_PASSWORD);
    const change = await app.inject({ method: 'POST', url: '/api/profile', headers: sergio, payload: { BAN: IBAN, currentPassword } });
    expect(change.statusCode).toBe(200);
    const { id } = change.json() as { id: number };
    // Sergio's personal ID (db/seed/demo-users.ts): the profile answer carries it, the log must not.
    const personalId = '89012345E';
    for (const url of [
      `/api/admin/audit/employees/${id}?table=users`,
      `/api/admin/audit/csv?employeeId=${id}`,
      `/api/admin/audit?from=2026-01-01&to=not-a-day`,
    ]) {
      const res = await app.inject({ method: 'GET', url, headers: admin });
      expect(res.statusCode).toBeLessThan(500);
      expect(res.body).not.toContain(IBAN);
    }
    const text = log.lines.slice(from).join('\n');
    expect(text).toContain('/api/admin/audit/csv');
    for (const secret of [IBAN, personalId, currentPassword, sergio.authorization!.slice('Bearer '.length), admin.authorization!.slice('Bearer '.length)])
      expect(text).not.toContain(secret);
  });

  it('logs a failed query with its code and SQL but without the values it was given', async () => {
    const check = await app.inject({ method: 'GET', url: '/api/test-only/failing-check', headers: { host: hostOf('acme') } });
    expect(check.statusCode).toBe(500);
    const duplicate = await app.inject({ method: 'GET', url: '/api/test-only/duplicate', headers: { host: hostOf('acme') } });
    expect(duplicate.statusCode).toBe(500);

    const errors = log.lines.filter((l) => l.includes('"unhandled error"'));
    expect(errors).toHaveLength(2);
    const text = errors.join('\n');
    expect(text).not.toContain(IBAN);
    expect(text).not.toContain(SSN);
    expect(text).not.toMatch(/params/);
    // Still useful to whoever reads it: the statement and the database's error code.
    expect(text).toContain('insert into log_probe');
    expect(text).toContain('23505');
    expect(text).toContain('23514');
    expect(text).toContain('log_probe_check_iban_check');
  });

  it('cleans an error however it is logged: as the first argument or nested as a cause', async () => {
    const failure = await app.database.db.execute(sql`select ${IBAN}::int as n`).then(
      () => null,
      (err: unknown) => err,
    );
    expect(failure).toBeInstanceOf(Error);
    app.log.error(failure);
    app.log.warn({ err: new Error('mail worker pass failed', { cause: failure }) }, 'mail worker pass failed');
    const text = log.lines.slice(-2).join('\n');
    expect(text).toContain('22P02');
    expect(text).not.toContain(IBAN);
  });
});
