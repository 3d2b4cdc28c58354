import type { MailAttachment } from '../db/schema/index';
import { redactQueryValues } from '../plugins/redact-query';

export interface ScrubbedMail {
  text: string;
  html: string;
  links: string[];
  attachments: MailAttachment[];
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * What an outbox row keeps once its e-mail has left: the text without the values of its links'
 * query strings (the reset and acceptance tokens travel there), no list of links, and the
 * attachments' names and sizes without their content (a contract PDF carries the personal ID).
 * A link that carries its secret elsewhere than the query string is removed whole.
 */
export function scrubSentMail(mail: ScrubbedMail): ScrubbedMail {
  let text = redactQueryValues(mail.text);
  let html = redactQueryValues(mail.html);
  for (const link of mail.links) {
    if (redactQueryValues(link) !== link) continue;
    text = text.split(link).join('[link removed]');
    html = html.split(link).join('[link removed]').split(escapeHtml(link)).join('[link removed]');
  }
  return {
    text,
    html,
    links: [],
    attachments: mail.attachments.map((a) => ({
      filename: a.filename,
      contentType: a.contentType,
      content: '',
      size: attachmentSize(a),
    })),
  };
}

export function attachmentSize(attachment: MailAttachment): number {
  return attachment.size ?? Buffer.byteLength(attachment.content, 'base64');
}
