import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ImportPreview } from '../api/import-employees';

/** The rows shown at most: a file with thousands of errors is fixed a few at a time anyway. */
const MAX_SHOWN = 200;

/** Every error of a preview by row and column (the file's header), the file's own errors first. */
export function ImportErrorTable({ preview }: { preview: ImportPreview }) {
  const { t } = useTranslation();
  const errors = [
    ...preview.fileErrors.map((e) => ({ row: null as number | null, ...e })),
    ...preview.rows.flatMap((row) => row.errors.map((e) => ({ row: row.row as number | null, ...e }))),
  ];
  const shown = errors.slice(0, MAX_SHOWN);
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table striped withTableBorder data-testid="import-errors">
        <Table.Caption>
          {errors.length > MAX_SHOWN ? t('employeeImport.errorsShown', { shown: MAX_SHOWN, count: errors.length }) : t('employeeImport.errorsCaption')}
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('employeeImport.columns.row')}</Table.Th>
            <Table.Th scope="col">{t('employeeImport.columns.column')}</Table.Th>
            <Table.Th scope="col">{t('employeeImport.columns.error')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {shown.map((e, i) => (
            <Table.Tr key={i}>
              <Table.Td>{e.row ?? t('employeeImport.wholeFile')}</Table.Td>
              <Table.Td>{e.header}</Table.Td>
              <Table.Td>{t(e.message, { defaultValue: t('validation.invalid') })}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
