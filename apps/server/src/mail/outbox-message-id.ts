import addressparser from 'nodemailer/lib/addressparser';

/**
 * The Message-ID of an outbox row: the same at every attempt, so a copy sent again after a crash
 * (SMTP took it, the process died before marking the row sent) is the same message, and mail
 * servers and clients drop it as a duplicate. On the sender's domain, as RFC 5322 recommends.
 */
export function outboxMessageId(row: { id: number; createdAt: Date }, mailFrom: string): string {
  const [sender] = addressparser(mailFrom, { flatten: true });
  const domain = sender?.address?.split('@')[1] || 'flexplan.localhost';
  return `<outbox.${row.id}.${row.createdAt.getTime()}@${domain}>`;
}
