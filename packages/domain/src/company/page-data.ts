/**
 * The id of the JSON data block (`<script type="application/json">`) in which the server's
 * index.html carries the Host's public company, exactly what GET /api/companies/by-subdomain
 * answers, so the web app starts without that round trip. A data block is not
 * executed, so the CSP's `script-src 'self'` needs no nonce for it.
 */
export const companyDataElementId = 'flexplan-company';
