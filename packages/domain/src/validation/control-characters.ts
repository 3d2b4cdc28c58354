/**
 * Control characters no text field has a use for: NUL (PostgreSQL text cannot hold it, 22021),
 * the other C0 controls but tab, line feed and carriage return (free text keeps its lines), DEL
 * and the C1 controls; and a lone UTF-16 surrogate, which is no character at all.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const forbidden = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when the text holds a character of `forbidden`: the API refuses it on its field. */
export function hasForbiddenControlCharacters(text: string): boolean {
  return forbidden.test(text);
}
