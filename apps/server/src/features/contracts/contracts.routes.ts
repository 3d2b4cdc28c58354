import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contractBodySchema, contractIdParamsSchema, updateContractBodySchema } from '@flexplan/domain/catalogue';
import { contractViewSchema } from '@flexplan/domain/contracts/contracts-api';
import { CompanyNotFoundError } from '../../http/http-errors';
import { currentUser } from '../../plugins/auth';
import { addToCart, removeFromCart, updateCartContract } from './contracts.service';

/** Cart items (docs/product/cart-and-contracts.md §7): POST /contracts adds, PUT changes, DELETE removes. */
export async function contractRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.database.db, clock: app.clock };
  const tags = ['contracts'];
  const cutOffDayOf = (request: FastifyRequest) => {
    if (!request.company) throw new CompanyNotFoundError();
    return request.company.cutOffDay;
  };

  app.post('/contracts', { schema: { tags, body: contractBodySchema, response: { 201: contractViewSchema } } }, async (request, reply) => {
    return reply.code(201).send(await addToCart(deps, currentUser(request), cutOffDayOf(request), request.body));
  });

  app.put(
    '/contracts/:id',
    { schema: { tags, params: contractIdParamsSchema, body: updateContractBodySchema, response: { 200: contractViewSchema } } },
    async (request) => {
      return updateCartContract(deps, currentUser(request), cutOffDayOf(request), request.params.id, request.body);
    },
  );

  app.delete(
    '/contracts/:id',
    { schema: { tags, params: contractIdParamsSchema, response: { 204: z.null().describe('Removed from the cart.') } } },
    async (request, reply) => {
      await removeFromCart(deps, currentUser(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
}
