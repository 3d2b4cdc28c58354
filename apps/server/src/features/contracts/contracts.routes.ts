import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiRoute } from '../../http/api-route';
import { CompanyNotFoundError } from '../../http/http-errors';
import { currentUser } from '../../plugins/auth';
import { addToCart, removeFromCart, updateCartContract } from './contracts.service';

/** Cart items (docs/product/cart-and-contracts.md §7): POST /contracts adds, PUT changes, DELETE removes. */
export async function contractRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.database.db, clock: app.clock };
  const cutOffDayOf = (request: FastifyRequest) => {
    if (!request.company) throw new CompanyNotFoundError();
    return request.company.cutOffDay;
  };

  app.route({
    ...apiRoute('POST /contracts'),
    handler: async (request, reply) => reply.code(201).send(await addToCart(deps, currentUser(request), cutOffDayOf(request), request.body)),
  });

  app.route({
    ...apiRoute('PUT /contracts/:id'),
    handler: async (request) => updateCartContract(deps, currentUser(request), cutOffDayOf(request), request.params.id, request.body),
  });

  app.route({
    ...apiRoute('DELETE /contracts/:id'),
    handler: async (request, reply) => {
      await removeFromCart(deps, currentUser(request), request.params.id);
      return reply.code(204).send(null);
    },
  });
}
