import { isPlausibleResetToken } from '../auth/reset-token';
import type { SessionState } from './session-state';

/**
 * The one route table (DESIGN.md): which pages each session state may reach, from docs/product/employee-portal.md §2.
 * The web router's guard and the server read it; later features add their paths here.
 */
export const productPathPattern = /^\/products\/[a-z0-9-]+$/;

// /welcome: a new person's first password, set with the administrator's link.
export const loginPaths = ['/login', '/forgot-password', '/reset-password', '/welcome'] as const;

/** Pages anyone may open whatever the session: the token in the link is the proof. */
export const publicPaths = ['/contracts/accept'] as const;

export const completePaths = [
  '/',
  '/home',
  '/flexible',
  '/other',
  '/documents',
  '/documents/user',
  '/profile',
  '/cart',
  '/products/health-insurance',
  '/products/saving-plan',
  '/privacy-policy',
  '/compensation',
  // The best plan: the menu shows it only to employees with a tax-advantage product.
  '/best-plan',
  // The payslips month by month; the menu shows it to employees with tax-advantage products.
  '/payslip',
  // The back office (company administrators, platform operators); the API's admin guard answers
  // 404 to anyone else, and the page says so (the route table knows session states, not roles).
  '/admin',
] as const;

export const restrictedPaths = ['/', '/profile'] as const;

/** The back office: a restricted administrator may still open it (`canOpenAdminArea`, session-state.ts). */
export const adminPath = '/admin';

export interface RouteContext {
  state: SessionState;
  /** Company flag: hides /compensation from the menu and the routes (docs/product/employee-portal.md §2 Shell). */
  hideCompensation?: boolean;
  /** The user may open /admin even while restricted (`canOpenAdminArea`): an administrator whose own profile is incomplete. */
  canOpenAdminArea?: boolean;
  /** The `token` query parameter, for /reset-password and /welcome. */
  resetToken?: string | null;
}

export type RouteDecision = { allow: true } | { allow: false; redirectTo: string };

const allow: RouteDecision = { allow: true };
const redirect = (redirectTo: string): RouteDecision => ({ allow: false, redirectTo });

function normalise(path: string): string {
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** Paths a session in this state may open (patterns aside). */
export function reachablePaths(ctx: Pick<RouteContext, 'state' | 'hideCompensation' | 'canOpenAdminArea'>): readonly string[] {
  if (ctx.state === 'anonymous') return loginPaths;
  if (ctx.state === 'restricted') return ctx.canOpenAdminArea ? [...restrictedPaths, adminPath] : restrictedPaths;
  return ctx.hideCompensation ? completePaths.filter((p) => p !== '/compensation') : completePaths;
}

/**
 * Decides whether a path may be shown, or where to send the visitor instead:
 * unknown paths go to the first route; a lost session goes to /login; logged-in users on the
 * login pages go to /home (or to / while their profile is restricted).
 */
export function resolveRoute(path: string, ctx: RouteContext): RouteDecision {
  const p = normalise(path);
  if ((publicPaths as readonly string[]).includes(p)) return allow;
  const isLoginPage = (loginPaths as readonly string[]).includes(p);

  if (ctx.state === 'anonymous') {
    if (!isLoginPage) return redirect('/login');
    if ((p === '/reset-password' || p === '/welcome') && !isPlausibleResetToken(ctx.resetToken)) return redirect('/login');
    return allow;
  }
  if (isLoginPage) return redirect(ctx.state === 'complete' ? '/home' : '/');

  const reachable = reachablePaths(ctx);
  if (reachable.includes(p)) return allow;
  if (ctx.state === 'complete' && productPathPattern.test(p)) return allow;
  return redirect(reachable[0] ?? '/');
}

/** A link may be shown only where it leads: the menu hides what the session cannot open. */
export function isReachable(path: string, ctx: Omit<RouteContext, 'resetToken'>): boolean {
  return resolveRoute(path, ctx).allow;
}

/**
 * Whether the session may read the plan's data (bags, family, news, catalogue, cart): the pages
 * that show it are beyond a restricted session's reach, and the API refuses those reads to it
 * (docs/product/employee-portal.md §2). Pages, the shell's header and index.html's early reads ask for that data only
 * when this says so, rather than asking and being refused with 403
 * (docs/decisions/040-restricted-session-reads.md).
 */
export function canReadPlanData(ctx: Omit<RouteContext, 'resetToken'>): boolean {
  return isReachable('/home', ctx);
}
