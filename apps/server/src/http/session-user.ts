import type { UserRole } from '../db/schema/index';

/** The user a valid token belongs to, as the rest of the server sees it. */
export interface SessionUser {
  id: number;
  companyId: number;
  collectiveId: number | null;
  role: UserRole;
  email: string | null;
  phone: string | null;
  firstName: string;
  isPasswordDeprecated: boolean;
  sessionId: number;
}
