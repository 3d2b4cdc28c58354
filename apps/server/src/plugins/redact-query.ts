/**
 * Query-string separators as they appear in a URL, in an HTML attribute (escaped `&`) or in a
 * log message; the escaped forms first, so `&#38;` is not read as `&` followed by a key.
 */
const queryParameter = /(\?|&#38;|&amp;|&)([^=&#\s"'<>?]+)=([^&#\s"'<>]+)/g;

/**
 * Replaces the value of every query parameter in a text with `[redacted]`, keeping the path and
 * the names (`/reset-password?token=abc` → `/reset-password?token=[redacted]`). Reset, acceptance
 * and download tokens travel in query strings; the names say what was there without giving it.
 */
export function redactQueryValues(text: string): string {
  return text.replace(queryParameter, (_match, separator: string, name: string) => `${separator}${name}=[redacted]`);
}
