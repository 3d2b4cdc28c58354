import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, DEFAULT_COMPANY: 'acme', LANGUAGE_FEATURE: true, publicUrlTemplate: 'http://{company}.localhost:3000' });
  });

  it('stops with a message naming the bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ LANGUAGE_FEATURE: 'maybe' })).toThrow(/LANGUAGE_FEATURE/);
  });

  it('builds e-mail links from the base domain, never from a request', () => {
    expect(loadConfig({ BASE_DOMAIN: 'example.com' }).publicUrlTemplate).toBe('http://{company}.example.com');
    expect(loadConfig({ PUBLIC_URL_TEMPLATE: 'https://{company}.flex.example' }).publicUrlTemplate).toBe('https://{company}.flex.example');
  });
});
