import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer, { type Transporter } from 'nodemailer';
import { claimDueMail, insertMail, listUnscrubbedMail, markDelivered, markFailedAttempt, saveScrubbed, type OutboxRow } from '../mail/mail-outbox.repository';
import { scrubSentMail } from '../mail/mail-scrub';
import { outboxMessageId } from '../mail/outbox-message-id';
import { isDevOutboxEnabled } from '../mail/dev-outbox-access';
import type { MailService } from '../mail/mail-service';
import type { MailStatus } from '../db/schema/index';

const MAX_ATTEMPTS = 8;
const LEASE_SECONDS = 300;

/**
 * The mail worker: sends queued e-mails over SMTP when SMTP_URL is set; otherwise keeps them as
 * the dev outbox (status `stored`, shown at /dev/mail). One log line per e-mail. Once an e-mail
 * has left (or is given up), its row keeps no token and no attachment (mail-scrub.ts), except in
 * the dev outbox, where the row is the delivery.
 */
export const mailPlugin = fp(
  async (app: FastifyInstance) => {
    const transport: Transporter | null = app.config.SMTP_URL ? nodemailer.createTransport(app.config.SMTP_URL) : null;
    const keepsStoredMail = isDevOutboxEnabled(app.config);
    let running: Promise<number> | null = null;
    let startupScrub: Promise<void> | null = null;
    let timer: NodeJS.Timeout | null = null;

    async function deliver(row: OutboxRow): Promise<void> {
      if (!transport) {
        await markDelivered(app.database.db, row.id, 'stored', keepsStoredMail ? undefined : scrubSentMail(row));
        app.log.info({ to: row.to, subject: row.subject }, keepsStoredMail ? 'e-mail stored in the dev outbox' : 'e-mail dropped: no SMTP_URL');
        return;
      }
      try {
        await transport.sendMail({
          from: app.config.MAIL_FROM,
          messageId: outboxMessageId(row, app.config.MAIL_FROM),
          to: row.to,
          subject: row.subject,
          text: row.text,
          html: row.html,
          attachments: row.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, content: Buffer.from(a.content, 'base64') })),
        });
        await markDelivered(app.database.db, row.id, 'sent', scrubSentMail(row));
        app.log.info({ to: row.to, subject: row.subject }, 'e-mail sent');
      } catch (error) {
        await markFailedAttempt(app.database.db, row.id, row.attempts + 1, String(error), MAX_ATTEMPTS, scrubSentMail(row));
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
      running ??= drain().finally(() => {
        running = null;
      });
      return running;
    }

    async function scrubDelivered(): Promise<number> {
      const statuses: MailStatus[] = keepsStoredMail ? ['sent', 'failed'] : ['sent', 'failed', 'stored'];
      let scrubbed = 0;
      for (let afterId = 0; ;) {
        const rows = await listUnscrubbedMail(app.database.db, statuses, afterId, 50);
        if (rows.length === 0) return scrubbed;
        for (const row of rows) await saveScrubbed(app.database.db, row.id, scrubSentMail(row));
        scrubbed += rows.length;
        afterId = rows[rows.length - 1]!.id;
      }
    }

    app.decorate('mail', {
      async send(db, mail) {
        await insertMail(db, mail);
        // After the caller's transaction commits; a failed flush is retried by the timer.
        setImmediate(() => {
          flush().catch(() => undefined);
        });
      },
      flush,
      scrubDelivered,
    } satisfies MailService);

    // While PostgreSQL is down the outage is logged once (plugins/database-outage.ts), not at every pass.
    app.addHook('onReady', async () => {
      // Not awaited: a start is not held up by old rows; another process's pass does the same work harmlessly.
      startupScrub = scrubDelivered().then(
        (count) => {
          if (count > 0) app.log.info({ count }, 'old outbox rows scrubbed of their tokens');
        },
        (err) => app.databaseOutage.passFailed(err, 'outbox scrub failed; it runs again at the next start'),
      );
      timer = setInterval(() => {
        flush().catch((err) => app.databaseOutage.passFailed(err, 'mail worker pass failed'));
      }, app.config.MAIL_POLL_MS);
      timer.unref();
    });
    app.addHook('preClose', async () => {
      if (timer) clearInterval(timer);
      await running?.catch(() => undefined);
      await startupScrub;
      transport?.close();
    });
  },
  { name: 'mail', dependencies: ['db'] },
);
