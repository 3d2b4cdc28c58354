import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '../storage/local-store';
import { api, apiRequest, fillPath, setSessionLostHandler } from './api-client';
import { ApiError } from './api-error';
import { notifyApiError } from './notify-api-error';
import { queryClient } from './query-client';
import { queryKeys } from './query-keys';
import { readToken } from './session-token';

// The toasts are Mantine's; here it is enough to know whether one was asked for.
vi.mock('./notify-api-error', () => ({ notifyApiError: vi.fn() }));

const fetchMock = vi.fn<typeof fetch>();

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json; charset=utf-8' } });
}

/** The one request the client sent: its URL and init. */
function sent(): { url: string; init: RequestInit; headers: Headers } {
  expect(fetchMock).toHaveBeenCalledTimes(1);
  const [url, init = {}] = fetchMock.mock.calls[0] ?? [];
  return { url: String(url), init, headers: new Headers(init.headers) };
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.mocked(notifyApiError).mockClear();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

describe('api client: requests', () => {
  it('reads a JSON answer, asks for JSON and sends the session token', async () => {
    window.localStorage.setItem(storageKeys.token, 'token-123');
    fetchMock.mockResolvedValue(jsonResponse(200, { id: 4, name: 'Ana' }));

    await expect(api.get('/profile')).resolves.toEqual({ id: 4, name: 'Ana' });
    const { url, init, headers } = sent();
    expect(url).toBe('/api/profile');
    expect(init.method).toBe('GET');
    expect(headers.get('Accept')).toBe('application/json');
    expect(headers.get('Authorization')).toBe('Bearer token-123');
  });

  it('sends no Authorization header without a session', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, {}));
    await api.get('/companies/by-subdomain');
    expect(sent().headers.has('Authorization')).toBe(false);
  });

  it('sends a plain object as JSON', async () => {
    fetchMock.mockResolvedValue(jsonResponse(201, { id: 1 }));
    await apiRequest('/contracts', { method: 'POST', body: { benefitId: 7, items: [{ month: 1 }] } });
    const { init, headers } = sent();
    expect(init.method).toBe('POST');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(init.body).toBe('{"benefitId":7,"items":[{"month":1}]}');
  });

  it('builds the query string from the values given, leaving out null and undefined', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, []));
    await apiRequest('documents', { query: { year: 2026, type: 'payslip nómina', isSigned: false, page: null, sort: undefined } });
    expect(sent().url).toBe('/api/documents?year=2026&type=payslip+n%C3%B3mina&isSigned=false');
  });

  it('adds no "?" when every query value is empty', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, []));
    await apiRequest('/news', { query: { page: null } });
    expect(sent().url).toBe('/api/news');
  });

  it('answers undefined for 204 No Content', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await expect(api.delete('/contracts/:id', { params: { id: 3 } })).resolves.toBeUndefined();
  });

  it("fills a route's path parameters, each encoded, and refuses a path with one missing", async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { id: 'x', coverages: {} }));
    await api.get('/rate-tables/:key', { params: { key: 'vida/ñ' } });
    expect(sent().url).toBe('/api/rate-tables/vida%2F%C3%B1');
    expect(fillPath('/users/:id/documents/:documentId', { id: 4, documentId: 9 })).toBe('/users/4/documents/9');
    expect(() => fillPath('/users/:id/documents/:documentId', { id: 4 })).toThrow(':documentId');
  });
});

describe("api client: the browser's HTTP cache", () => {
  // A read answers with an ETag and `private, no-cache` (docs/decisions/100-one-read-path-revalidated-by-etag.md); the browser
  // sends If-None-Match and turns a 304 into the stored 200 only under fetch's default cache mode.
  it('leaves fetch in its default cache mode and sends no If-None-Match of its own', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, {}));
    await api.get('/profile');
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.cache).toBeUndefined();
    expect(new Headers(init?.headers).has('if-none-match')).toBe(false);
  });
});

describe('api client: failures', () => {
  it('turns the error body into an ApiError with its status, code, message, fields and params', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(400, {
        statusCode: 400,
        error: 'Bad Request',
        code: 'VALIDATION',
        message: 'Revisa los campos marcados',
        fields: { email: 'validation.email' },
        params: { max: 120 },
      }),
    );

    const error = await api.post('/auth/forgot-password', { email: 'x' }, { notifyOnError: false }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION',
      message: 'Revisa los campos marcados',
      fields: { email: 'validation.email' },
      params: { max: 120 },
    });
    expect(notifyApiError).not.toHaveBeenCalled();
  });

  it('shows one toast for a failure unless the caller shows it itself', async () => {
    fetchMock.mockResolvedValue(jsonResponse(409, { statusCode: 409, error: 'Conflict', code: 'PRICE_EXCEEDS_AVAILABLE', message: 'Límite' }));
    const error = await api.get('/bags').catch((e: unknown) => e);
    expect(notifyApiError).toHaveBeenCalledExactlyOnceWith(error);
  });

  it('reads a non-JSON error body as the message', async () => {
    fetchMock.mockResolvedValue(new Response('Bad gateway', { status: 502, headers: { 'Content-Type': 'text/plain' } }));
    const error = await api.get('/menu', { notifyOnError: false }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 502, code: '', message: 'Bad gateway', fields: {} });
  });

  it('reads a network failure as 503 "Service is unavailable" (docs/product/employee-portal.md §7)', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await api.get('/menu', { notifyOnError: false }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE', message: 'Service is unavailable' });
  });

  it('lets a cancelled request fail quietly with its own abort error', async () => {
    const controller = new AbortController();
    const abort = new DOMException('aborted', 'AbortError');
    fetchMock.mockImplementation(() => {
      controller.abort();
      return Promise.reject(abort);
    });
    await expect(api.get('/menu', { signal: controller.signal })).rejects.toBe(abort);
    expect(notifyApiError).not.toHaveBeenCalled();
  });

  it("ends the session on 401: the token and the user's cached data go, and the app is sent to /login", async () => {
    window.localStorage.setItem(storageKeys.token, 'expired');
    queryClient.setQueryData(queryKeys.profile, { id: 4 });
    queryClient.setQueryData(queryKeys.company, { name: 'Acme' });
    const onSessionLost = vi.fn();
    setSessionLostHandler(onSessionLost);
    fetchMock.mockResolvedValue(jsonResponse(401, { statusCode: 401, error: 'Unauthorized', code: 'UNAUTHENTICATED', message: 'Sesión caducada' }));

    const error = await api.get('/profile', { notifyOnError: false }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 401, code: 'UNAUTHENTICATED' });
    expect(readToken()).toBeNull();
    expect(queryClient.getQueryData(queryKeys.profile)).toBeUndefined();
    // The company is not the user's: it stays for the login page.
    expect(queryClient.getQueryData(queryKeys.company)).toEqual({ name: 'Acme' });
    expect(onSessionLost).toHaveBeenCalledOnce();
  });

  it('keeps the session on other refusals', async () => {
    window.localStorage.setItem(storageKeys.token, 'valid');
    const onSessionLost = vi.fn();
    setSessionLostHandler(onSessionLost);
    fetchMock.mockResolvedValue(jsonResponse(403, { statusCode: 403, error: 'Forbidden', code: 'PASSWORD_DEPRECATED', message: 'No' }));

    await api.get('/admin/contracts', { notifyOnError: false }).catch(() => undefined);
    expect(readToken()).toBe('valid');
    expect(onSessionLost).not.toHaveBeenCalled();
  });
});
