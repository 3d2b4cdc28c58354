import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostOf } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';

// A company may replace its logo or background under the same name, so the browser
// keeps them only briefly and then asks again, cheaply: a 304 without the image when unchanged.
describe('company images: cached with revalidation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const logo = (headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/api/storage/images/acme-logo.svg', headers: { host: hostOf('acme'), ...headers } });

  it('sends a validator and a short freshness with the image', async () => {
    const res = await logo();
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toMatch(/^"[A-Za-z0-9_-]{16,}"$/);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
  });

  it('answers 304 without the image to a browser that has this version, 200 with it to one that has another', async () => {
    const { etag } = (await logo()).headers;
    const unchanged = await logo({ 'if-none-match': String(etag) });
    expect(unchanged.statusCode).toBe(304);
    // Without the image (Node sends no body at all with a 304, whatever the handler passes).
    expect(unchanged.body).not.toContain('<svg');
    expect(unchanged.headers.etag).toBe(etag);
    expect(unchanged.headers['cache-control']).toBe('public, max-age=300');
    const other = await logo({ 'if-none-match': '"another-version-of-it"' });
    expect(other.statusCode).toBe(200);
    expect(other.body.length).toBeGreaterThan(0);
  });

  it('never answers 304 for another company’s image: 404 as before', async () => {
    const { etag } = (await logo()).headers;
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/storage/images/acme-logo.svg',
      headers: { host: hostOf('globex'), 'if-none-match': String(etag) },
    });
    expect(res.statusCode).toBe(404);
  });
});
