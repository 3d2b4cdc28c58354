import { API_BASE, failedResponse } from './api-client';
import { readToken } from './session-token';

/**
 * Fetches a file an authenticated route answers (a contract's PDF) and saves it under `filename`:
 * the session token goes in the header, never in a URL.
 */
export async function saveDownload(path: string, filename: string): Promise<void> {
  const headers = new Headers();
  const token = readToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const response = await fetch(`${API_BASE}${path}`, { headers, credentials: 'include' });
  if (!response.ok) {
    const body = (response.headers.get('Content-Type') ?? '').includes('json') ? ((await response.json()) as unknown) : undefined;
    throw failedResponse(response.status, body, true);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the blob goes away.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
