import { describe, expect, it } from 'vitest';
import { companySlugFromHost } from './company-host';

describe('company from the Host header', () => {
  it.each([
    ['acme.localhost:3000', 'localhost', 'acme'],
    ['globex.localhost', 'localhost', 'globex'],
    ['ACME.example.com', 'example.com', 'acme'],
    ['example.com', 'example.com', 'dflt'],
    ['localhost:3000', 'localhost', 'dflt'],
    ['127.0.0.1:3000', 'localhost', 'dflt'],
    ['[::1]:3000', 'localhost', 'dflt'],
    [undefined, 'localhost', 'dflt'],
    ['bad_label!.localhost', 'localhost', 'dflt'],
  ])('%s (base %s) → %s', (host, base, expected) => {
    expect(companySlugFromHost(host, base, 'dflt')).toBe(expected);
  });
});
