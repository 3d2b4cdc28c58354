import { pickLanguage, supportedLanguages, type Language } from '@flexplan/domain';
import type { PublicCompany } from '@flexplan/domain/company/company-api';
import { companyDataElementId } from '@flexplan/domain/company/page-data';
import { earlyRequestsElementId, earlyRequestsScript, startPageRequests, type EarlyRequests } from '@flexplan/domain/routing/early-requests';
import { findStartPage, startPageFiles, startPageLinks, type ViteManifest } from './start-page-hints';

/** The languages of an Accept-Language header, most wanted first (`q=0` ones dropped). */
export function acceptedLanguages(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag !== '' && entry.tag !== '*' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}

/**
 * JSON that can sit inside a `<script>` element: `<`, `>` and `&` written as \u escapes (they only
 * occur inside strings), so a company named `</script><script>…` cannot end the element, and the
 * line separators JavaScript once refused as well. JSON.parse reads it back unchanged.
 */
export function jsonForScriptElement(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * A logged-in page's first API reads, then its files, in a data block, and the script that asks
 * for them (domain routing/early-requests), for the head before the entry's script and
 * stylesheet: an inline script waits for the stylesheets above it.
 */
function earlyRequestsBlock(early: EarlyRequests): string {
  return `<script type="application/json" id="${earlyRequestsElementId}">${jsonForScriptElement(early)}</script>\n    <script>${earlyRequestsScript}</script>\n    `;
}

/**
 * index.html for one request (the first page's chain): the language the visitor will
 * get (the company's languages and Accept-Language, as the web app picks it; a choice stored in
 * the browser may differ, and then costs one unused download) on `<html lang>`; hints that start
 * the page's code and locale with the HTML; the company's public data, which the web app reads
 * instead of asking GET /api/companies/by-subdomain; and on the login pages the company's images.
 * A logged-in page's first API reads, then its code, are asked by an inline script (domain
 * routing/early-requests), which does nothing without a session.
 */
export function renderIndexPage(
  template: string,
  manifest: ViteManifest | null,
  input: { path: string; acceptLanguage: string | undefined; company: PublicCompany | null },
): string {
  const { path, company } = input;
  const language: Language = pickLanguage(company?.languages ?? supportedLanguages, acceptedLanguages(input.acceptLanguage));
  const head: string[] = [];
  const files = manifest ? startPageFiles(manifest, path, language) : { modules: [], styles: [] };
  const requests = startPageRequests(path);
  // A page with API reads gets its files from the script, after the reads; a login page as links.
  if (requests.length === 0) head.push(...startPageLinks(files));
  if (company) {
    const startPage = findStartPage(path);
    // The login pages show the company's logo and background; a logged-in page's logo may be the
    // legal entity's (the profile says), unknown here.
    if (startPage && !startPage.hasSession) {
      for (const image of [company.logo, company.background]) if (image) head.push(`<link rel="preload" as="image" href="${escapeAttribute(image)}">`);
    }
    head.push(`<script type="application/json" id="${companyDataElementId}">${jsonForScriptElement(company)}</script>`);
  }
  // Replacer functions: a `$&` or `$'` in a company's name is text, not a replacement pattern.
  return template
    .replace(/<html lang="[^"]*"/, () => `<html lang="${language}"`)
    .replace('<title>', () => `${requests.length > 0 ? earlyRequestsBlock({ requests, ...files }) : ''}<title>`)
    .replace('</head>', () => `  ${head.join('\n    ')}\n  </head>`);
}
