import { describe, expect, it } from 'vitest';
import { catalanDe } from './catalan-elision';

describe('catalanDe: "de" before a word, elided before a vowel sound as Catalan writes it', () => {
  // The twelve months as the browser's calendar names them in Catalan (Intl, month: 'long').
  const months = ['gener', 'febrer', 'març', 'abril', 'maig', 'juny', 'juliol', 'agost', 'setembre', 'octubre', 'novembre', 'desembre'];

  it('elides before abril, agost and octubre, and only before them among the months', () => {
    expect(months.map(catalanDe)).toEqual([
      'de gener',
      'de febrer',
      'de març',
      'd’abril',
      'de maig',
      'de juny',
      'de juliol',
      'd’agost',
      'de setembre',
      'd’octubre',
      'de novembre',
      'de desembre',
    ]);
  });

  it('keeps the year that follows and elides before a capital, an accent or a mute h', () => {
    expect(catalanDe('octubre del 2027')).toBe('d’octubre del 2027');
    expect(catalanDe('Abril')).toBe('d’Abril');
    expect(catalanDe('època')).toBe('d’època');
    expect(catalanDe('hivern')).toBe('d’hivern');
  });

  it('does not elide before a semivowel i or u (iogurt, hiena, uèlsies) nor before a consonant', () => {
    expect(catalanDe('iogurt')).toBe('de iogurt');
    expect(catalanDe('hiena')).toBe('de hiena');
    expect(catalanDe('uèlsies')).toBe('de uèlsies');
    expect(catalanDe('Madrid')).toBe('de Madrid');
  });
});
