import type { DevMail } from '@flexplan/domain/mail/dev-outbox-api';
import type { MailAttachment } from '../../db/schema/index';
import type { ServiceDeps } from '../../service-deps';
import { findMailAttachment, listRecentMail } from '../../mail/mail-outbox.repository';
import { attachmentSize } from '../../mail/mail-scrub';

/** The dev outbox of one company, newest first, each attachment with its download path. */
export async function listDevMail({ db }: Pick<ServiceDeps, 'db'>, companyId: number): Promise<DevMail[]> {
  const rows = await listRecentMail(db, companyId);
  return rows.map((r) => ({
    id: r.id,
    to: r.to,
    subject: r.subject,
    text: r.text,
    html: r.html,
    links: r.links,
    status: r.status,
    attachments: r.attachments.map((a, index) => ({
      filename: a.filename,
      contentType: a.contentType,
      size: attachmentSize(a),
      url: `/api/dev/mail/${r.id}/attachments/${index}`,
    })),
    sentAt: r.sentAt ?? r.createdAt,
  }));
}

/** One attachment of one of the company's e-mails, or undefined (none, or its content scrubbed). */
export async function findDevMailAttachment(
  { db }: Pick<ServiceDeps, 'db'>,
  companyId: number,
  mailId: number,
  index: number,
): Promise<MailAttachment | undefined> {
  const attachment = await findMailAttachment(db, companyId, mailId, index);
  return attachment?.content ? attachment : undefined;
}
