/**
 * The JSON of a data block the server wrote into index.html (`<script type="application/json">`,
 * never executed, so our CSP allows it), or null when the page has none or it does not parse: the
 * app then asks the API as it would have (apps/server/src/plugins/index-page.ts).
 */
export function readPageData(id: string, doc: Document = document): unknown {
  const element = doc.getElementById(id);
  if (element?.tagName !== 'SCRIPT' || element.getAttribute('type') !== 'application/json') return null;
  try {
    return JSON.parse(element.textContent ?? '') as unknown;
  } catch {
    return null;
  }
}
