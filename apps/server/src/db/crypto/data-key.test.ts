import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { loadDataKey, parseDataKey } from './data-key';

const tempDir = () => mkdtempSync(path.join(os.tmpdir(), 'flexplan-data-key-'));
const hex = 'ab'.repeat(32);

describe('data key', () => {
  it('reads DATA_KEY as 64 hex digits or base64 of 32 bytes', () => {
    const key = Buffer.from(hex, 'hex');
    expect(parseDataKey(hex)).toEqual(key);
    expect(parseDataKey(key.toString('base64'))).toEqual(key);
    expect(parseDataKey(key.toString('base64url'))).toEqual(key);
    expect(parseDataKey('ab'.repeat(16))).toBeNull();
    expect(parseDataKey(Buffer.alloc(31).toString('base64'))).toBeNull();
    expect(parseDataKey('not a key')).toBeNull();
  });

  it('takes DATA_KEY from the environment and writes no file', () => {
    const dir = tempDir();
    expect(loadDataKey(loadConfig({ DATA_KEY: hex, DATA_DIR: dir }))).toEqual(Buffer.from(hex, 'hex'));
    expect(() => statSync(path.join(dir, 'data-key'))).toThrow();
  });

  it('without DATA_KEY outside production, generates DATA_DIR/data-key once, readable by the owner only, and keeps it', () => {
    const dir = path.join(tempDir(), 'nested');
    const config = loadConfig({ DATA_DIR: dir });
    const first = loadDataKey(config);
    expect(first).toHaveLength(32);
    expect(statSync(path.join(dir, 'data-key')).mode & 0o777).toBe(0o600);
    expect(loadDataKey(config)).toEqual(first);
    expect(parseDataKey(readFileSync(path.join(dir, 'data-key'), 'utf8'))).toEqual(first);
  });

  it('refuses a damaged key file rather than making a new key (the old rows would be lost)', () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, 'data-key'), 'short\n');
    expect(() => loadDataKey(loadConfig({ DATA_DIR: dir }))).toThrow(/data-key does not hold a 32-byte key/);
  });

  it('stops a production start without DATA_KEY, or with a bad one, naming the variable', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/DATA_KEY: is required in production/);
    expect(() => loadConfig({ DATA_KEY: 'secret' })).toThrow(/DATA_KEY: must be 32 bytes/);
    expect(loadConfig({ NODE_ENV: 'production', DATA_KEY: hex }).DATA_KEY).toBe(hex);
  });
});
