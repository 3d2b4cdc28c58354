/**
 * Query keys shared by features that never import each other. Everything under `session` belongs
 * to the logged-in user and is dropped when the session starts or ends.
 */
export const queryKeys = {
  company: ['company'] as const,
  session: ['session'] as const,
  profile: ['session', 'profile'] as const,
  menu: ['session', 'menu'] as const,
  /** GET /bags: moves whenever a cart item is added, changed or removed. */
  bags: ['session', 'bags'] as const,
  families: ['session', 'families'] as const,
  categoryBenefits: (alias: string) => ['session', 'benefits', alias] as const,
};
