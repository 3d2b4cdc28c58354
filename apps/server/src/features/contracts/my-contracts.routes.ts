import type { FastifyInstance } from 'fastify';
import { contractListLabel } from '@flexplan/domain/catalogue';
import { currentUser } from '../../plugins/auth';
import { listUserContracts } from './contracts.repository';
import { toContractView } from './contract-view';

/**
 * GET /api/my-contracts: the user's contracts (not the cart), newest year first, each with the
 * list label of spec part 1 §4 (pending → pending review; else signed → contracted; else pending signature).
 */
export async function myContractsRoutes(app: FastifyInstance) {
  app.get('/my-contracts', async (request) => {
    const user = currentUser(request);
    const rows = await listUserContracts(app.database.db, user.companyId, user.id, ['pending', 'contracted', 'cancelled']);
    return rows.map((r) => ({ ...toContractView(r.contract, r.items, { benefitName: r.benefitName, line: r.line }), label: contractListLabel(r.contract) }));
  });
}
