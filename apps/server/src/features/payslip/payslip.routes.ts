import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fileResponse } from '@flexplan/domain/api/file-response';
import { payslipPdfQuerySchema, payslipQuerySchema, payslipYearSchema } from '@flexplan/domain/payslip/payslip-api';
import { currentUser } from '../../plugins/auth';
import { getPayslips, getPayslipsPdf } from './payslip.service';

const tags = ['payslip'];

/** GET /api/payslip and /api/payslip/pdf: the plan year's payslips month by month, without and with the plan. */
export async function payslipRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.database.db, clock: app.clock };
  app.get('/payslip', { schema: { tags, querystring: payslipQuerySchema, response: { 200: payslipYearSchema } } }, async (request) => {
    return getPayslips(deps, currentUser(request), request.company?.cutOffDay ?? 1, request.query.year);
  });

  const pdfResponse = fileResponse("The year's payslips as a PDF download.", ['application/pdf']);
  app.get('/payslip/pdf', { schema: { tags, querystring: payslipPdfQuerySchema, response: { 200: pdfResponse } } }, async (request, reply) => {
    const { pdf, filename } = await getPayslipsPdf(deps, currentUser(request), request.company?.cutOffDay ?? 1, request.query);
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(filename)}`)
      .header('cache-control', 'no-store')
      .header('x-content-type-options', 'nosniff')
      .send(pdf);
  });
}
