import { z } from 'zod';
import { localizedTextSchema } from '../i18n/localized-text-schema';

/**
 * One news message (GET /api/messages; docs/product/employee-portal.md §3 News): a live one of the
 * company's or the user's collective's (live-news.ts).
 */
export const newsMessageSchema = z
  .object({
    id: z.number().int(),
    text: localizedTextSchema,
    publishedOn: z.string().describe('The Europe/Madrid day it was published, YYYY-MM-DD.'),
  })
  .meta({ id: 'NewsMessage' });
export const newsListSchema = z.array(newsMessageSchema);
export type NewsMessage = z.output<typeof newsMessageSchema>;
