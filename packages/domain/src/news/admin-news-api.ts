import { z } from 'zod';
import { isCalendarDay } from '../audit/audit-day-range';
import { supportedLanguages, type Language } from '../i18n/languages';
import { idParamSchema, idSchema } from '../validation/id-schema';
import { validationMessages as v } from '../validation/messages';
import { newsStatuses } from './live-news';

/**
 * The company's news as its administrator manages them (docs/product/back-office.md §8 News):
 * `GET`, `POST`, `PUT /{id}` and `DELETE /{id}` under /api/admin/news. Employees read the live
 * ones through GET /api/messages (news-api.ts).
 */

/** A message is a few paragraphs on the home, not a document. */
export const MAX_NEWS_TEXT_LENGTH = 2000;
/** More than any company's collectives; a list past it is not a choice of some. */
export const MAX_NEWS_COLLECTIVES = 200;

const newsText = () => z.string({ message: v.invalid }).trim().max(MAX_NEWS_TEXT_LENGTH, { message: v.tooLong }).optional();

/** The text per language; a blank one is "no text in that language", dropped. Plain text: line breaks kept, no markup (docs/decisions/410-news-text-is-plain-text.md). */
export const newsTextInputSchema = z
  .object({ es: newsText(), ca: newsText(), en: newsText(), pt: newsText() })
  .strict()
  .transform((texts) => Object.fromEntries(Object.entries(texts).filter(([, value]) => value)) as Partial<Record<Language, string>>);

const day = () =>
  z
    .string({ message: v.date })
    .refine(isCalendarDay, { message: v.date })
    .nullable()
    .default(null)
    .describe('A Europe/Madrid calendar day, YYYY-MM-DD, or null.');

/** `POST` and `PUT /{id}`: the whole message. Which texts are required or allowed depends on the company (`newsTextProblems`). */
export const newsInputSchema = z
  .object({
    text: newsTextInputSchema.describe('The text in each of the company’s languages; the first language’s is required. At most 2 000 characters each.'),
    collectiveIds: z
      .array(idSchema, { message: v.invalid })
      .max(MAX_NEWS_COLLECTIVES, { message: v.max })
      .refine((ids) => new Set(ids).size === ids.length, { message: v.duplicate })
      .default([])
      .describe('The collectives it is for; none: the whole company.'),
    publishOn: day().describe('The first day it shows; null: a draft.'),
    expiresOn: day().describe('The first day it no longer shows; null: it does not expire.'),
  })
  .strict()
  .refine((news) => news.publishOn === null || news.expiresOn === null || news.expiresOn >= news.publishOn, {
    path: ['expiresOn'],
    message: v.min,
  })
  .meta({ id: 'AdminNewsBody' });
export type NewsInput = z.input<typeof newsInputSchema>;
export type NewsValues = z.output<typeof newsInputSchema>;

/**
 * The fields to blame for the texts, given the company's languages: a text in a language the company
 * does not offer (`text.<language>`: invalid), or none in its first language (`text.<language>`: required).
 */
export function newsTextProblems(text: Partial<Record<Language, string>>, companyLanguages: readonly string[]): Record<string, string> {
  const offered = companyLanguages.filter((language): language is Language => (supportedLanguages as readonly string[]).includes(language));
  const first = offered[0] ?? 'es';
  const problems: Record<string, string> = {};
  for (const language of Object.keys(text) as Language[]) if (!offered.includes(language)) problems[`text.${language}`] = v.invalid;
  if (!text[first]?.trim()) problems[`text.${first}`] = v.required;
  return problems;
}

/** One message as the administrator sees it, with where it stands today. */
export const adminNewsSchema = z
  .object({
    id: z.number().int(),
    text: z.record(z.string(), z.string()),
    collectiveIds: z.array(z.number().int()).describe('Empty: the whole company.'),
    publishOn: z.string().nullable(),
    expiresOn: z.string().nullable(),
    status: z.enum(newsStatuses).describe('draft (no publication day), scheduled, live or expired, on the business clock’s today.'),
    updatedAt: z.date(),
  })
  .meta({ id: 'AdminNews' });
export type AdminNews = z.output<typeof adminNewsSchema>;

/**
 * The company's messages, newest change first, with what the form offers: its languages (the first
 * required) and collectives, and the business clock's today, which "publish now" and "expire now" set
 * (the browser's clock may be another day: docs/decisions/411-news-publication-and-expiry-are-madrid-days.md).
 */
export const adminNewsListSchema = z
  .object({
    today: z.string().describe('The business clock’s today in Europe/Madrid, YYYY-MM-DD: the day statuses are judged on.'),
    items: z.array(adminNewsSchema),
    languages: z.array(z.enum(supportedLanguages)),
    collectives: z.array(z.object({ id: z.number().int(), name: z.string() })),
  })
  .meta({ id: 'AdminNewsList' });
export type AdminNewsList = z.output<typeof adminNewsListSchema>;

export const newsIdParamsSchema = z.object({ id: idParamSchema });
