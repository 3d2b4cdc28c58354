import { vi } from 'vitest';

type Handler = (() => void) | null;

/**
 * An XMLHttpRequest the test drives by hand: the upload helper's progress, answers, network
 * failures and cancels, without a server. `installFakeXhr()` puts it in place of the real one.
 */
export class FakeXhr {
  static sent: FakeXhr[] = [];

  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  timeout = 0;
  withCredentials = false;
  status = 0;
  responseText = '';
  isAborted = false;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: Handler = null;
  onerror: Handler = null;
  ontimeout: Handler = null;
  onabort: Handler = null;

  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string): void {
    this.headers[name] = value;
  }

  send(body: unknown): void {
    this.body = body;
    FakeXhr.sent.push(this);
  }

  abort(): void {
    this.isAborted = true;
    this.onabort?.();
  }

  /** `loaded` of `total` bytes have left the browser. */
  progress(loaded: number, total: number): void {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }

  responseHeaders: Record<string, string> = {};

  getResponseHeader(name: string): string | null {
    return this.responseHeaders[name.toLowerCase()] ?? null;
  }

  respond(status: number, body: unknown, headers: Record<string, string> = {}): void {
    this.status = status;
    this.responseHeaders = headers;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.();
  }

  failNetwork(): void {
    this.onerror?.();
  }

  /** The one request sent since `installFakeXhr`. */
  static last(): FakeXhr {
    const request = FakeXhr.sent.at(-1);
    if (!request) throw new Error('No XMLHttpRequest was sent');
    return request;
  }
}

export function installFakeXhr(): void {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
}
