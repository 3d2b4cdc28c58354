import { describe, expect, it } from 'vitest';
import { countryOptions } from './country-options';

describe('countryOptions', () => {
  it('puts Spain first, the common choice, then every other country by its name in the language read', () => {
    for (const language of ['es', 'ca', 'en', 'pt']) {
      const options = countryOptions(language);
      expect(options[0]?.value).toBe('ES');
      const rest = options.slice(1).map((option) => option.label);
      expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, language)));
      expect(options.filter((option) => option.value === 'ES')).toHaveLength(1);
    }
    expect(countryOptions('en')[0]?.label).toBe('Spain');
  });
});
