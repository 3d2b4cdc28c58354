import { vi } from 'vitest';

type Answer = Response | Promise<Response>;

/** A JSON answer of the API. */
export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json; charset=utf-8' } });
}

/** An answer that never comes: the page stays in its loading state. */
export const never = (): Promise<Response> => new Promise<Response>(() => undefined);

/**
 * Puts a fake `fetch` in place that answers each `/api` path (without its query) from `routes`;
 * anything else is a 404. Undo with `vi.unstubAllGlobals()`.
 */
export function stubApi(routes: Record<string, () => Answer>) {
  const fetchMock = vi.fn<typeof fetch>((input) => {
    const path = new URL(String(input), 'http://localhost').pathname.replace(/^\/api/, '');
    const route = routes[path];
    return Promise.resolve(route ? route() : json({ statusCode: 404, code: 'NOT_FOUND', message: 'Not found' }, 404));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
