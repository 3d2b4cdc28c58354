import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import es from '../../../locales/es.json';
import { json, never, stubApi } from '../../../test/stub-api';
import { renderWithProviders } from '../../../test/render-with-providers';
import { DocumentsPanel } from './documents-panel';

afterEach(() => vi.unstubAllGlobals());

const payslip = {
  id: 12,
  name: 'Nómina de marzo',
  type: 'document',
  year: 2026,
  public: false,
  createdBy: 'me',
  file: { container: 'documents', name: `${'a'.repeat(32)}.pdf`, originalFilename: 'marzo.pdf' },
};

describe('DocumentsPanel: loading, empty and failed states', () => {
  it('shows rows shaped like the table while the list loads, not a spinner', async () => {
    stubApi({ '/users/1/documents/all': never });
    renderWithProviders(<DocumentsPanel userId={1} />);

    const skeleton = await screen.findByTestId('documents-skeleton');
    expect(skeleton.getAttribute('role')).toBe('status');
    expect(screen.getByRole('status', { name: es.documents.loading })).toBe(skeleton);
    expect(within(skeleton).getAllByTestId('skeleton-row')).toHaveLength(3);
    expect(skeleton.querySelectorAll('.mantine-Skeleton-root').length).toBeGreaterThanOrEqual(3);
    expect(document.querySelector('.mantine-Loader-root')).toBeNull();
    // The add button stays usable meanwhile.
    expect(screen.getByTestId('document-add')).toBeTruthy();
  });

  it('says there are no documents yet and how to add one', async () => {
    stubApi({ '/users/1/documents/all': () => json([]) });
    renderWithProviders(<DocumentsPanel userId={1} />);

    const empty = await screen.findByTestId('documents-empty');
    expect(empty.textContent).toContain(es.documents.empty);
    expect(empty.textContent).toContain(es.states.empty.documents.replace('{{action}}', es.documents.actions.add));
    expect(screen.queryByTestId('documents-skeleton')).toBeNull();
  });

  it('lists the documents once they come', async () => {
    stubApi({ '/users/1/documents/all': () => json([payslip]) });
    renderWithProviders(<DocumentsPanel userId={1} />);
    expect(await screen.findByText('Nómina de marzo')).toBeTruthy();
    expect(screen.queryByTestId('documents-empty')).toBeNull();
  });

  it('offers to try again when the list cannot be read', async () => {
    let calls = 0;
    stubApi({ '/users/1/documents/all': () => (++calls === 1 ? json({ statusCode: 500, message: 'boom' }, 500) : json([payslip])) });
    renderWithProviders(<DocumentsPanel userId={1} />);

    expect(await screen.findByText(es.documents.loadFailed)).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: es.common.retry }));
    expect(await screen.findByText('Nómina de marzo')).toBeTruthy();
  });
});
