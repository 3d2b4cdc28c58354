import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiRoute } from '../../http/api-route';
import { currentUser } from '../../plugins/auth';
import { getPayslips, getPayslipsPdf } from './payslip.service';

/** GET /api/payslip and /api/payslip/pdf: the plan year's payslips month by month, without and with the plan. */
export async function payslipRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.database.db, clock: app.clock };
  app.route({
    ...apiRoute('GET /payslip'),
    handler: async (request) => getPayslips(deps, currentUser(request), request.company?.cutOffDay ?? 1, request.query.year),
  });

  app.route({
    ...apiRoute('GET /payslip/pdf'),
    handler: async (request, reply) => {
      const { pdf, filename } = await getPayslipsPdf(deps, currentUser(request), request.company?.cutOffDay ?? 1, request.query);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(filename)}`)
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .send(pdf);
    },
  });
}
