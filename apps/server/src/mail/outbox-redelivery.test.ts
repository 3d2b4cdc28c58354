import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { startSmtpSink, type SmtpSink } from '../test/smtp-sink';
import { oneRow } from '../test/sql-rows';

// SMTP cannot be exactly once: a process killed after the server took an e-mail and before the row
// was marked sent leaves it pending, and the next worker sends it again. The copy must then be the
// same message, so that mail servers and clients drop it as a duplicate.
describe('an e-mail sent again after a crash is the same message', () => {
  let t: TestApp;
  let smtp: SmtpSink;
  let acmeId: number;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await createTestApp({ SMTP_URL: smtp.url, MAIL_POLL_MS: 60_000 });
    acmeId = Number((await oneRow<{ id: number }>(t.database.db, sql`select id from companies where slug = 'acme'`)).id);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const queue = async (subject: string) =>
    Number(
      (
        await oneRow<{ id: number }>(
          t.database.db,
          sql`insert into mail_outbox (company_id, "to", subject, text, html) values (${acmeId}, 'ana@acme.test', ${subject}, 'Hello', '<p>Hello</p>') returning id`,
        )
      ).id,
    );
  const received = (subject: string) => smtp.messages.filter((m) => m.subject === subject);

  it('carries the Message-ID of its first delivery, on the sender’s domain', async () => {
    const id = await queue('Your contract');
    await t.app.mail.flush();
    // As if the process had died between the SMTP server's "250 OK" and marking the row sent.
    await t.database.db.execute(sql`update mail_outbox set status = 'pending', sent_at = null, next_attempt_at = now() where id = ${id}`);
    await t.app.mail.flush();

    const copies = received('Your contract');
    expect(copies).toHaveLength(2);
    expect(copies[0]!.messageId).toMatch(/^<.+@flexplan\.test>$/);
    expect(copies[1]!.messageId).toBe(copies[0]!.messageId);
  });

  it('gives two different e-mails two different Message-IDs', async () => {
    await queue('First');
    await queue('Second');
    await t.app.mail.flush();
    expect(received('First')[0]!.messageId).not.toBe(received('Second')[0]!.messageId);
  });
});
