import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { acceptedLanguages, jsonForScriptElement } from './index-page';
import { findStartPage, startPages } from './start-page-hints';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web');

describe('the start pages the server hints', () => {
  it('names a module for every route of the web router, and every module it names exists', () => {
    const router = readFileSync(path.join(web, 'src/app/router.tsx'), 'utf8');
    const routePaths = [...router.matchAll(/<Route path="([^"*]+)"/g)].map((match) => match[1]!.replace(':alias', 'food'));
    expect(routePaths.length).toBeGreaterThan(10);
    for (const routePath of routePaths) expect(findStartPage(routePath), routePath).toBeDefined();
    for (const module of startPages.flatMap((startPage) => startPage.modules)) expect(existsSync(path.join(web, module)), module).toBe(true);
  });

  it('says which pages need a session, as the route table does', () => {
    expect(findStartPage('/login')?.hasSession).toBe(false);
    expect(findStartPage('/contracts/accept')?.hasSession).toBe(false);
    expect(findStartPage('/home/')?.hasSession).toBe(true);
    expect(findStartPage('/products/food')?.modules).toContain('src/app/routes/product-page.tsx');
    expect(findStartPage('/products/food/extra')).toBeUndefined();
  });
});

describe('Accept-Language', () => {
  it('lists the languages most wanted first and drops the refused ones', () => {
    expect(acceptedLanguages('pt;q=0.5, en-GB,en;q=0.9, ca;q=0, *;q=0.1')).toEqual(['en-GB', 'en', 'pt']);
    expect(acceptedLanguages(undefined)).toEqual([]);
    expect(acceptedLanguages(' , ;q=1')).toEqual([]);
  });
});

describe('JSON inside a script element', () => {
  it('writes no `<`, `>` or `&`, and reads back unchanged', () => {
    const value = { name: '</script><!--<script>a&b\u2028\u2029' };
    const written = jsonForScriptElement(value);
    expect(written).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(written)).toEqual(value);
  });
});
