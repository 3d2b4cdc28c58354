import { isIP } from 'node:net';

/**
 * The company's subdomain from a Host header: the first label (`acme.localhost:3000` → `acme`,
 * `acme.example.com` → `acme`); a bare base domain, `localhost` or an IP address → the default.
 */
export function companySlugFromHost(host: string | undefined, baseDomain: string, defaultCompany: string): string {
  const hostname = (host ?? '').toLowerCase().replace(/:\d+$/, '').replace(/^\[|\]$/g, '');
  if (!hostname || isIP(hostname) || hostname === 'localhost' || hostname === baseDomain.toLowerCase()) return defaultCompany;
  const [first] = hostname.split('.');
  return first && /^[a-z0-9-]{1,63}$/.test(first) ? first : defaultCompany;
}
