import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DomainError } from '@flexplan/domain';
import { z } from 'zod';
import { idParamsSchema } from '@flexplan/domain/validation/id-schema';
import { parseInput } from '../../http/parse-input';
import { NotFoundError } from '../../http/http-errors';
import { currentUser } from '../../plugins/auth';
import { companyContractExists, listCompanyContracts, transitionContract } from './admin.repository';

const listQuery = z.object({ status: z.enum(['pending', 'contracted', 'cancelled']).default('pending') });

export class ForbiddenRoleError extends DomainError {
  constructor() {
    super('FORBIDDEN_ROLE', 'Esta función es solo para administradores de la empresa');
  }
}

export class ContractStateError extends DomainError {
  constructor() {
    super('CONTRACT_STATE', 'El contrato no está en un estado que permita esta acción');
  }
}

/** The company administrator's calls (spec part 1 §6 names the role; the back office builds on it). */
export async function adminRoutes(app: FastifyInstance) {
  app.addHook('preHandler', async (request: FastifyRequest) => {
    if (currentUser(request).role !== 'company-admin') throw new ForbiddenRoleError();
  });

  app.get('/admin/contracts', async (request) => {
    const { status } = parseInput(listQuery, request.query);
    return listCompanyContracts(app.database.db, currentUser(request).companyId, [status]);
  });

  /** Pending review → contracted: only a signed (accepted) contract. */
  app.post('/admin/contracts/:id/approve', async (request) => {
    const { id } = parseInput(idParamsSchema, request.params);
    const { companyId } = currentUser(request);
    if (!(await companyContractExists(app.database.db, companyId, id))) throw new NotFoundError('contract');
    if (!(await transitionContract(app.database.db, companyId, id, [{ status: 'pending', signed: true }], 'contracted'))) throw new ContractStateError();
    return { id, status: 'contracted' };
  });

  app.post('/admin/contracts/:id/cancel', async (request) => {
    const { id } = parseInput(idParamsSchema, request.params);
    const { companyId } = currentUser(request);
    if (!(await companyContractExists(app.database.db, companyId, id))) throw new NotFoundError('contract');
    if (!(await transitionContract(app.database.db, companyId, id, [{ status: 'pending' }, { status: 'contracted' }], 'cancelled')))
      throw new ContractStateError();
    return { id, status: 'cancelled' };
  });
}
