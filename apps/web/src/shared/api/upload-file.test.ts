import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr, installFakeXhr } from '../../test/fake-xhr';
import { storageKeys } from '../storage/local-store';
import es from '../../locales/es.json';
import { ApiError } from './api-error';
import { describeApiError } from './describe-api-error';
import { notifyApiError } from './notify-api-error';
import { queryClient } from './query-client';
import { uploadFile } from './upload-file';

vi.mock('./notify-api-error', () => ({ notifyApiError: vi.fn() }));

const pdf = () => new Blob(['%PDF-1.4 '.repeat(1000)], { type: 'application/pdf' });

beforeEach(() => {
  installFakeXhr();
  vi.mocked(notifyApiError).mockClear();
});

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

describe('uploadFile: progress', () => {
  it('reports the bytes sent over the total as they leave, then 100 once the server has kept the file', async () => {
    window.localStorage.setItem(storageKeys.token, 'token-9');
    const seen: [number, number, number | null][] = [];
    const upload = uploadFile('documents', pdf(), 'nómina.pdf', { onProgress: (percent, sent) => seen.push([percent, sent.loaded, sent.total]) });

    const xhr = FakeXhr.last();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/storage/documents');
    expect(xhr.headers.Authorization).toBe('Bearer token-9');
    expect(xhr.body).toBeInstanceOf(FormData);
    // happy-dom keeps no part's file name; the browser sends the one given (e2e documents-upload).
    expect((xhr.body as FormData).get('file')).toBeInstanceOf(Blob);

    xhr.progress(0, 4000);
    xhr.progress(1000, 4000);
    xhr.progress(2999, 4000);
    xhr.progress(4000, 4000);
    xhr.respond(200, { name: `${'a'.repeat(32)}.pdf`, originalFilename: 'nómina.pdf' });

    await expect(upload).resolves.toEqual({ name: `${'a'.repeat(32)}.pdf`, originalFilename: 'nómina.pdf' });
    expect(seen.map(([percent]) => percent)).toEqual([0, 25, 75, 100, 100]);
    expect(seen[1]).toEqual([25, 1000, 4000]);
  });

  it('ignores progress events without a known length', async () => {
    const onProgress = vi.fn();
    const upload = uploadFile('images', pdf(), 'a.png', { onProgress });
    FakeXhr.last().upload.onprogress?.({ lengthComputable: false, loaded: 10, total: 0 } as ProgressEvent);
    expect(onProgress).not.toHaveBeenCalled();
    FakeXhr.last().respond(200, { name: 'x', originalFilename: 'a.png' });
    await upload;
  });
});

describe('uploadFile: failures keep the API client’s handling', () => {
  it('turns a 413 into the ApiError whose message the person sees, without a toast when the caller tells it', async () => {
    const upload = uploadFile('documents', pdf(), 'big.pdf', { notifyOnError: false });
    FakeXhr.last().progress(4000, 4000);
    FakeXhr.last().respond(413, {
      statusCode: 413,
      error: 'Payload Too Large',
      code: 'PAYLOAD_TOO_LARGE',
      message: 'El archivo es demasiado grande',
      params: { maxBytes: 10_485_760 },
    });

    const error = (await upload.catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(413);
    expect(error.code).toBe('PAYLOAD_TOO_LARGE');
    expect(notifyApiError).not.toHaveBeenCalled();
  });

  it('refuses a file over its folder’s limit before sending a byte, and the person reads the limit in their language', async () => {
    const big = new Blob([new Uint8Array(10 * 1024 * 1024 + 1)], { type: 'application/pdf' });
    const sentBefore = FakeXhr.sent.length;
    const error = (await uploadFile('documents', big, 'big.pdf', { notifyOnError: false }).catch((e: unknown) => e)) as ApiError;
    expect(FakeXhr.sent.length).toBe(sentBefore);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 413, code: 'PAYLOAD_TOO_LARGE', params: { maxMegabytes: 10 } });
    expect(describeApiError(error)).toBe(es.errors.PAYLOAD_TOO_LARGE_limit.replace('{{maxMegabytes}}', '10'));
  });

  it('shows the toast itself by default', async () => {
    const upload = uploadFile('documents', pdf(), 'x.pdf');
    FakeXhr.last().respond(415, { statusCode: 415, code: 'UNSUPPORTED_MEDIA_TYPE', message: 'No es un PDF' });
    await expect(upload).rejects.toBeInstanceOf(ApiError);
    expect(notifyApiError).toHaveBeenCalledTimes(1);
  });

  it('reads a network failure as 503 "Service is unavailable"', async () => {
    const upload = uploadFile('documents', pdf(), 'x.pdf', { notifyOnError: false });
    FakeXhr.last().failNetwork();
    await expect(upload).rejects.toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE' });
  });

  it('stops when its signal aborts, with an AbortError and no toast', async () => {
    const controller = new AbortController();
    const upload = uploadFile('documents', pdf(), 'x.pdf', { signal: controller.signal });
    FakeXhr.last().progress(1000, 4000);
    controller.abort();
    await expect(upload).rejects.toMatchObject({ name: 'AbortError' });
    expect(FakeXhr.last().isAborted).toBe(true);
    expect(notifyApiError).not.toHaveBeenCalled();
  });

  it('sends nothing when its signal has aborted already', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(uploadFile('documents', pdf(), 'x.pdf', { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
    expect(FakeXhr.sent).toHaveLength(0);
  });
});
