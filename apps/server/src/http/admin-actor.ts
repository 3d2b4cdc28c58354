import type { UserRole } from '../db/schema/index';

/**
 * Who acts on an admin route, and on which company (plugins/admin-guard.ts): a company
 * administrator on their own; a platform operator on the company the session switched to.
 */
export interface AdminActor {
  id: number;
  role: UserRole;
  /** The company acted on; every admin query filters by it. */
  companyId: number;
  sessionId: number;
}
