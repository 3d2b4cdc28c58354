import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webAppPlugin } from './web-app';

describe('the web app: caching of what the browser loads', () => {
  const app = Fastify();
  beforeAll(async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'flexplan-web-'));
    mkdirSync(path.join(root, 'assets'));
    writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>Flexplan</title>');
    writeFileSync(path.join(root, 'assets', 'index-C0tHcsjo.js'), 'console.log(1)');
    // What the build writes beside each text asset (vite.config.ts precompress).
    writeFileSync(path.join(root, 'assets', 'index-C0tHcsjo.js.br'), 'brotli');
    writeFileSync(path.join(root, 'assets', 'index-C0tHcsjo.js.gz'), 'gzip');
    writeFileSync(path.join(root, 'assets', 'Button-DQkYikhI.css'), '.a{}');
    writeFileSync(path.join(root, 'assets', 'Button-DQkYikhI.css.gz'), 'gzip');
    writeFileSync(path.join(root, 'assets', 'logo-Bx3k_9aZ.svg'), '<svg/>');
    writeFileSync(path.join(root, 'favicon.svg'), '<svg/>');
    mkdirSync(path.join(root, 'assets', 'legal', 'es'), { recursive: true });
    writeFileSync(path.join(root, 'assets', 'legal', 'es', 'cookies.pdf'), '%PDF');
    await app.register(webAppPlugin, { root });
    await app.ready();
  });
  afterAll(() => app.close());

  it('keeps a hashed asset for a year: its name changes with its content', async () => {
    const res = await app.inject({ url: '/assets/index-C0tHcsjo.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('keeps it for a year too when it is sent pre-compressed (the .br/.gz path lost the header)', async () => {
    for (const [url, encoding, sent] of [
      ['/assets/index-C0tHcsjo.js', 'br', 'br'],
      ['/assets/index-C0tHcsjo.js', 'gzip', 'gzip'],
      // No .br copy of this one: the .gz is sent.
      ['/assets/Button-DQkYikhI.css', 'gzip, deflate, br', 'gzip'],
    ]) {
      const res = await app.inject({ url, headers: { 'accept-encoding': encoding } });
      expect(res.statusCode, `${url} ${encoding}`).toBe(200);
      expect(res.headers['content-encoding'], `${url} ${encoding}`).toBe(sent);
      expect(res.headers['cache-control'], `${url} ${encoding}`).toBe('public, max-age=31536000, immutable');
    }
  });

  it('keeps every hashed file the build emits for a year, whatever its type', async () => {
    const res = await app.inject({ url: '/assets/logo-Bx3k_9aZ.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('revalidates the page and any unhashed file, so a deploy is seen at once', async () => {
    for (const url of ['/', '/home', '/favicon.svg', '/assets/legal/es/cookies.pdf']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('answers 404 for a missing asset instead of the page', async () => {
    expect((await app.inject({ url: '/assets/missing-12345678.js' })).statusCode).toBe(404);
  });
});
