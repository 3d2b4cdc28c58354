import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer, { type Transporter } from 'nodemailer';
import type { DbOrTx } from '../db/client';
import {
  claimDueMail, insertMail, markDelivered, markFailedAttempt, type OutboxRow, type OutgoingMail,
} from '../features/mail/mail-outbox.repository';

export interface MailService {
  /** Queues an e-mail inside the caller's transaction and wakes the worker. */
  send(db: DbOrTx, mail: OutgoingMail): Promise<void>;
  /** Delivers everything due now (the worker calls it; tests may too). */
  flush(): Promise<number>;
}

const MAX_ATTEMPTS = 8;
const LEASE_SECONDS = 300;

/**
 * The mail worker: sends queued e-mails over SMTP when SMTP_URL is set; otherwise keeps them as
 * the dev outbox (status `stored`, shown at /dev/mail). One log line per e-mail.
 */
export const mailPlugin = fp(async (app: FastifyInstance) => {
  const transport: Transporter | null = app.config.SMTP_URL ? nodemailer.createTransport(app.config.SMTP_URL) : null;
  let running: Promise<number> | null = null;
  let timer: NodeJS.Timeout | null = null;

  async function deliver(row: OutboxRow): Promise<void> {
    if (!transport) {
      await markDelivered(app.database.db, row.id, 'stored');
      app.log.info({ to: row.to, subject: row.subject }, 'e-mail stored in the dev outbox');
      return;
    }
    try {
      await transport.sendMail({
        from: app.config.MAIL_FROM, to: row.to, subject: row.subject, text: row.text, html: row.html,
        attachments: row.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, content: Buffer.from(a.content, 'base64') })),
      });
      await markDelivered(app.database.db, row.id, 'sent');
      app.log.info({ to: row.to, subject: row.subject }, 'e-mail sent');
    } catch (error) {
      await markFailedAttempt(app.database.db, row.id, row.attempts + 1, String(error), MAX_ATTEMPTS);
      app.log.warn({ to: row.to, subject: row.subject, err: error }, 'e-mail not sent, will retry');
    }
  }

  async function drain(): Promise<number> {
    let delivered = 0;
    for (;;) {
      const due = await claimDueMail(app.database.db, 20, LEASE_SECONDS);
      if (due.length === 0) return delivered;
      for (const row of due) await deliver(row);
      delivered += due.length;
    }
  }

  function flush(): Promise<number> {
    running ??= drain().finally(() => { running = null; });
    return running;
  }

  app.decorate('mail', {
    async send(db, mail) {
      await insertMail(db, mail);
      // After the caller's transaction commits; a failed flush is retried by the timer.
      setImmediate(() => { flush().catch(() => undefined); });
    },
    flush,
  } satisfies MailService);

  app.addHook('onReady', async () => {
    timer = setInterval(() => { flush().catch((err) => app.log.warn({ err }, 'mail worker pass failed')); }, app.config.MAIL_POLL_MS);
    timer.unref();
  });
  app.addHook('preClose', async () => {
    if (timer) clearInterval(timer);
    await running?.catch(() => undefined);
    transport?.close();
  });
}, { name: 'mail', dependencies: ['db'] });
