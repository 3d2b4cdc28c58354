import { describe, expect, it } from 'vitest';
import { containsPattern, searchWords } from './search-words';

describe('searchWords', () => {
  it('splits what was typed at any white space, once each', () => {
    expect(searchWords('  Laura\tMartín  laura ')).toEqual(['Laura', 'Martín', 'laura']);
    expect(searchWords('Laura Laura')).toEqual(['Laura']);
  });

  it('has no word in nothing typed', () => {
    expect(searchWords(undefined)).toEqual([]);
    expect(searchWords('   ')).toEqual([]);
  });
});

describe('containsPattern', () => {
  it("takes LIKE's own characters literally", () => {
    expect(containsPattern('martín')).toBe('%martín%');
    expect(containsPattern('100%_a\\b')).toBe('%100\\%\\_a\\\\b%');
  });
});
