import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { earlyRequestsElementId, earlyRequestsScript } from '@flexplan/domain/routing/early-requests';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { buildApp } from '../app';
import { companies } from '../db/schema/companies';
import type { Database } from '../db/client';
import { createLocalStorage } from '../storage/local-storage';
import { openTestDatabase, testConfig, TEST_TODAY } from '../test/test-app';
import type { ViteManifest } from './start-page-hints';

/** A build as Vite writes it: index.html, the entry and a manifest naming each route's chunks. */
function fakeBuild(): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'flexplan-web-'));
  mkdirSync(path.join(root, '.vite'));
  writeFileSync(
    path.join(root, 'index.html'),
    '<!doctype html>\n<html lang="es">\n  <head>\n    <title>Flexplan</title>\n    <script type="module" crossorigin src="/assets/index-AAAAAAAA.js"></script>\n  </head>\n  <body><div id="root"></div></body>\n</html>\n',
  );
  const chunk = (file: string, imports: string[] = [], css?: string[]) => ({ file: `assets/${file}`, imports: ['index.html', ...imports], css });
  const manifest: ViteManifest = {
    'index.html': { file: 'assets/index-AAAAAAAA.js', isEntry: true },
    'src/app/routes/login-page.tsx': chunk('login-page-LLLLLLLL.js', ['_TextInput-TTTTTTTT.js']),
    'src/features/cookie-consent/components/cookie-consent-modal.tsx': chunk('cookie-consent-modal-CCCCCCCC.js'),
    '_TextInput-TTTTTTTT.js': chunk('TextInput-TTTTTTTT.js', [], ['assets/TextInput-tttttttt.css']),
    'src/app/shell/shell-layout.tsx': chunk('shell-layout-SSSSSSSS.js', ['_TextInput-TTTTTTTT.js'], ['assets/shell-layout-ssssssss.css']),
    'src/app/routes/home-page.tsx': chunk('home-page-HHHHHHHH.js'),
    'src/app/routes/product-page.tsx': chunk('product-page-PPPPPPPP.js'),
  };
  for (const language of ['es', 'ca', 'en', 'pt']) {
    for (const part of ['public', 'app']) manifest[`src/locales/${language}.json?part=${part}`] = { file: `assets/${language}-${part}-XXXXXXXX.js` };
  }
  writeFileSync(path.join(root, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return root;
}

/** The company block's JSON as a browser reads it: the element's text ends at the first `</script`. */
function inlinedCompany(html: string): Record<string, unknown> | null {
  const start = html.indexOf('<script type="application/json" id="flexplan-company">');
  if (start < 0) return null;
  const text = html.slice(html.indexOf('>', start) + 1);
  return JSON.parse(text.slice(0, text.search(/<\/script/i))) as Record<string, unknown>;
}

/** The early requests' data block as the inline script reads it. */
function earlyRequestsOf(html: string): unknown {
  const text = html.slice(html.indexOf('>', html.indexOf(`id="${earlyRequestsElementId}"`)) + 1);
  return JSON.parse(text.slice(0, text.search(/<\/script/i)));
}

describe('index.html as the server writes it (the first page starts its downloads from the HTML)', () => {
  let app: FastifyInstance;
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
    const storageDir = mkdtempSync(path.join(os.tmpdir(), 'flexplan-storage-'));
    cpSync(inject('testStorageDir'), storageDir, { recursive: true });
    app = await buildApp({ config: testConfig(), database, storage: createLocalStorage(storageDir), webRoot: fakeBuild(), now: () => TEST_TODAY });
    await app.ready();
  });
  afterAll(() => app.close());

  const page = (url: string, host = 'acme.localhost:3000', headers: Record<string, string> = {}) => app.inject({ url, headers: { host, ...headers } });

  it('hints the login page its whole import tree and its stylesheets, the cookie modal, the public texts and the company images', async () => {
    const res = await page('/login', 'acme.localhost:3000', { 'accept-language': 'en-GB,en;q=0.9,es;q=0.5' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const html = res.body;
    expect(html).toContain('<html lang="en">');
    for (const file of ['login-page-LLLLLLLL.js', 'cookie-consent-modal-CCCCCCCC.js', 'en-public-XXXXXXXX.js']) {
      expect(html, file).toContain(`<link rel="modulepreload" crossorigin href="/assets/${file}">`);
    }
    // Its whole import tree, stylesheets included: no API call waits behind them (start-page-hints.ts).
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/TextInput-TTTTTTTT.js">');
    expect(html).toContain('<link rel="preload" as="style" crossorigin href="/assets/TextInput-tttttttt.css">');
    // No session on the login page: neither the app's texts nor the shell; and the entry is already a script.
    expect(html).not.toMatch(/en-app|shell-layout|modulepreload crossorigin href="\/assets\/index-/);
    expect(html).toContain('<link rel="preload" as="image" href="/api/storage/images/acme-logo.svg">');
  });

  it("starts a logged-in page's reads, then its whole import tree and stylesheets and both parts of the texts, from a script the CSP allows by its hash", async () => {
    const res = await page('/products/food', 'acme.localhost:3000', { 'accept-language': 'ca' });
    const html = res.body;
    expect(html).toContain('<html lang="ca">');
    expect(earlyRequestsOf(html)).toEqual({
      requests: ['/api/profile', '/api/families', '/api/bags', '/api/modalities/by-category/food'],
      modules: [
        '/assets/ca-public-XXXXXXXX.js',
        '/assets/ca-app-XXXXXXXX.js',
        '/assets/shell-layout-SSSSSSSS.js',
        '/assets/TextInput-TTTTTTTT.js',
        '/assets/product-page-PPPPPPPP.js',
      ],
      styles: ['/assets/shell-layout-ssssssss.css', '/assets/TextInput-tttttttt.css'],
    });
    // The script adds the links after the reads: none in the HTML, where they would go first.
    expect(html).not.toContain('rel="modulepreload"');
    const script = html.indexOf(`<script>${earlyRequestsScript}</script>`);
    expect(script).toBeGreaterThan(0);
    expect(script).toBeLessThan(html.indexOf('<script type="module"'));
    const hash = createHash('sha256').update(earlyRequestsScript).digest('base64');
    expect(res.headers['content-security-policy']).toContain(`script-src 'self' 'sha256-${hash}'`);
    // Whose logo a logged-in page shows depends on the user: not preloaded.
    expect(html).not.toContain('as="image"');
  });

  it('serves / and a path the app does not know the page too, with the texts only', async () => {
    const root = await page('/', 'acme.localhost:3000', { 'accept-language': 'es' });
    expect(root.statusCode).toBe(200);
    expect(root.body).toContain('es-public-XXXXXXXX.js');
    const unknown = await page('/no/such/page', 'acme.localhost:3000', { 'accept-language': 'es' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toContain('es-public-XXXXXXXX.js');
    expect(unknown.body).not.toMatch(/page-[A-Z]{8}\.js|shell-layout/);
  });

  it('inlines the company of the host, the same as GET /api/companies/by-subdomain answers', async () => {
    for (const host of ['acme.localhost:3000', 'globex.localhost:3000']) {
      const fromApi = (await app.inject({ url: '/api/companies/by-subdomain', headers: { host } })).json();
      expect(inlinedCompany((await page('/login', host)).body), host).toEqual(fromApi);
    }
  });

  it('picks the language among those the company offers: globex has no Spanish', async () => {
    const html = (await page('/login', 'globex.localhost', { 'accept-language': 'es-ES,es;q=0.9,pt;q=0.8' })).body;
    expect(html).toContain('<html lang="pt">');
    expect(html).toContain('pt-public-XXXXXXXX.js');
    expect(html).not.toContain('es-public');
  });

  it('inlines a company in maintenance too: the web app shows its maintenance page', async () => {
    const res = await page('/login', 'initech.localhost');
    expect(res.statusCode, res.body).toBe(200);
    expect(inlinedCompany(res.body)).toMatchObject({ slug: 'initech', maintenance: true });
  });

  it('inlines no company at an address that names none; the app then asks the API, which answers 404', async () => {
    const res = await page('/login', 'nobody.localhost');
    expect(res.statusCode).toBe(200);
    expect(inlinedCompany(res.body)).toBeNull();
    expect(res.body).not.toContain('as="image"');
  });

  it('cannot be broken out of by a company name: `</script>` stays inside the JSON', async () => {
    const name = "Acme</script><script>alert(1)</script><!--<script> & \u2028 $& $'";
    await database.db.update(companies).set({ name }).where(eq(companies.slug, 'acme'));
    try {
      const html = (await page('/login')).body;
      expect(inlinedCompany(html)?.name).toBe(name);
      // No markup at all inside the block: the element ends where the server ended it.
      const block = html.slice(html.indexOf('id="flexplan-company">'), html.indexOf('</head>'));
      expect(block.match(/</g)).toHaveLength(1);
      expect(html).not.toContain('<script>alert(1)');
    } finally {
      await database.db.update(companies).set({ name: 'Acme' }).where(eq(companies.slug, 'acme'));
    }
  });

  it('keeps the page uncached but revalidated: a 304 while nothing changed, gzip when accepted', async () => {
    const first = await page('/home', 'acme.localhost:3000', { 'accept-encoding': 'gzip, br' });
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(first.headers.vary).toMatch(/Accept-Language/);
    expect(gunzipSync(first.rawPayload).toString('utf8')).toContain('home-page-HHHHHHHH.js');
    const again = await page('/home', 'acme.localhost:3000', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('asks no API read on the login pages, which have no session', async () => {
    expect((await page('/login')).body).not.toContain(earlyRequestsElementId);
  });

  it('keeps the security headers on the page', async () => {
    const res = await page('/login');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});
