import type { FastifyInstance } from 'fastify';
import { listRecentMail } from './mail-outbox.repository';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The dev outbox (NODE_ENV ≠ production only): JSON under /api, an HTML list at /dev/mail. */
export async function devMailApiRoutes(app: FastifyInstance) {
  app.get('/dev/mail', async () => {
    const rows = await listRecentMail(app.database.db);
    return rows.map((r) => ({ to: r.to, subject: r.subject, text: r.text, html: r.html, links: r.links, sentAt: r.sentAt ?? r.createdAt }));
  });
}

export async function devMailPageRoutes(app: FastifyInstance) {
  app.get('/dev/mail', async (_request, reply) => {
    const rows = await listRecentMail(app.database.db);
    const items = rows.map((r) => `<li><h2>${escapeHtml(r.subject)}</h2><p>To: ${escapeHtml(r.to)} · ${escapeHtml(String(r.sentAt ?? r.createdAt))}</p>
<pre>${escapeHtml(r.text)}</pre><ul>${r.links.map((l) => `<li><a href="${escapeHtml(l)}">${escapeHtml(l)}</a></li>`).join('')}</ul></li>`);
    const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Dev outbox · Flexplan</title></head>
<body><main><h1>Dev outbox</h1>${items.length ? `<ol>${items.join('')}</ol>` : '<p>No e-mails yet.</p>'}</main></body></html>`;
    return reply.type('text/html; charset=utf-8').send(page);
  });
}
