import type { storedFileSchema } from '@flexplan/domain/storage/storage-api';
import type { ResponseOf } from '@flexplan/domain/api/wire';
import { BYTES_PER_MEGABYTE, defaultUploadLimitsMb, isOverUploadLimit, uploadLimitParams } from '@flexplan/domain/storage/upload-limits';
import { API_BASE, API_TIMEOUT_MS, failedResponse, fillPath } from './api-client';
import type { ApiAnswer, UploadPath } from './api-route-types';
import { notifyApiError } from './notify-api-error';
import { serviceUnavailableError } from './api-error';
import { readToken } from './session-token';

/** The upload folders of POST /storage/{folder} (docs/api.md). */
export type UploadFolder = 'documents' | 'images' | 'invoices';

/** What the server keeps of an upload: the stored name to send back, and the name it had. */
export type UploadedFile = ResponseOf<typeof storedFileSchema>;

/** How much of a transfer has gone: bytes so far and in all (null when the total is not known). */
export interface TransferProgress {
  loaded: number;
  total: number | null;
}

export interface UploadOptions {
  /**
   * 0–100 and the bytes behind it, as they leave the browser (docs/product/employee-portal.md §4: "upload with
   * progress"); 100 once the last byte is sent, while the server still checks the file.
   */
  onProgress?: (percent: number, sent: TransferProgress) => void;
  signal?: AbortSignal;
  /** Off when the caller reports the failure itself (a toast by status class, a field message). */
  notifyOnError?: boolean;
  /** A larger file is refused here, before a byte is sent, with the server's own 413. */
  maxBytes?: number;
}

function parseBody(xhr: XMLHttpRequest): unknown {
  const text = xhr.responseText;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * POST /storage/{folder} with one multipart field `file`. fetch cannot report upload progress,
 * so this one call goes through XMLHttpRequest; a failure becomes the same `ApiError` as any
 * other call (a 401 ends the session there).
 */
export function uploadFile(folder: UploadFolder, file: Blob, filename: string, options: UploadOptions = {}): Promise<UploadedFile> {
  return uploadMultipart('/storage/:folder', file, filename, { params: { folder }, maxBytes: defaultUploadLimitsMb[folder] * BYTES_PER_MEGABYTE, ...options });
}

/**
 * POST one multipart field `file` to an upload route of the route table with upload progress (an
 * import preview, a stored file); its answer typed by the route's.
 */
export function uploadMultipart<P extends UploadPath>(
  path: P,
  file: Blob,
  filename: string,
  options: UploadOptions & { params?: Record<string, string> } = {},
): Promise<ApiAnswer<'POST', P>> {
  const { onProgress, signal, notifyOnError = true, maxBytes, params } = options;
  return new Promise<ApiAnswer<'POST', P>>((resolve, reject) => {
    if (maxBytes !== undefined && isOverUploadLimit(file.size, maxBytes)) {
      // The answer the server would give after the whole file had been sent (http/uploaded-file.ts).
      const body = {
        statusCode: 413,
        error: 'Payload Too Large',
        code: 'PAYLOAD_TOO_LARGE',
        message: 'El archivo es demasiado grande',
        params: uploadLimitParams(maxBytes),
      };
      reject(failedResponse(413, body, notifyOnError));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}${fillPath(path, params)}`);
    xhr.timeout = API_TIMEOUT_MS;
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    const token = readToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);

    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)), { loaded: event.loaded, total: event.total });
      }
    };
    xhr.onload = () => {
      const body = parseBody(xhr);
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(100, { loaded: file.size, total: file.size });
        resolve(body as ApiAnswer<'POST', P>);
      } else {
        reject(failedResponse(xhr.status, body, notifyOnError));
      }
    };
    const networkFailure = () => {
      const error = serviceUnavailableError();
      if (notifyOnError) notifyApiError(error);
      reject(error);
    };
    xhr.onerror = networkFailure;
    xhr.ontimeout = networkFailure;
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    if (signal?.aborted) {
      reject(new DOMException('The upload was cancelled', 'AbortError'));
      return;
    }
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });

    const form = new FormData();
    form.append('file', file, filename);
    xhr.send(form);
  });
}
