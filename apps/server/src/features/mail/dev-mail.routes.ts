import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiRoute } from '../../http/api-route';
import type { CompanyRow } from '../../http/request-company';
import type { ServiceDeps } from '../../service-deps';
import { findCompanyOfHost } from '../company/company.service';
import { isLoopbackClient } from '../../http/loopback-client';
import { isDevOutboxEnabled } from '../../mail/dev-outbox-access';
import { findDevMailAttachment, listDevMail } from './dev-outbox.service';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const depsOf = (app: FastifyInstance): Pick<ServiceDeps, 'db' | 'config'> => ({ db: app.database.db, config: app.config });

/**
 * The dev outbox answers only the developer's own machine and, on a company's host, only that
 * company's mail; to anyone else it is a path like any unknown one (the app's own 404).
 */
async function onlyLoopbackAndOwnCompany(request: FastifyRequest, reply: FastifyReply) {
  if (isLoopbackClient(request)) {
    // The company plugin resolves /api requests; the HTML page resolves its own the same way.
    request.company ??= await findCompanyOfHost(depsOf(request.server), request.headers.host);
    if (request.company) return;
  }
  reply.callNotFound();
  return reply;
}

/** The company the hook above found: every route here runs after it. */
function companyOf(request: FastifyRequest): CompanyRow {
  if (!request.company) throw new Error('the dev outbox answered without its company');
  return request.company;
}

/** The dev outbox as JSON under /api (no SMTP_URL, NODE_ENV ≠ production, loopback only). */
export async function devMailApiRoutes(fastify: FastifyInstance) {
  if (!isDevOutboxEnabled(fastify.config)) return;
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = depsOf(app);
  app.addHook('onRequest', onlyLoopbackAndOwnCompany);
  app.route({ ...apiRoute('GET /dev/mail'), handler: async (request) => listDevMail(deps, companyOf(request).id) });

  app.route({
    ...apiRoute('GET /dev/mail/:id/attachments/:index'),
    handler: async (request, reply) => {
      const attachment = await findDevMailAttachment(deps, companyOf(request).id, request.params.id, request.params.index);
      if (!attachment) return reply.callNotFound();
      const ascii = attachment.filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
      return reply
        .type(attachment.contentType)
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(attachment.filename)}`)
        .send(Buffer.from(attachment.content, 'base64'));
    },
  });
}

/** The dev outbox as an HTML page at /dev/mail, links clickable, attachments downloadable. */
export async function devMailPageRoutes(app: FastifyInstance) {
  if (!isDevOutboxEnabled(app.config)) return;
  const deps = depsOf(app);
  app.addHook('onRequest', onlyLoopbackAndOwnCompany);
  app.get('/dev/mail', async (request, reply) => {
    const company = companyOf(request);
    const mails = await listDevMail(deps, company.id);
    const items = mails.map(
      (m) => `<li><h2>${escapeHtml(m.subject)}</h2><p>To: ${escapeHtml(m.to)} · ${escapeHtml(String(m.sentAt))}</p>
<pre>${escapeHtml(m.text)}</pre><ul>${m.links.map((l) => `<li><a href="${escapeHtml(l)}">${escapeHtml(l)}</a></li>`).join('')}</ul>${
        m.attachments.length
          ? `<ul>${m.attachments.map((a) => `<li><a href="${escapeHtml(a.url)}">${escapeHtml(a.filename)}</a> (${a.size} bytes)</li>`).join('')}</ul>`
          : ''
      }</li>`,
    );
    const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Dev outbox · ${escapeHtml(company.name)} · Flexplan</title></head>
<body><main><h1>Dev outbox · ${escapeHtml(company.name)}</h1>${items.length ? `<ol>${items.join('')}</ol>` : '<p>No e-mails yet.</p>'}</main></body></html>`;
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);
  });
}
