import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiRoute } from '../../http/api-route';
import { adminActorOf } from '../../plugins/admin-guard';
import { getEmployeeProducts, setEmployeeProducts } from './employee-products.service';
import { deactivateEmployee, deprecateEmployeePassword, reactivateEmployee } from './employee-account.service';
import { createEmployee, getEmployee, listEmployeeOptions, listEmployees, replaceEmployee } from './employees.service';

/**
 * The company administrator's employees; registered inside the admin scope (app.ts),
 * whose guard decides who may call them and on which company.
 */
export async function employeeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.database.db };

  app.route({
    ...apiRoute('GET /admin/employees'),
    config: { revalidate: 'company' },
    handler: async (request) => listEmployees(deps, adminActorOf(request), request.query),
  });

  app.route({ ...apiRoute('GET /admin/employees/options'), handler: async (request) => listEmployeeOptions(deps, adminActorOf(request)) });

  app.route({ ...apiRoute('GET /admin/employees/:id'), handler: async (request) => getEmployee(deps, adminActorOf(request), request.params.id) });

  app.route({
    ...apiRoute('POST /admin/employees'),
    handler: async (request, reply) => {
      const employee = await createEmployee(deps, adminActorOf(request), request.body);
      return reply.code(201).send(employee);
    },
  });

  app.route({
    ...apiRoute('PUT /admin/employees/:id'),
    handler: async (request) => replaceEmployee(deps, adminActorOf(request), request.params.id, request.body),
  });

  app.route({
    ...apiRoute('POST /admin/employees/:id/deactivate'),
    handler: async (request) => deactivateEmployee(deps, adminActorOf(request), request.params.id),
  });
  app.route({
    ...apiRoute('POST /admin/employees/:id/reactivate'),
    handler: async (request) => reactivateEmployee(deps, adminActorOf(request), request.params.id),
  });
  app.route({
    ...apiRoute('POST /admin/employees/:id/deprecate-password'),
    handler: async (request) => deprecateEmployeePassword(deps, adminActorOf(request), request.params.id),
  });

  app.route({
    ...apiRoute('GET /admin/employees/:id/products'),
    handler: async (request) => getEmployeeProducts(deps, adminActorOf(request), request.params.id),
  });
  app.route({
    ...apiRoute('PUT /admin/employees/:id/products'),
    handler: async (request) => setEmployeeProducts(deps, adminActorOf(request), request.params.id, request.body),
  });
}
