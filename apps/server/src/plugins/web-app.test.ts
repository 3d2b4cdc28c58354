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
    writeFileSync(path.join(root, 'favicon.svg'), '<svg/>');
    await app.register(webAppPlugin, { root });
    await app.ready();
  });
  afterAll(() => app.close());

  it('keeps a hashed asset for a year: its name changes with its content', async () => {
    const res = await app.inject({ url: '/assets/index-C0tHcsjo.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('revalidates the page and any unhashed file, so a deploy is seen at once', async () => {
    for (const url of ['/', '/home', '/favicon.svg']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('answers 404 for a missing asset instead of the page', async () => {
    expect((await app.inject({ url: '/assets/missing-12345678.js' })).statusCode).toBe(404);
  });
});
