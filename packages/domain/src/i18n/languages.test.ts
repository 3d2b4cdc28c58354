import { describe, expect, it } from 'vitest';
import { offeredLanguages, pickLanguage } from './languages';

describe('languages (docs/product/employee-portal.md §1)', () => {
  it('offers the company languages, or Spanish only when the feature is off', () => {
    expect(offeredLanguages(['es', 'ca', 'en'], true)).toEqual(['es', 'ca', 'en']);
    expect(offeredLanguages(['en', 'pt'], false)).toEqual(['es']);
    expect(offeredLanguages(['xx'], true)).toEqual(['en']);
  });

  it('keeps a stored choice that is still offered, then the browser language, then en, then the first', () => {
    expect(pickLanguage(['es', 'ca', 'en'], ['ca', 'es-ES'])).toBe('ca');
    expect(pickLanguage(['en', 'pt'], ['es', 'pt-BR'])).toBe('pt');
    expect(pickLanguage(['es', 'en'], [null, 'de-DE'])).toBe('en');
    expect(pickLanguage(['es', 'ca'], ['de'])).toBe('es');
  });
});
