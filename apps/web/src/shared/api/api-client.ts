import { isErrorCode } from '@flexplan/domain';
import type { HttpMethod } from '@flexplan/domain/api/api-route';
import { ApiError, serviceUnavailableError } from './api-error';
import type { ApiAnswer, ApiPath, BodyArg, OptionsArg } from './api-route-types';
import { dropEarlyResponses, takeEarlyResponse } from './early-responses';
import { notifyApiError } from './notify-api-error';
import { queryClient } from './query-client';
import { queryKeys } from './query-keys';
import { endSession } from './session';
import { readToken } from './session-token';

/** docs/product/employee-portal.md §7: base path /api, timeout 600000 ms. */
export const API_BASE = '/api';
export const API_TIMEOUT_MS = 600_000;

type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: HttpMethod;
  /** A plain object or array goes as JSON, FormData as multipart, a string as text. */
  body?: unknown;
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
  /** Off when the caller shows the failure itself (an inline alert or form fields). */
  notifyOnError?: boolean;
}

let handleSessionLost: () => void = () => window.location.assign('/login');

/** The router registers how to reach /login without a full reload. */
export function setSessionLostHandler(handler: () => void): void {
  handleSessionLost = handler;
}

function buildUrl(path: string, query: RequestOptions['query']): string {
  const url = `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

function encodeBody(body: unknown, headers: Headers): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (body instanceof FormData) return body; // the browser writes the multipart boundary
  if (typeof body === 'string') {
    headers.set('Content-Type', 'text/plain;charset=UTF-8');
    return body;
  }
  headers.set('Content-Type', 'application/json');
  return JSON.stringify(body);
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  if ((response.headers.get('Content-Type') ?? '').includes('json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

function toApiError(status: number, body: unknown): ApiError {
  if (body && typeof body === 'object') {
    const b = body as { code?: unknown; message?: unknown; error?: unknown; fields?: unknown; params?: unknown };
    const nested = b.error && typeof b.error === 'object' ? (b.error as { message?: unknown }).message : undefined;
    const message = [b.message, nested, b.error].find((m): m is string => typeof m === 'string' && m !== '') ?? '';
    return new ApiError(
      status,
      isErrorCode(b.code) ? b.code : '',
      message,
      b.fields && typeof b.fields === 'object' ? (b.fields as Record<string, string>) : {},
      b.params && typeof b.params === 'object' ? (b.params as Record<string, string | number>) : {},
    );
  }
  return new ApiError(status, '', typeof body === 'string' ? body : '');
}

function anySignal(a: AbortSignal, b: AbortSignal): AbortSignal {
  if (typeof AbortSignal.any === 'function') return AbortSignal.any([a, b]);
  const controller = new AbortController();
  const abort = () => controller.abort();
  a.addEventListener('abort', abort, { once: true });
  b.addEventListener('abort', abort, { once: true });
  return controller.signal;
}

/** The one way the web app talks to the server. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, query, signal, notifyOnError = true } = options;
  const headers = new Headers({ Accept: 'application/json' });
  const token = readToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const payload = encodeBody(body, headers);

  const timeout = new AbortController();
  const timer = window.setTimeout(() => timeout.abort(), API_TIMEOUT_MS);
  const combinedSignal = signal ? anySignal(signal, timeout.signal) : timeout.signal;

  const url = buildUrl(path, query);
  // A write makes any early read still waiting to be taken stale.
  if (method !== 'GET') dropEarlyResponses();
  const early = method === 'GET' ? takeEarlyResponse(url, token) : undefined;
  let response: Response;
  let data: unknown;
  try {
    response = await (early ?? fetch(url, { method, headers, body: payload, signal: combinedSignal, credentials: 'include' }));
    data = await readBody(response);
  } catch (cause) {
    // The caller cancelled (a query no longer needed): nothing to tell the user.
    if (signal?.aborted) throw cause;
    const error = serviceUnavailableError();
    if (notifyOnError) notifyApiError(error);
    throw error;
  } finally {
    window.clearTimeout(timer);
  }

  if (response.ok) return data as T;
  throw failedResponse(response.status, data, notifyOnError);
}

/**
 * The one handling of a non-2xx answer, for `apiRequest` and for uploads sent another way
 * (`upload-file.ts`): the error to throw, after the session and maintenance side effects.
 */
export function failedResponse(status: number, body: unknown, notifyOnError: boolean): ApiError {
  const error = toApiError(status, body);
  if (status === 401) {
    // docs/product/employee-portal.md §4: a 401 clears the token and redirects to /login — here and nowhere else.
    endSession();
    handleSessionLost();
  }
  if (error.code === 'MAINTENANCE') {
    // The company went into maintenance meanwhile: re-read it so every page shows the notice.
    void queryClient.invalidateQueries({ queryKey: queryKeys.company });
  }
  if (notifyOnError) notifyApiError(error);
  return error;
}

/** A path of the route table with its `:param` placeholders filled, each value encoded. */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:(\w+)/g, (_placeholder, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}

/** What every call takes besides its route's own parameters, query and body. */
type CallOptions = Omit<RequestOptions, 'method' | 'body' | 'query'>;

function call(method: HttpMethod, path: string, body: unknown, options: CallOptions & { params?: Record<string, string | number>; query?: object } = {}) {
  const { params, query, ...rest } = options;
  return apiRequest<never>(fillPath(path, params), { ...rest, method, body, query: query as RequestOptions['query'] });
}

/**
 * The API's routes by method and path as the route table writes them (`/families/:id`): the
 * body, `params` and `query` are typed by the route's schemas, and so is the answer; a path the
 * table does not have does not compile (api-client.test-d.ts).
 */
export const api = {
  get: <P extends ApiPath<'GET'>>(path: P, ...[options]: OptionsArg<'GET', P, CallOptions>): Promise<ApiAnswer<'GET', P>> =>
    call('GET', path, undefined, options),
  post: <P extends ApiPath<'POST'>>(path: P, ...args: [...BodyArg<'POST', P>, ...OptionsArg<'POST', P, CallOptions>]): Promise<ApiAnswer<'POST', P>> =>
    call('POST', path, args[0], args[1] as CallOptions | undefined),
  put: <P extends ApiPath<'PUT'>>(path: P, ...args: [...BodyArg<'PUT', P>, ...OptionsArg<'PUT', P, CallOptions>]): Promise<ApiAnswer<'PUT', P>> =>
    call('PUT', path, args[0], args[1] as CallOptions | undefined),
  delete: <P extends ApiPath<'DELETE'>>(path: P, ...[options]: OptionsArg<'DELETE', P, CallOptions>): Promise<ApiAnswer<'DELETE', P>> =>
    call('DELETE', path, undefined, options),
};
