import { startPageRequests } from '@flexplan/domain/routing/early-requests';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefetchStartPageData } from './start-page-data';

vi.mock('../shared/api/notify-api-error', () => ({ notifyApiError: vi.fn() }));

const answers: Record<string, unknown> = { '/api/profile': { cart: [], contracts: [] }, '/api/bags': { today: '2026-11-23', year: 2026 } };

afterEach(() => vi.unstubAllGlobals());

/** The reads a load of `path` starts with a session: main.tsx's profile, then the start page's. */
async function readsAtStart(path: string): Promise<string[]> {
  const fetchMock = vi.fn<typeof fetch>(
    async (url) => new Response(JSON.stringify(answers[String(url)] ?? []), { headers: { 'Content-Type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  prefetchStartPageData(new QueryClient(), path);
  await vi.waitFor(() => expect(fetchMock.mock.calls.length).toBeGreaterThan(0));
  return [...new Set(['/api/profile', ...fetchMock.mock.calls.map(([url]) => String(url))])].sort();
}

describe("a load's first reads", () => {
  // The server starts the reads of domain's startPageRequests from index.html; the app must ask
  // for the same ones, or it asks twice (or the server asked for nothing).
  it.each(['/home', '/profile', '/cart', '/products/food', '/documents/user', '/admin'])(
    "the app's reads at the start of %s are those the server starts",
    async (path) => {
      expect(await readsAtStart(path)).toEqual([...startPageRequests(path)].sort());
    },
  );

  it('the login pages start none; the main menu only the profile', () => {
    expect(startPageRequests('/login')).toEqual([]);
    expect(startPageRequests('/reset-password')).toEqual([]);
    expect(startPageRequests('/')).toEqual(['/api/profile']);
    expect(startPageRequests('/products/no-such-category')).toEqual(['/api/profile', '/api/families', '/api/bags']);
  });
});
