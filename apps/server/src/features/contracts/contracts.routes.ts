import type { FastifyInstance } from 'fastify';
import { contractBodySchema, contractIdParamsSchema } from '@flexplan/domain/catalogue';
import { z } from 'zod';
import { parseInput } from '../../http/parse-input';
import { CompanyNotFoundError } from '../../http/http-errors';
import { currentUser } from '../../plugins/auth';
import type { ContractsService } from './contracts.service';

const updateBodySchema = contractBodySchema.extend({ version: z.number().int().positive().optional() });

/** Cart items (spec part 2 §7): POST /contracts adds, PUT changes, DELETE removes. */
export async function contractRoutes(app: FastifyInstance, opts: { contracts: ContractsService }) {
  const cutOffDayOf = (request: import('fastify').FastifyRequest) => {
    if (!request.company) throw new CompanyNotFoundError();
    return request.company.cutOffDay;
  };

  app.post('/contracts', async (request, reply) => {
    const body = parseInput(contractBodySchema, request.body);
    return reply.code(201).send(await opts.contracts.add(currentUser(request), cutOffDayOf(request), body));
  });

  app.put('/contracts/:id', async (request) => {
    const { id } = parseInput(contractIdParamsSchema, request.params);
    const body = parseInput(updateBodySchema, request.body);
    return opts.contracts.update(currentUser(request), cutOffDayOf(request), id, body);
  });

  app.delete('/contracts/:id', async (request, reply) => {
    const { id } = parseInput(contractIdParamsSchema, request.params);
    await opts.contracts.remove(currentUser(request), id);
    return reply.code(204).send();
  });
}
