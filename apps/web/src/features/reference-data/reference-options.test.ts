import { describe, expect, it } from 'vitest';
import { streetTypeOptions } from './reference-options';

const labelOf = (language: string, code: string) => streetTypeOptions(language).find((option) => option.value === code)?.label;
const valuesIn = (language: string) =>
  streetTypeOptions(language)
    .map((option) => option.value)
    .sort();

describe('streetTypeOptions', () => {
  it('names the street types in the language of the page', () => {
    expect(labelOf('es', 'CL')).toBe('Calle (CL)');
    expect(labelOf('ca', 'CL')).toBe('Carrer (CL)');
    expect(labelOf('en', 'CL')).toBe('Street (CL)');
    expect(labelOf('pt', 'CL')).toBe('Rua (CL)');
    expect([labelOf('ca', 'PZ'), labelOf('en', 'PZ'), labelOf('pt', 'PZ')]).toEqual(['Plaça (PZ)', 'Square (PZ)', 'Praça (PZ)']);
    expect([labelOf('ca', 'AV'), labelOf('en', 'AV'), labelOf('pt', 'AV')]).toEqual(['Avinguda (AV)', 'Avenue (AV)', 'Avenida (AV)']);
  });

  it('keeps the cadastre code as the value sent to the server, whatever the language', () => {
    const spanish = valuesIn('es');
    expect(spanish).toHaveLength(93);
    for (const language of ['ca', 'en', 'pt']) expect(valuesIn(language)).toEqual(spanish);
  });

  it('puts the street first, the common choice, and sorts the rest by the name read; falls back to Spanish for a language without names', () => {
    for (const language of ['es', 'ca', 'en', 'pt']) expect(streetTypeOptions(language)[0]?.value).toBe('CL');
    const english = streetTypeOptions('en')
      .slice(1)
      .map((option) => option.label);
    expect(english).toEqual([...english].sort((a, b) => a.localeCompare(b, 'en')));
    expect(labelOf('fr', 'CL')).toBe('Calle (CL)');
  });
});
