import { z } from 'zod';
import { supportedLanguages } from '../i18n/languages';
import { importColumns } from './import-columns';

/** GET /api/admin/employees/import/template: the empty file to fill, its headers in one language. */
export const importTemplateQuerySchema = z.object({
  format: z.enum(['csv', 'xlsx']).default('xlsx'),
  lang: z.enum(supportedLanguages).default('es'),
});
export type ImportTemplateQuery = z.output<typeof importTemplateQuerySchema>;

const cellErrorSchema = z.object({
  column: z.enum(importColumns).describe('The column, by its field name.'),
  header: z.string().describe('The column as the file names it (its header); the template header when the column is missing.'),
  message: z.string().describe('A message key (employeeImport.errors.*, employees.validation.*, validation.*).'),
});
export type ImportCellErrorView = z.output<typeof cellErrorSchema>;

/** One data row of the file: its spreadsheet row number (the header is row 1), what it would do, what is wrong. */
export const importPreviewRowSchema = z.object({
  row: z.number().int(),
  action: z.enum(['create', 'update']),
  errors: z.array(cellErrorSchema),
});
export type ImportPreviewRow = z.output<typeof importPreviewRowSchema>;

/** POST /api/admin/employees/import/preview's answer; confirm takes `previewId` within the hour when `errorCount` is 0. */
export const importPreviewSchema = z
  .object({
    previewId: z.string(),
    expiresAt: z.string(),
    creates: z.number().int(),
    updates: z.number().int(),
    errorCount: z.number().int().describe('Errors in rows and in the file (a missing column).'),
    fileErrors: z.array(cellErrorSchema).describe('Problems of the whole file: a required column missing.'),
    ignoredHeaders: z.array(z.string()).describe('Headers that name no column (a typo, an extra column), or repeat one: their cells are not read.'),
    exampleRows: z.array(z.number().int()).describe("The rows that are the template's example (its e-mail): left out of the import."),
    rows: z.array(importPreviewRowSchema),
  })
  .meta({ id: 'EmployeeImportPreview' });
export type ImportPreview = z.output<typeof importPreviewSchema>;

/** POST /api/admin/employees/import/confirm. */
export const importConfirmBodySchema = z.object({
  previewId: z.string().regex(/^[0-9a-f]{32}$/, { message: 'validation.invalid' }),
  sendWelcome: z.boolean().default(false),
});
export type ImportConfirmBody = z.output<typeof importConfirmBodySchema>;

export const importResultSchema = z
  .object({ created: z.number().int(), updated: z.number().int(), welcomeSent: z.number().int() })
  .meta({ id: 'EmployeeImportResult' });
export type ImportResult = z.output<typeof importResultSchema>;
