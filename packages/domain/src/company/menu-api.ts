import { z } from 'zod';
import { localizedTextSchema } from '../i18n/localized-text-schema';

/** One tile of the main menu (GET /api/menu; docs/product/employee-portal.md §2 Shell, main menu page), in the company's order. */
export const menuItemSchema = z
  .object({
    id: z.number().int(),
    icon: z.string().describe('info, documents, remuneration, other, compensation or exemption; another name shows a generic icon.'),
    link: z.string(),
    order: z.number().int(),
    name: localizedTextSchema,
  })
  .meta({ id: 'MenuItem' });
export const menuSchema = z.array(menuItemSchema);
