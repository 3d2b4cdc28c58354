/**
 * A multipart body the parser could not read: @fastify/multipart and busboy raise plain errors
 * (no status) for a missing boundary or a body cut short, which would otherwise answer 500.
 */
const unreadableMultipart = [/^Multipart: /, /unexpected end of (multipart data|form)/i, /^Malformed part header/i];

export function isUnreadableMultipart(error: Error & { code?: unknown }): boolean {
  if (error.code === 'FST_MP_PREMATURE_CLOSE' || error.code === 'FST_PROTO_VIOLATION') return true;
  return unreadableMultipart.some((pattern) => pattern.test(error.message));
}

/** The plugin's "the request is not multipart" (406) means the wrong content type: 415. */
export const isNotMultipart = (error: Error & { code?: unknown }) => error.code === 'FST_INVALID_MULTIPART_CONTENT_TYPE';
