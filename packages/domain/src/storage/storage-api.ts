import { z } from 'zod';

/** A folder or file name in a storage path: no slash, no leading dot, so nothing escapes its folder. */
const pathSegmentSchema = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/);

/** POST /api/storage/{folder}: documents, invoices or images (another folder answers 404). */
export const uploadParamsSchema = z.object({ folder: pathSegmentSchema });

/** POST /api/storage/{folder} (docs/product/employee-portal.md §7): the name the server chose and the one the file came with. */
export const storedFileSchema = z
  .object({
    name: z.string(),
    originalFilename: z.string(),
  })
  .meta({ id: 'StoredFile' });

/** One of the user's files: `GET /api/storage/{container}/{file}` and its `/download-url`. */
export const storedFileParamsSchema = z.object({ container: pathSegmentSchema, file: pathSegmentSchema });

/** GET /api/storage/{container}/{file}/download-url: a link valid for five minutes, the token in its query. */
export const downloadUrlSchema = z
  .object({
    url: z.string(),
  })
  .meta({ id: 'DownloadUrl' });

/** GET /api/storage/{container}/{file}: the token is the proof, no session needed. */
export const downloadQuerySchema = z.object({
  token: z.string().min(10).max(2000),
  download: z.string().optional().describe('Present (any value): an image is saved rather than shown.'),
});

/** GET /api/storage/images/{name} and /download/{name}: a company's logo, background or an avatar. */
export const imageParamsSchema = z.object({ name: pathSegmentSchema });
