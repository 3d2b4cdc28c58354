import { isIP } from 'node:net';

/**
 * The company's subdomain from a Host header, trusted only under BASE_DOMAIN:
 * `acme.localhost:3000` → `acme` and `acme.example.com` → `acme` (base `example.com`); a bare base
 * domain, `localhost` or an IP address → the default company. Any other host — one not ending in
 * the base domain (`globex.localhost.evil.com`), a label with dots or odd characters — names no
 * company: null, answered 404 (docs/decisions/284-a-host-outside-base-domain-names-no-company-404.md).
 */
export function companySlugFromHost(host: string | undefined, baseDomain: string, defaultCompany: string): string | null {
  const hostname = (host ?? '')
    .toLowerCase()
    .replace(/:\d+$/, '')
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '');
  const base = baseDomain.toLowerCase();
  if (!hostname || isIP(hostname) || hostname === 'localhost' || hostname === base) return defaultCompany;
  if (!hostname.endsWith(`.${base}`)) return null;
  const label = hostname.slice(0, -(base.length + 1));
  return /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/.test(label) ? label : null;
}
