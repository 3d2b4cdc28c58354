import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { employeeRecordSchema } from '@flexplan/domain/employees/employee-record-schema';
import {
  employeeAccountStateSchema,
  employeeDetailSchema,
  employeeListQuerySchema,
  employeeOptionsSchema,
  employeePageSchema,
} from '@flexplan/domain/employees/employees-api';
import { employeeProductsInputSchema, employeeProductsSchema } from '@flexplan/domain/employees/employee-products-api';
import { idParamsSchema } from '@flexplan/domain/validation/id-schema';
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
  const tags = ['admin'];

  app.get(
    '/employees',
    { schema: { tags, querystring: employeeListQuerySchema, response: { 200: employeePageSchema } }, config: { revalidate: 'company' } },
    async (request) => listEmployees(deps, adminActorOf(request), request.query),
  );

  app.get('/employees/options', { schema: { tags, response: { 200: employeeOptionsSchema } } }, async (request) =>
    listEmployeeOptions(deps, adminActorOf(request)),
  );

  app.get('/employees/:id', { schema: { tags, params: idParamsSchema, response: { 200: employeeDetailSchema } } }, async (request) =>
    getEmployee(deps, adminActorOf(request), request.params.id),
  );

  app.post('/employees', { schema: { tags, body: employeeRecordSchema, response: { 201: employeeDetailSchema } } }, async (request, reply) => {
    const employee = await createEmployee(deps, adminActorOf(request), request.body);
    return reply.code(201).send(employee);
  });

  app.put(
    '/employees/:id',
    { schema: { tags, params: idParamsSchema, body: employeeRecordSchema, response: { 200: employeeDetailSchema } } },
    async (request) => replaceEmployee(deps, adminActorOf(request), request.params.id, request.body),
  );

  const accountChange = { tags, params: idParamsSchema, response: { 200: employeeAccountStateSchema } };
  app.post('/employees/:id/deactivate', { schema: accountChange }, async (request) => deactivateEmployee(deps, adminActorOf(request), request.params.id));
  app.post('/employees/:id/reactivate', { schema: accountChange }, async (request) => reactivateEmployee(deps, adminActorOf(request), request.params.id));
  app.post('/employees/:id/deprecate-password', { schema: accountChange }, async (request) =>
    deprecateEmployeePassword(deps, adminActorOf(request), request.params.id),
  );

  app.get('/employees/:id/products', { schema: { tags, params: idParamsSchema, response: { 200: employeeProductsSchema } } }, async (request) =>
    getEmployeeProducts(deps, adminActorOf(request), request.params.id),
  );
  app.put(
    '/employees/:id/products',
    { schema: { tags, params: idParamsSchema, body: employeeProductsInputSchema, response: { 200: employeeProductsSchema } } },
    async (request) => setEmployeeProducts(deps, adminActorOf(request), request.params.id, request.body),
  );
}
