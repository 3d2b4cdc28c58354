import { describe, expect, it } from 'vitest';
import { businessClock } from './clock';
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

  it('freezes the business clock on CLOCK_TODAY, never in production', () => {
    const winter = businessClock(loadConfig({ CLOCK_TODAY: '2026-11-23' }))();
    expect(winter.toISOString()).toBe('2026-11-23T11:00:00.000Z');
    const summer = businessClock(loadConfig({ CLOCK_TODAY: '2026-06-30' }))();
    expect(new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(summer)).toBe('2026-06-30');
    expect(() => loadConfig({ CLOCK_TODAY: '2026-02-30' })).toThrow(/CLOCK_TODAY/);
    expect(() => loadConfig({ CLOCK_TODAY: '2026-11-23', NODE_ENV: 'production' })).toThrow(/CLOCK_TODAY/);
    expect(businessClock(loadConfig({}))().getFullYear()).toBeGreaterThan(2000);
  });

  it("turns the browser suite's test API on only when asked, never in production", () => {
    expect(loadConfig({}).E2E_TEST_API).toBe(false);
    expect(loadConfig({ E2E_TEST_API: 'on' }).E2E_TEST_API).toBe(true);
    expect(() => loadConfig({ E2E_TEST_API: 'on', NODE_ENV: 'production', DATA_KEY: Buffer.alloc(32).toString('base64') })).toThrow(/E2E_TEST_API/);
  });

  it("turns the benchmark's routes on only when asked, in production too (what `npm run bench` measures)", () => {
    expect(loadConfig({}).BENCH_MODE).toBe(false);
    expect(loadConfig({ BENCH_MODE: 'on', NODE_ENV: 'production', DATA_KEY: Buffer.alloc(32).toString('base64') }).BENCH_MODE).toBe(true);
  });
});
