import { z } from 'zod';

/**
 * The bytes of a file answer (a PDF, an image, an attachment). The server sends them as a Buffer,
 * which Fastify passes on untouched (no serialiser runs); OpenAPI calls them a binary string.
 */
export const fileBytesSchema = z.custom<Uint8Array<ArrayBufferLike>>((value) => value instanceof Uint8Array).meta({ type: 'string', format: 'binary' });

/** A route's success answer that is a file of one of these media types (`image/*` is one). */
export function fileResponse(
  description: string,
  mediaTypes: readonly string[],
): { description: string; content: Record<string, { schema: typeof fileBytesSchema }> } {
  return { description, content: Object.fromEntries(mediaTypes.map((type) => [type, { schema: fileBytesSchema }])) };
}
