import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { parseInput } from '../../http/parse-input';
import { companySlugFromHost } from '../company/company-host';
import { findCompanyBySlug } from '../company/company.repository';
import { isDevOutboxEnabled, isLoopbackClient } from './dev-outbox-access';
import { findMailAttachment, listRecentMail } from './mail-outbox.repository';
import { attachmentSize } from './mail-scrub';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const attachmentParams = z.object({
  id: z.coerce.number().int().min(1).max(2_147_483_647),
  index: z.coerce.number().int().min(0).max(99),
});

/**
 * The dev outbox answers only the developer's own machine and, on a company's host, only that
 * company's mail; to anyone else it is a path like any unknown one (the app's own 404).
 */
async function onlyLoopbackAndOwnCompany(request: FastifyRequest, reply: FastifyReply) {
  if (isLoopbackClient(request)) {
    // The company plugin resolves /api requests; the HTML page resolves its own the same way.
    request.company ??=
      (await findCompanyBySlug(
        request.server.database.db,
        companySlugFromHost(request.headers.host, request.server.config.BASE_DOMAIN, request.server.config.DEFAULT_COMPANY),
      )) ?? null;
    if (request.company) return;
  }
  reply.callNotFound();
  return reply;
}

async function listCompanyMail(request: FastifyRequest) {
  const rows = await listRecentMail(request.server.database.db, request.company!.id);
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

/** The dev outbox as JSON under /api (no SMTP_URL, NODE_ENV ≠ production, loopback only). */
export async function devMailApiRoutes(app: FastifyInstance) {
  if (!isDevOutboxEnabled(app.config)) return;
  app.addHook('onRequest', onlyLoopbackAndOwnCompany);
  app.get('/dev/mail', listCompanyMail);

  app.get('/dev/mail/:id/attachments/:index', async (request, reply) => {
    const { id, index } = parseInput(attachmentParams, request.params);
    const attachment = await findMailAttachment(app.database.db, request.company!.id, id, index);
    if (!attachment?.content) return reply.callNotFound();
    const ascii = attachment.filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
    return reply
      .type(attachment.contentType)
      .header('cache-control', 'no-store')
      .header('content-disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(attachment.filename)}`)
      .send(Buffer.from(attachment.content, 'base64'));
  });
}

/** The dev outbox as an HTML page at /dev/mail, links clickable, attachments downloadable. */
export async function devMailPageRoutes(app: FastifyInstance) {
  if (!isDevOutboxEnabled(app.config)) return;
  app.addHook('onRequest', onlyLoopbackAndOwnCompany);
  app.get('/dev/mail', async (request, reply) => {
    const mails = await listCompanyMail(request);
    const items = mails.map(
      (m) => `<li><h2>${escapeHtml(m.subject)}</h2><p>To: ${escapeHtml(m.to)} · ${escapeHtml(String(m.sentAt))}</p>
<pre>${escapeHtml(m.text)}</pre><ul>${m.links.map((l) => `<li><a href="${escapeHtml(l)}">${escapeHtml(l)}</a></li>`).join('')}</ul>${
        m.attachments.length
          ? `<ul>${m.attachments.map((a) => `<li><a href="${escapeHtml(a.url)}">${escapeHtml(a.filename)}</a> (${a.size} bytes)</li>`).join('')}</ul>`
          : ''
      }</li>`,
    );
    const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Dev outbox · ${escapeHtml(request.company!.name)} · Flexplan</title></head>
<body><main><h1>Dev outbox · ${escapeHtml(request.company!.name)}</h1>${items.length ? `<ol>${items.join('')}</ol>` : '<p>No e-mails yet.</p>'}</main></body></html>`;
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);
  });
}
