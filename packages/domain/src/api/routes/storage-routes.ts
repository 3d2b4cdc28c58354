import { z } from 'zod';
import {
  downloadQuerySchema,
  downloadUrlSchema,
  imageParamsSchema,
  storedFileParamsSchema,
  storedFileSchema,
  uploadParamsSchema,
} from '../../storage/storage-api';
import type { ApiRouteTable } from '../api-route';
import { fileResponse } from '../file-response';

const tags = ['storage'];
const unchanged = z.null().describe('Unchanged since the ETag in If-None-Match.');

/** Files: the company's public images, the user's uploads and the short-lived links to them. */
export const storageRoutes = {
  'GET /storage/images/:name': {
    operationId: 'getCompanyImage',
    summary: "One of the Host company's images (logo, login background, avatar), cached and revalidated",
    tags,
    isPublic: true,
    params: imageParamsSchema,
    response: {
      200: fileResponse('The image, cached five minutes, then revalidated with its ETag (304 while unchanged).', ['image/*']),
      304: unchanged,
    },
  },
  'GET /storage/images/download/:name': {
    operationId: 'downloadCompanyImage',
    summary: "One of the Host company's images, as an attachment",
    tags,
    isPublic: true,
    params: imageParamsSchema,
    response: { 200: fileResponse('The image, to save.', ['image/*']), 304: unchanged },
  },
  'GET /storage/:container/:file': {
    operationId: 'downloadStoredFile',
    summary: 'A stored file, by the token of its short-lived link (no session)',
    tags,
    isPublic: true,
    params: storedFileParamsSchema,
    querystring: downloadQuerySchema,
    response: { 200: fileResponse('The file: an image shown inline unless `download` is given, a PDF always saved.', ['application/pdf', 'image/*']) },
  },
  'POST /storage/:folder': {
    operationId: 'uploadFile',
    summary: "Upload one file (multipart part `file`) under the folder's size limit",
    tags,
    consumes: ['multipart/form-data'],
    params: uploadParamsSchema,
    response: { 200: storedFileSchema },
  },
  'GET /storage/:container/:file/download-url': {
    operationId: 'getDownloadUrl',
    summary: "A short-lived link to one of the user's own files",
    tags,
    params: storedFileParamsSchema,
    response: { 200: downloadUrlSchema },
  },
} satisfies ApiRouteTable;
