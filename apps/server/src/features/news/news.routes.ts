import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../plugins/auth';
import { listNews } from './news.repository';

/** GET /api/messages (spec part 1 §7): the news the user's company and collective publish. */
export async function newsRoutes(app: FastifyInstance) {
  app.get('/messages', async (request) => {
    const user = currentUser(request);
    return listNews(app.database.db, user.companyId, user.collectiveId);
  });
}
