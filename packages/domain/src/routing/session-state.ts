import type { UserRole } from '../profile/profile-api';
import { missingProfileFields } from '../profile/session-profile-fields';

/**
 * The three session states of docs/product/employee-portal.md §2 "Route availability by session state".
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

/** The roles the back office (/admin, /api/admin) serves: a company's administrator and the platform's operator. */
export const adminRoles: readonly UserRole[] = ['company-admin', 'platform-operator'];

export function isAdminRole(role: string | null | undefined): boolean {
  return (adminRoles as readonly (string | null | undefined)[]).includes(role);
}

/**
 * Whether the back office opens to this user whatever their session state: the first
 * administrator of a new company arrives through the welcome e-mail with no phone on file, and must
 * set the company up before anyone fills in employee profiles. Their employee pages stay closed until
 * the profile is complete; a deprecated password still comes first, as it guards the company's data.
 */
export function canOpenAdminArea(user: { role?: string | null; isPasswordDeprecated?: boolean }): boolean {
  return isAdminRole(user.role) && !user.isPasswordDeprecated;
}
