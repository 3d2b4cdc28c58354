import { describe, expect, it } from 'vitest';
import { companySlugFromHost } from './company-host';

describe('company from the Host header', () => {
  it.each([
    ['acme.localhost:3000', 'localhost', 'acme'],
    ['globex.localhost', 'localhost', 'globex'],
    ['ACME.example.com', 'example.com', 'acme'],
    ['acme.example.com.', 'example.com', 'acme'],
    ['example.com', 'example.com', 'dflt'],
    ['localhost:3000', 'localhost', 'dflt'],
    ['127.0.0.1:3000', 'localhost', 'dflt'],
    ['[::1]:3000', 'localhost', 'dflt'],
    [undefined, 'localhost', 'dflt'],
  ])('%s (base %s) → %s', (host, base, expected) => {
    expect(companySlugFromHost(host, base, 'dflt')).toBe(expected);
  });

  it.each([
    ['globex.localhost.evil.com', 'localhost'],
    ['globex.evil.com', 'example.com'],
    ['globex.notexample.com', 'example.com'],
    ['acme.localhost', 'example.com'],
    ['a.b.example.com', 'example.com'],
    ['bad_label!.localhost', 'localhost'],
    ['-acme.localhost', 'localhost'],
    ['.localhost', 'localhost'],
  ])('%s (base %s) names no company', (host, base) => {
    expect(companySlugFromHost(host, base, 'dflt')).toBeNull();
  });
});
