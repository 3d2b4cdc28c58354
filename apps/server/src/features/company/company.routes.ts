import type { FastifyInstance } from 'fastify';
import { apiRoute } from '../../http/api-route';
import type { CompanyRow } from '../../http/request-company';
import { CompanyNotFoundError } from '../../http/http-errors';
import { getPublicCompany } from './company.service';

export async function companyRoutes(app: FastifyInstance) {
  const deps = { config: app.config };
  // The body of each kept company row, written once by the route's own serialiser: the rows are
  // frozen copies replaced on every change (company.repository.ts), so a body cannot outlive its
  // row. Writing the privacy texts in four languages was a seventh of this route's CPU.
  // Without the zod type provider: the handler sends that text, which the schema still describes.
  const bodies = new WeakMap<CompanyRow, string>();
  app.route({
    ...apiRoute('GET /companies/by-subdomain'),
    handler: async (request, reply) => {
      const company = request.company;
      if (!company) throw new CompanyNotFoundError();
      let body = bodies.get(company);
      if (body === undefined) bodies.set(company, (body = reply.serialize(getPublicCompany(deps, company)) as string));
      return reply.type('application/json; charset=utf-8').send(body);
    },
  });
}
