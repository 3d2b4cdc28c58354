import { describe, expect, it } from 'vitest';
import { newsInputSchema, newsTextProblems } from './admin-news-api';

const fieldsOf = (body: unknown) => {
  const result = newsInputSchema.safeParse(body);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('newsInputSchema', () => {
  it('trims the texts, drops blank ones, and defaults to the whole company and a draft', () => {
    expect(newsInputSchema.parse({ text: { es: '  Hola  ', ca: '   ' } })).toEqual({
      text: { es: 'Hola' },
      collectiveIds: [],
      publishOn: null,
      expiresOn: null,
    });
  });

  it('refuses an expiry before the publication, on expiresOn; the same day is allowed', () => {
    expect(fieldsOf({ text: { es: 'x' }, publishOn: '2026-12-10', expiresOn: '2026-12-09' })).toEqual({ expiresOn: 'validation.min' });
    expect(fieldsOf({ text: { es: 'x' }, publishOn: '2026-12-10', expiresOn: '2026-12-10' })).toEqual({});
    // A draft may carry an expiry: nothing to compare it with yet.
    expect(fieldsOf({ text: { es: 'x' }, publishOn: null, expiresOn: '2026-01-01' })).toEqual({});
  });

  it('refuses a day that is not in the calendar, a text too long, an unknown language and repeated collectives', () => {
    expect(fieldsOf({ text: { es: 'x' }, publishOn: '2026-02-30' })).toEqual({ publishOn: 'validation.date' });
    expect(fieldsOf({ text: { es: 'x'.repeat(2001) } })).toEqual({ 'text.es': 'validation.tooLong' });
    expect(Object.keys(fieldsOf({ text: { es: 'x', fr: 'y' } }))).toEqual(['text']);
    expect(fieldsOf({ text: { es: 'x' }, collectiveIds: [3, 3] })).toEqual({ collectiveIds: 'validation.duplicate' });
  });
});

describe('newsTextProblems', () => {
  it("requires the company's first language", () => {
    expect(newsTextProblems({ ca: 'Hola' }, ['es', 'ca'])).toEqual({ 'text.es': 'validation.required' });
    expect(newsTextProblems({ es: 'Hola' }, ['es', 'ca'])).toEqual({});
    expect(newsTextProblems({ en: 'Hi' }, ['en', 'pt'])).toEqual({});
  });

  it('refuses a language the company does not offer', () => {
    expect(newsTextProblems({ es: 'Hola', pt: 'Olá' }, ['es', 'ca', 'en'])).toEqual({ 'text.pt': 'validation.invalid' });
    expect(newsTextProblems({ es: 'Hola' }, ['en', 'pt'])).toEqual({ 'text.es': 'validation.invalid', 'text.en': 'validation.required' });
  });
});
