import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '../storage/local-store';
import { ApiError } from './api-error';
import { notifyApiError } from './notify-api-error';
import { queryClient } from './query-client';
import { saveDownload } from './save-download';

vi.mock('./notify-api-error', () => ({ notifyApiError: vi.fn() }));

const fetchMock = vi.fn<typeof fetch>();
const clicked: { href: string; download: string }[] = [];

/** A PDF answer sent in `chunks`, with its Content-Length unless told otherwise. */
function pdfResponse(chunks: string[], { withLength = true, disposition }: { withLength?: boolean; disposition?: string } = {}): Response {
  const bytes = chunks.map((chunk) => new TextEncoder().encode(chunk));
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of bytes) controller.enqueue(chunk);
      controller.close();
    },
  });
  const headers = new Headers({ 'Content-Type': 'application/pdf' });
  if (withLength) headers.set('Content-Length', String(bytes.reduce((sum, chunk) => sum + chunk.byteLength, 0)));
  if (disposition) headers.set('Content-Disposition', disposition);
  return new Response(body, { status: 200, headers });
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.mocked(notifyApiError).mockClear();
  vi.stubGlobal('fetch', fetchMock);
  clicked.length = 0;
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ href: this.href, download: this.download });
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  queryClient.clear();
});

describe('saveDownload', () => {
  it('reports the bytes received against the Content-Length, then saves the file under the name given', async () => {
    window.localStorage.setItem(storageKeys.token, 'token-3');
    fetchMock.mockResolvedValue(pdfResponse(['%PDF-1.4 ', 'first half ', 'second half']));
    const seen: [number, number | null][] = [];

    await saveDownload('/my-contracts/7/pdf', 'contrato-7.pdf', { onProgress: ({ loaded, total }) => seen.push([loaded, total]) });

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/my-contracts/7/pdf');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer token-3');
    expect(seen).toEqual([
      [0, 31],
      [9, 31],
      [20, 31],
      [31, 31],
    ]);
    expect(clicked).toEqual([{ href: expect.stringMatching(/^blob:/), download: 'contrato-7.pdf' }]);
  });

  it('has no total when the answer states no length, and takes the name the server gives', async () => {
    fetchMock.mockResolvedValue(pdfResponse(['%PDF-1.4'], { withLength: false, disposition: "attachment; filename*=UTF-8''contrato%20n%C3%BAm%201.pdf" }));
    const totals: (number | null)[] = [];
    await saveDownload('/contracts/accept/pdf?token=abc', undefined, { onProgress: ({ total }) => totals.push(total) });
    expect(new Set(totals)).toEqual(new Set([null]));
    expect(clicked[0]?.download).toBe('contrato núm 1.pdf');
  });

  it('turns a refusal into the ApiError the client shows, and saves nothing', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ statusCode: 404, code: 'NOT_FOUND', message: 'No existe' }), {
        status: 404,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    await expect(saveDownload('/my-contracts/999/pdf', 'x.pdf')).rejects.toBeInstanceOf(ApiError);
    expect(notifyApiError).toHaveBeenCalledTimes(1);
    expect(clicked).toHaveLength(0);
  });

  it('reads a network failure as 503, told once', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(saveDownload('/my-contracts/7/pdf', 'x.pdf')).rejects.toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE' });
    expect(notifyApiError).toHaveBeenCalledTimes(1);
  });
});
