import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import es from '../../../locales/es.json';
import { FakeXhr, installFakeXhr } from '../../../test/fake-xhr';
import { renderWithProviders } from '../../../test/render-with-providers';
import { json, stubApi } from '../../../test/stub-api';
import EmployeeImport from './employee-import';

beforeEach(() => installFakeXhr());
afterEach(() => vi.unstubAllGlobals());

const withErrors = {
  previewId: 'a'.repeat(32),
  expiresAt: '2026-11-24T21:00:00.000Z',
  creates: 2,
  updates: 1,
  errorCount: 1,
  fileErrors: [],
  ignoredHeaders: ['Salario fjo'],
  exampleRows: [2],
  rows: [
    { row: 2, action: 'create', errors: [] },
    { row: 3, action: 'create', errors: [{ column: 'personalId', header: 'DNI/NIE', message: 'employeeImport.errors.duplicateInFile' }] },
    { row: 4, action: 'update', errors: [] },
  ],
};
const clean = { ...withErrors, previewId: 'b'.repeat(32), errorCount: 0, rows: withErrors.rows.map((r) => ({ ...r, errors: [] })) };

const choose = (name: string) => {
  const input = screen.getByTestId('employee-import').querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new File(['x'], name)] } });
};

describe('EmployeeImport', () => {
  it('shows the upload’s progress, the errors by row and column, and keeps confirm disabled until a clean file', async () => {
    const fetchMock = stubApi({ '/admin/employees/import/confirm': () => json({ created: 2, updated: 1, welcomeSent: 0 }) });
    renderWithProviders(<EmployeeImport />);
    choose('bad.xlsx');
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    expect(FakeXhr.last().url).toBe('/api/admin/employees/import/preview');
    FakeXhr.last().progress(50, 100);
    expect((await screen.findByTestId('import-progress')).querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow')).toBe('50');
    FakeXhr.last().respond(200, withErrors);

    const table = await screen.findByTestId('import-errors');
    expect(table.textContent).toContain('DNI/NIE');
    expect(table.textContent).toContain(es.employeeImport.errors.duplicateInFile);
    expect(screen.getByTestId('import-counts').textContent).toBe('Se crearán 2 y se actualizarán 1 empleados.');
    expect((screen.getByTestId('import-confirm') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('import-ignored').textContent).toContain('Salario fjo');
    expect(screen.getByTestId('import-example-rows').textContent).toBe(es.employeeImport.exampleRows_one.replace('{{rows}}', '2'));

    choose('good.xlsx');
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    FakeXhr.last().respond(200, clean);
    await screen.findByText(es.employeeImport.noErrors);
    fireEvent.click(screen.getByTestId('import-send-welcome'));
    const confirm = screen.getByTestId('import-confirm') as HTMLButtonElement;
    expect(confirm.disabled).toBe(false);
    fireEvent.click(confirm);
    expect((await screen.findByTestId('import-result')).textContent).toBe('Importación completada: 2 creados, 1 actualizados.');
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url).includes('/confirm'))!;
    expect(JSON.parse(String(init?.body))).toEqual({ previewId: clean.previewId, sendWelcome: true });
  });

  it('says why a file was refused (415), and offers every template', async () => {
    stubApi({});
    renderWithProviders(<EmployeeImport />);
    expect(screen.getAllByTestId(/^import-template-/)).toHaveLength(8);
    choose('photo.png');
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    FakeXhr.last().respond(415, { statusCode: 415, error: 'Unsupported Media Type', code: 'UNSUPPORTED_MEDIA_TYPE', message: 'x' });
    expect((await screen.findByTestId('import-upload-error')).textContent).toBe(es.errors.UNSUPPORTED_MEDIA_TYPE);
    expect(screen.queryByTestId('import-confirm')).toBeNull();
  });
});
