import { earlyRequestsElementId, earlyRequestsScript, earlyResponsesGlobal, type EarlyRequests } from '@flexplan/domain/routing/early-requests';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '../storage/local-store';
import { api } from './api-client';
import { dropEarlyResponses } from './early-responses';
import { queryClient } from './query-client';

vi.mock('./notify-api-error', () => ({ notifyApiError: vi.fn() }));

const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

/** index.html as the server writes it for a logged-in page, and its inline script run. */
function runEarlyScript(requests: string[], files: Omit<EarlyRequests, 'requests'> = { modules: [], styles: [] }): void {
  const early: EarlyRequests = { requests, ...files };
  document.head.innerHTML = `<script type="application/json" id="${earlyRequestsElementId}">${JSON.stringify(early)}</script>`;
  // The script as the server inlines it (a string: the CSP allows it by its hash).
  new Function(earlyRequestsScript)();
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  window.localStorage.setItem(storageKeys.token, 'token-1');
});

afterEach(() => {
  vi.unstubAllGlobals();
  delete (window as unknown as Record<string, unknown>)[earlyResponsesGlobal];
  window.localStorage.clear();
  document.head.innerHTML = '';
  queryClient.clear();
});

describe("index.html's early requests", () => {
  it('the inline script asks for each listed read with the stored token, the profile first and the rest once it says they may be read', async () => {
    fetchMock.mockImplementation(async (url) => json(url === '/api/profile' ? { email: 'a@b.test', phone: '600000000', isPasswordDeprecated: false } : {}));
    runEarlyScript(['/api/profile', '/api/bags']);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/profile']);
    await vi.waitFor(() => expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/profile', '/api/bags']));
    const headers = new Headers(fetchMock.mock.calls[1]?.[1]?.headers);
    expect(headers.get('Authorization')).toBe('Bearer token-1');
    expect(headers.get('Accept')).toBe('application/json');
  });

  it('an answer nobody took is let go of when dropped: its body is cancelled, so no request is left open', async () => {
    const cancel = vi.fn(async () => undefined);
    fetchMock.mockResolvedValue({ body: { cancel } } as unknown as Response);
    runEarlyScript(['/api/profile']);
    dropEarlyResponses();
    await vi.waitFor(() => expect(cancel).toHaveBeenCalledTimes(1));
  });

  it("the inline script then adds the page's code and stylesheets as preloads, as Vite would", () => {
    fetchMock.mockResolvedValue(json({}));
    runEarlyScript(['/api/profile'], { modules: ['/assets/home-page-H.js'], styles: ['/assets/home-page-H.css'] });
    const links = [...document.head.querySelectorAll('link')].map((link) => [link.rel, link.getAttribute('href'), link.as, link.crossOrigin]);
    expect(links).toEqual([
      ['modulepreload', '/assets/home-page-H.js', '', ''],
      ['preload', '/assets/home-page-H.css', 'style', ''],
    ]);
  });

  it('the inline script asks nothing without a session', () => {
    window.localStorage.removeItem(storageKeys.token);
    runEarlyScript(['/api/profile'], { modules: ['/assets/home-page-H.js'], styles: [] });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(earlyResponsesGlobal in window).toBe(false);
    expect(document.head.querySelector('link')).toBeNull();
  });

  it('the API client takes an early answer once instead of asking again; the next read asks', async () => {
    fetchMock.mockResolvedValueOnce(json({ id: 1 }));
    runEarlyScript(['/api/profile']);
    fetchMock.mockResolvedValueOnce(json({ id: 2 }));
    await expect(api.get('/profile')).resolves.toEqual({ id: 1 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await expect(api.get('/profile')).resolves.toEqual({ id: 2 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('asks itself when the session changed since the script ran', async () => {
    fetchMock.mockResolvedValueOnce(json({ id: 1 }));
    runEarlyScript(['/api/profile']);
    window.localStorage.setItem(storageKeys.token, 'token-2');
    fetchMock.mockResolvedValueOnce(json({ id: 2 }));
    await expect(api.get('/profile')).resolves.toEqual({ id: 2 });
    expect(new Headers(fetchMock.mock.calls[1]?.[1]?.headers).get('Authorization')).toBe('Bearer token-2');
  });

  it('a write drops the early answers not taken yet: they may be stale', async () => {
    fetchMock.mockResolvedValueOnce(json({ id: 1 }));
    runEarlyScript(['/api/profile']);
    fetchMock.mockResolvedValueOnce(json({})).mockResolvedValueOnce(json({ id: 3 }));
    await api.post('/profile/cookies', { version: '2026-01' });
    await expect(api.get('/profile')).resolves.toEqual({ id: 3 });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });
});
