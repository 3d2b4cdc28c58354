import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import es from '../../../locales/es.json';
import { json, stubApi } from '../../../test/stub-api';
import { renderWithProviders } from '../../../test/render-with-providers';
import { DocumentsPanel } from './documents-panel';

afterEach(() => vi.unstubAllGlobals());

const file = { container: 'documents', name: `${'a'.repeat(32)}.pdf`, originalFilename: 'a.pdf', contentType: 'application/pdf', size: 900 };
const mine = { id: 12, name: 'Recibo guardería', type: 'document', year: 2026, public: false, createdBy: 'me', file };
const fromAdmin = { ...mine, id: 3, name: 'Certificado de retenciones', createdBy: 'admin' };

describe('DocumentsTable: deleting one’s own upload', () => {
  it('offers delete on the documents the person uploaded, never the administrator’s, and deletes after confirming', async () => {
    let listed = [mine, fromAdmin];
    const fetchMock = stubApi({
      '/users/1/documents/all': () => json(listed),
      '/users/1/documents/12': () => {
        listed = [fromAdmin];
        return new Response(null, { status: 204 });
      },
    });
    renderWithProviders(<DocumentsPanel userId={1} />);
    const rows = await screen.findAllByTestId('document-row');
    const mineRow = rows.find((row) => row.textContent?.includes(mine.name))!;
    const adminRow = rows.find((row) => row.textContent?.includes(fromAdmin.name))!;
    expect(within(adminRow).queryByRole('button', { name: es.documents.actions.deleteNamed.replace('{{name}}', fromAdmin.name) })).toBeNull();

    const user = userEvent.setup();
    await user.click(within(mineRow).getByRole('button', { name: es.documents.actions.deleteNamed.replace('{{name}}', mine.name) }));
    await user.click(await screen.findByTestId('document-delete-confirm'));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url, init]) => String(url).endsWith('/api/users/1/documents/12') && init?.method === 'DELETE')).toBe(true),
    );
    await waitFor(() => expect(screen.getAllByTestId('document-row')).toHaveLength(1));
  });
});
