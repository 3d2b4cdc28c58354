import { API_BASE, failedResponse } from './api-client';
import { isApiError, serviceUnavailableError } from './api-error';
import { notifyApiError } from './notify-api-error';
import { readToken } from './session-token';
import type { TransferProgress } from './upload-file';

export interface DownloadOptions {
  /** The bytes received so far, and the size when the answer states its Content-Length. */
  onProgress?: (received: TransferProgress) => void;
  signal?: AbortSignal;
}

/** The name in `Content-Disposition` (RFC 6266: `filename*` first), or null. */
function filenameOf(response: Response): string | null {
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended);
    } catch {
      return extended;
    }
  }
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? null;
}

/** The body, read chunk by chunk so the caller can show how much has come. */
async function readBlob(response: Response, onProgress: DownloadOptions['onProgress']): Promise<Blob> {
  const length = Number(response.headers.get('Content-Length'));
  const total = Number.isFinite(length) && length > 0 ? length : null;
  if (!response.body || !onProgress) return response.blob();
  const reader = response.body.getReader();
  const chunks: BlobPart[] = [];
  let loaded = 0;
  onProgress({ loaded, total });
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    loaded += value.byteLength;
    onProgress({ loaded, total });
  }
  return new Blob(chunks, { type: response.headers.get('Content-Type') ?? 'application/octet-stream' });
}

/**
 * Fetches a file a route answers (a contract's PDF, generated on request) and saves it under
 * `filename`, or the name the server gives: the session token goes in the header, never in a URL.
 * A failure is the same `ApiError` as any call's, already told to the person.
 */
export async function saveDownload(path: string, filename?: string, options: DownloadOptions = {}): Promise<void> {
  const { onProgress, signal } = options;
  const headers = new Headers();
  const token = readToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let blob: Blob;
  let name: string;
  try {
    const response = await fetch(`${API_BASE}${path}`, { headers, credentials: 'include', signal });
    if (!response.ok) {
      const body = (response.headers.get('Content-Type') ?? '').includes('json') ? ((await response.json()) as unknown) : undefined;
      throw failedResponse(response.status, body, true);
    }
    name = filename ?? filenameOf(response) ?? 'download';
    blob = await readBlob(response, onProgress);
  } catch (cause) {
    if (signal?.aborted || isApiError(cause)) throw cause;
    // The network went away mid-answer: told as any call's (spec part 1 §7: 503).
    const error = serviceUnavailableError();
    notifyApiError(error);
    throw error;
  }
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the blob goes away.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
