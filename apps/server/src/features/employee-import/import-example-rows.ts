import { columnOfHeader } from '@flexplan/domain/employee-import/import-columns';
import { isImportExampleRow } from '@flexplan/domain/employee-import/import-example';
import type { ImportTable } from './import-file';

/**
 * The file without the template's example row (its e-mail is the example's,
 * docs/decisions/082-import-template-example-row.md), and the row numbers it left out, which the
 * preview names: an imported template creates no one.
 */
export function withoutExampleRows(table: ImportTable): { table: ImportTable; exampleRows: number[] } {
  const emailAt = table.headers.findIndex((header) => columnOfHeader(header) === 'email');
  if (emailAt < 0) return { table, exampleRows: [] };
  const isExample = (cells: string[]) => isImportExampleRow(cells[emailAt]);
  return {
    table: { ...table, rows: table.rows.filter(({ cells }) => !isExample(cells)) },
    exampleRows: table.rows.filter(({ cells }) => isExample(cells)).map(({ row }) => row),
  };
}
