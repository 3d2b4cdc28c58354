import { z } from 'zod';

/** One line of the fixed answer: shaped like a catalogue entry, so serialising it costs what a real list does. */
const fixedItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  priceCents: z.number().int(),
  months: z.array(z.number().int()),
  isActive: z.boolean(),
});

export const fixedPayloadSchema = z.object({ items: z.array(fixedItemSchema) });

/**
 * The ceiling's answer: about 2 KB of JSON, the same on every request ("fixed 2 KB JSON").
 * Built once; the route still serialises it through its response schema, as every route does.
 */
export const fixedPayload: z.infer<typeof fixedPayloadSchema> = {
  items: Array.from({ length: 11 }, (_, i) => ({
    id: i + 1,
    name: `Benefit ${i + 1}`,
    description: 'A fixed line of the benchmark answer, as long as a benefit description.',
    priceCents: 3_990 + 100 * i,
    months: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
    isActive: i % 2 === 0,
  })),
};
