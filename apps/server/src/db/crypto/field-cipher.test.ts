import { createHmac, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createFieldCipher, FieldCipherError } from './field-cipher';

const key = Buffer.alloc(32, 7);
const cipher = createFieldCipher(key);

describe('field cipher (AES-256-GCM)', () => {
  it('writes v1: and base64 of a 12-byte IV, a 16-byte tag and the ciphertext, and reads it back', () => {
    const stored = cipher.encrypt('users.ban', 'ES6621000418401234567891');
    expect(stored).toMatch(/^v1:[A-Za-z0-9+/]+=*$/);
    expect(Buffer.from(stored.slice(3), 'base64')).toHaveLength(12 + 16 + 'ES6621000418401234567891'.length);
    expect(stored).not.toContain('ES66');
    expect(cipher.decrypt('users.ban', stored)).toBe('ES6621000418401234567891');
    expect(cipher.decrypt('users.ban', cipher.encrypt('users.ban', ''))).toBe('');
    expect(cipher.decrypt('users.ban', cipher.encrypt('users.ban', 'Ñandú 💶'))).toBe('Ñandú 💶');
  });

  it('draws a new IV for every value, so equal values do not look equal', () => {
    const values = new Set(Array.from({ length: 50 }, () => cipher.encrypt('users.personal_id', '12345678Z')));
    expect(values.size).toBe(50);
  });

  it("refuses an altered value, another column's value, another key's value and clear text, naming the column only", () => {
    const stored = cipher.encrypt('users.security_number', '281234567840');
    const raw = Buffer.from(stored.slice(3), 'base64');
    raw[raw.length - 1]! ^= 1;
    expect(() => cipher.decrypt('users.security_number', `v1:${raw.toString('base64')}`)).toThrow(FieldCipherError);
    expect(() => cipher.decrypt('users.ban', stored)).toThrow(/users\.ban/);
    expect(() => createFieldCipher(randomBytes(32)).decrypt('users.security_number', stored)).toThrow(FieldCipherError);
    expect(() => cipher.decrypt('users.ban', 'ES6621000418401234567891')).toThrow(/users\.ban holds a value that is not v1/);
    expect(() => cipher.decrypt('users.ban', 'v1:AAAA')).toThrow(/truncated/);
    try {
      cipher.decrypt('users.ban', 'ES6621000418401234567891');
    } catch (error) {
      expect(String(error)).not.toContain('ES66');
    }
  });

  it('tells its own values from clear text', () => {
    expect(cipher.isEncrypted(cipher.encrypt('users.ban', 'x'))).toBe(true);
    expect(cipher.isEncrypted('12345678Z')).toBe(false);
  });

  it('refuses a key that is not 32 bytes', () => {
    expect(() => createFieldCipher(Buffer.alloc(16))).toThrow(FieldCipherError);
  });
});

describe('personal ID blind index (HMAC-SHA256)', () => {
  it('is the same whatever the case and surrounding spaces, and differs from one ID to another', () => {
    const index = cipher.personalIdBlindIndex(1, '12345678Z');
    expect(cipher.personalIdBlindIndex(1, '  12345678z ')).toBe(index);
    expect(cipher.personalIdBlindIndex(1, '12345678Y')).not.toBe(index);
    expect(index).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('differs between companies and between keys, so a dump links nobody across tenants', () => {
    expect(cipher.personalIdBlindIndex(2, '12345678Z')).not.toBe(cipher.personalIdBlindIndex(1, '12345678Z'));
    expect(createFieldCipher(Buffer.alloc(32, 8)).personalIdBlindIndex(1, '12345678Z')).not.toBe(cipher.personalIdBlindIndex(1, '12345678Z'));
  });

  it('does not use the data key itself as the HMAC key (each key is derived with its own label)', () => {
    expect(cipher.personalIdBlindIndex(1, '12345678Z')).not.toBe(createHmac('sha256', key).update('1:12345678Z').digest('base64url'));
  });
});
