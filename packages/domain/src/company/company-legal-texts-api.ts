import { z } from 'zod';
import { supportedLanguages } from '../i18n/languages';
import { validationMessages as v } from '../validation/messages';
import { legalDocuments } from './legal-documents';

/**
 * A company's own legal texts (docs/product/back-office.md §6 Legal texts): per document and per
 * language of the company, a plain text its administrator writes or a PDF they upload; where there is
 * none, the portal shows the generic text every company shares (legal-documents.ts).
 */

/** A legal text is a document of some pages, not a book: about twenty A4 pages of prose. */
export const MAX_LEGAL_TEXT_LENGTH = 60_000;

/** Where a reader's text comes from: the company's own, written or uploaded, or the generic one. */
export const legalTextSources = ['text', 'pdf', 'generic'] as const;
export type LegalTextSource = (typeof legalTextSources)[number];

/** A document and a language in the path; a language the company does not offer is refused by the server (400). */
export const legalTextParamsSchema = z
  .object({
    document: z.enum(legalDocuments, { message: v.invalid }).describe('notice, privacy, conditions or cookies.'),
    language: z.enum(supportedLanguages, { message: v.invalid }).describe('es, ca, en or pt.'),
  })
  .strict();
export type LegalTextParams = z.output<typeof legalTextParamsSchema>;

/** `PUT /admin/company/legal-texts/{document}/{language}`: the text, plain (headings and paragraphs, never markup). */
export const legalTextInputSchema = z
  .object({
    body: z
      .string({ message: v.required })
      .trim()
      .min(1, { message: v.required })
      .max(MAX_LEGAL_TEXT_LENGTH, { message: v.tooLong })
      .describe(
        'Plain text: blank lines split paragraphs; a short first line without final punctuation heads its paragraph. Markup is shown as written, never run.',
      ),
  })
  .strict()
  .meta({ id: 'LegalTextBody' });
export type LegalTextInput = z.output<typeof legalTextInputSchema>;

/** One document in one language as the company's readers get it. */
export const legalTextSchema = z
  .object({
    document: z.enum(legalDocuments),
    language: z.enum(supportedLanguages),
    source: z.enum(legalTextSources),
    /** The written text; null for an uploaded PDF and the generic text. */
    body: z.string().nullable(),
    /** The uploaded PDF's file name as the administrator sent it; null otherwise. */
    fileName: z.string().nullable(),
    updatedAt: z.date().nullable(),
    url: z.string().describe('The PDF the portal links: the company’s own, or the generic one.'),
  })
  .meta({ id: 'LegalText' });
export type LegalText = z.output<typeof legalTextSchema>;

/** `GET /admin/company/legal-texts`: every document in every language of the company. */
export const legalTextListSchema = z.object({ languages: z.array(z.enum(supportedLanguages)), texts: z.array(legalTextSchema) }).meta({ id: 'LegalTextList' });
export type LegalTextList = z.output<typeof legalTextListSchema>;
