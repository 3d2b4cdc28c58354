import { describe, expect, it } from 'vitest';
import { hashPassword, unusablePasswordHash, verifyPassword } from './password-hash';

describe('password hashes', () => {
  it('matches the password an argon2 hash was made of, and no other', async () => {
    const passwordHash = await hashPassword('Flexible2026');
    expect(await verifyPassword(passwordHash, 'Flexible2026')).toBe(true);
    expect(await verifyPassword(passwordHash, 'flexible2026')).toBe(false);
  });

  it('matches nothing for a person without a password yet, not even the hash itself, and each is different', async () => {
    const unusable = unusablePasswordHash();
    expect(unusable).not.toBe(unusablePasswordHash());
    for (const attempt of ['', unusable, unusable.slice('!unusable:'.length), 'Flexible2026']) expect(await verifyPassword(unusable, attempt)).toBe(false);
  });

  it('answers every one of many concurrent checks, one per core at a time', async () => {
    const passwordHash = await hashPassword('Flexible2026');
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => verifyPassword(passwordHash, i % 3 === 0 ? 'Flexible2026' : `wrong${i}`)));
    expect(answers).toEqual(Array.from({ length: 12 }, (_, i) => i % 3 === 0));
  });
});
