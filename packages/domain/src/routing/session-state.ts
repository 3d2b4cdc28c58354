import { missingProfileFields } from '../profile/session-profile-fields';

/**
 * The three session states of spec part 1 §2 "Route availability by session state".
 * - `anonymous`: not logged in, or the company is in maintenance;
 * - `restricted`: logged in with an incomplete profile (no e-mail or phone) or a deprecated password;
 * - `complete`: logged in, e-mail and phone present, password not deprecated.
 */
export type SessionState = 'anonymous' | 'restricted' | 'complete';

export interface SessionFacts {
  isLoggedIn: boolean;
  isCompanyInMaintenance: boolean;
  email?: string | null;
  phone?: string | null;
  isPasswordDeprecated?: boolean;
}

/** The e-mail and the phone are on file (profile-completion.ts names the one missing). */
export function isProfileComplete(user: { email?: string | null; phone?: string | null }): boolean {
  return missingProfileFields(user).length === 0;
}

export function sessionStateOf(facts: SessionFacts): SessionState {
  if (!facts.isLoggedIn || facts.isCompanyInMaintenance) return 'anonymous';
  if (facts.isPasswordDeprecated || !isProfileComplete(facts)) return 'restricted';
  return 'complete';
}
