/**
 * Query keys shared by features that never import each other. Everything under `session` belongs
 * to the logged-in user and is dropped when the session starts or ends.
 */
export const queryKeys = {
  company: ['company'] as const,
  session: ['session'] as const,
  profile: ['session', 'profile'] as const,
  menu: ['session', 'menu'] as const,
};
