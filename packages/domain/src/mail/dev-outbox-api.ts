import { z } from 'zod';

/** An attachment of a dev-outbox e-mail: what it is and where to download it. */
export const devMailAttachmentSchema = z
  .object({
    filename: z.string(),
    contentType: z.string(),
    size: z.number().int().describe('Bytes.'),
    url: z.string(),
  })
  .meta({ id: 'DevMailAttachment' });

/**
 * GET /api/dev/mail: the e-mails of the Host's company, newest first, as the outbox keeps them
 * where it is the delivery (no SMTP, not production; loopback clients only).
 */
export const devMailSchema = z
  .object({
    id: z.number().int(),
    to: z.string(),
    subject: z.string(),
    text: z.string(),
    html: z.string(),
    links: z.array(z.string()),
    status: z.enum(['pending', 'sent', 'stored', 'failed']),
    attachments: z.array(devMailAttachmentSchema),
    sentAt: z.date().describe('When it was delivered, or queued while it is pending.'),
  })
  .meta({ id: 'DevMail' });
export const devMailListSchema = z.array(devMailSchema);
export type DevMail = z.output<typeof devMailSchema>;

/** GET /api/dev/mail/{id}/attachments/{index}. */
export const devMailAttachmentParamsSchema = z.object({
  id: z.coerce.number().int().min(1).max(2_147_483_647),
  index: z.coerce.number().int().min(0).max(99),
});
