import { api } from '../../../shared/api/api-client';
import { type DocumentFile } from './list-documents';

/**
 * GET /storage/{container}/{file}/download-url: a short-lived link, asked for at the moment of
 * opening (never the session token in a URL).
 */
export async function getDownloadUrl(file: Pick<DocumentFile, 'container' | 'name'>): Promise<string> {
  const { url } = await api.get<{ url: string }>(`/storage/${encodeURIComponent(file.container)}/${encodeURIComponent(file.name)}/download-url`);
  return url;
}

/** Opens the file in a new tab (the browser's PDF viewer). */
export async function openFile(file: DocumentFile): Promise<void> {
  const url = await getDownloadUrl(file);
  window.open(url, '_blank', 'noopener');
}

/** Saves the file under its original name (`&download` asks the server for an attachment). */
export async function downloadFile(file: DocumentFile): Promise<void> {
  const url = await getDownloadUrl(file);
  const link = document.createElement('a');
  link.href = `${url}&download`;
  link.download = file.originalFilename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}
