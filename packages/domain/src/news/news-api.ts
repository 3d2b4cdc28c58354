import { z } from 'zod';
import { localizedTextSchema } from '../i18n/localized-text-schema';

/** One news message (GET /api/messages; docs/product/employee-portal.md §3 News): the company's or the user's collective's. */
export const newsMessageSchema = z
  .object({
    id: z.number().int(),
    text: localizedTextSchema,
    publishedAt: z.date(),
  })
  .meta({ id: 'NewsMessage' });
export const newsListSchema = z.array(newsMessageSchema);
