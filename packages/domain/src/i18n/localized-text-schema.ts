import { z } from 'zod';
import type { LocalizedText } from '../benefits/benefit';

/**
 * A catalogue text in the four languages as the API answers it (a benefit's or product's name):
 * any language may be missing, the web app falls back to English, then Spanish.
 */
export const localizedTextSchema = z
  .object({
    es: z.string().optional(),
    ca: z.string().optional(),
    en: z.string().optional(),
    pt: z.string().optional(),
  })
  .meta({ id: 'LocalizedText' }) satisfies z.ZodType<LocalizedText>;
