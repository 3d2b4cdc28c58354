import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../plugins/auth';
import { listFamily } from './families.repository';

/** GET /api/families (spec part 1 §7); adding and editing members comes with the profile issue. */
export async function familyRoutes(app: FastifyInstance) {
  app.get('/families', async (request) => {
    const user = currentUser(request);
    return listFamily(app.database.db, user.companyId, user.id);
  });
}
