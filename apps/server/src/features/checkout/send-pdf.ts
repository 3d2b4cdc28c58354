import type { FastifyReply } from 'fastify';
import type { ContractDocument } from './contract-document';

/** A contract PDF as a download: never rendered inline on the portal's origin, never cached. */
export function sendPdf(reply: FastifyReply, document: ContractDocument) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(document.filename)}`)
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .send(document.pdf);
}
