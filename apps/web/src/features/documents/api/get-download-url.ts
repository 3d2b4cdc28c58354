import { api } from '../../../shared/api/api-client';
import type { DocumentFile } from './list-documents';

/**
 * GET /storage/{container}/{file}/download-url: a short-lived link, asked for at the moment of
 * opening (never the session token in a URL).
 */
export async function getDownloadUrl(file: Pick<DocumentFile, 'container' | 'name'>): Promise<string> {
  const { url } = await api.get('/storage/:container/:file/download-url', { params: { container: file.container, file: file.name } });
  return url;
}

/**
 * Saves the file under its original name. A stored PDF is never shown in a tab on the portal's
 * origin (it could carry JavaScript): the server answers it as an attachment (docs/decisions/285-uploaded-pdfs-are-always-downloaded-never-shown.md).
 */
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
