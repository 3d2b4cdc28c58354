import { newsInputSchema, newsTextProblems, type NewsInput } from '@flexplan/domain/news/admin-news-api';

/** A `validation.*` key per field: `text.<language>`, `collectiveIds`, `publishOn`, `expiresOn`, or `_` for the body; the server's 400 uses the same paths. */
export type NewsErrors = Record<string, string>;

/** The domain schema's verdict, and the company's rules on texts the server checks too (newsTextProblems). */
export function validateNews(news: NewsInput, languages: readonly string[]): NewsErrors {
  const errors: NewsErrors = {};
  const result = newsInputSchema.safeParse(news);
  if (!result.success) for (const issue of result.error.issues) errors[issue.path.join('.') || '_'] ??= issue.message;
  const problems = newsTextProblems(result.success ? result.data.text : (news.text ?? {}), languages);
  for (const [field, key] of Object.entries(problems)) errors[field] ??= key;
  return errors;
}

/**
 * The texts in the company's languages only: a text kept from before (a seeded one, or a language the
 * company no longer offers) has no field in the form and would be refused, so a change drops it
 * (docs/decisions/413-news-texts-in-the-companys-languages.md).
 */
export function textsInLanguages(text: Readonly<Record<string, string | undefined>>, languages: readonly string[]): Record<string, string> {
  return Object.fromEntries(Object.entries(text).filter((entry): entry is [string, string] => languages.includes(entry[0]) && entry[1] !== undefined));
}
