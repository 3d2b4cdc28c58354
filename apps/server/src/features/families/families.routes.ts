import type { FastifyInstance } from 'fastify';
import { familyEditSchema, familyListSchema } from '@flexplan/domain/profile/profile-schemas';
import { idParamsSchema } from '@flexplan/domain/validation/id-schema';
import { parseInput } from '../../http/parse-input';
import { currentUser } from '../../plugins/auth';
import { listFamily } from './families.repository';
import { editFamilyMember, saveFamilyList } from './family-members.service';

/** The family calls of spec part 1 §7; entry 0 is the user and is never written here. */
export async function familyRoutes(app: FastifyInstance) {
  app.get('/families', async (request) => {
    const user = currentUser(request);
    return listFamily(app.database.db, user.companyId, user.id);
  });

  app.post('/families', async (request) => {
    const user = currentUser(request);
    const members = parseInput(familyListSchema, request.body);
    return saveFamilyList(app.database.db, user.companyId, user.id, members);
  });

  app.put('/families/:id', async (request) => {
    const user = currentUser(request);
    const { id } = parseInput(idParamsSchema, request.params);
    const member = parseInput(familyEditSchema, request.body);
    return editFamilyMember(app.database.db, user.companyId, user.id, id, member);
  });
}
