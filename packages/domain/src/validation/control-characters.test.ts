import { describe, expect, it } from 'vitest';
import { hasForbiddenControlCharacters } from './control-characters';

describe('control characters in text', () => {
  it.each(['\u0000', 'a\u0000b', '\u0007', '\u001b[31m', '\u007f', '\u0085', '\ud800', 'x\udc00'])('refuses %j', (text) => {
    expect(hasForbiddenControlCharacters(text)).toBe(true);
  });

  it.each(['', 'Laura Martín', 'línea\nlínea', 'a\tb\r\n', 'Çà €', '😀', 'ºª'])('keeps %j', (text) => {
    expect(hasForbiddenControlCharacters(text)).toBe(false);
  });
});
