import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import es from '../../../locales/es.json';
import { json } from '../../../test/stub-api';
import { renderWithProviders } from '../../../test/render-with-providers';
import { MenuItemsList } from './menu-items-list';

afterEach(() => vi.unstubAllGlobals());

const tiles = [
  { id: 11, icon: 'info', link: '/home', position: 1, name: { es: 'Mi plan', en: 'My plan' }, hiddenReason: null },
  { id: 12, icon: 'documents', link: '/documents', position: 2, name: { es: 'Documentos' }, hiddenReason: null },
];
const label = (template: string, name: string) => template.replace('{{name}}', name);

/** A fake API: GET answers the tiles, any write what `onWrite` says for its method and path. */
function stubMenuApi(onWrite: (method: string, path: string, body: unknown) => Response = () => json(tiles[0]), listed: object[] = tiles) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const path = new URL(String(input), 'http://localhost').pathname.replace(/^\/api/, '');
    const method = init?.method ?? 'GET';
    if (method !== 'GET') return onWrite(method, path, init?.body ? JSON.parse(String(init.body)) : undefined);
    if (path === '/admin/company/menu-items') return json({ items: listed });
    return json({ statusCode: 404, code: 'NOT_FOUND', message: 'Not found' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
const writes = (fetchMock: ReturnType<typeof stubMenuApi>) =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method && init.method !== 'GET')
    .map(([input, init]) => ({
      method: init!.method,
      path: new URL(String(input), 'http://localhost').pathname,
      body: init!.body ? JSON.parse(String(init!.body)) : undefined,
    }));

describe('MenuItemsList', () => {
  it('marks a tile employees do not see, with the reason the server gives, and only that one', async () => {
    const compensation = {
      id: 13,
      icon: 'compensation',
      link: '/compensation',
      position: 3,
      name: { es: 'Compensación total' },
      hiddenReason: 'compensationHidden',
    };
    stubMenuApi(undefined, [...tiles, compensation]);
    renderWithProviders(<MenuItemsList languages={['es']} />);
    const rows = await screen.findAllByTestId('menu-item-row');
    expect(rows.map((row) => within(row).queryByTestId('menu-item-hidden') !== null)).toEqual([false, false, true]);
    const note = within(rows[2]!).getByTestId('menu-item-hidden');
    expect(note.textContent).toContain(es.companySettings.menu.hidden.badge);
    expect(note.textContent).toContain(es.companySettings.menu.hidden.reasons.compensationHidden);
  });

  it('lists the tiles in order and moves one down with the whole new order', async () => {
    const fetchMock = stubMenuApi(() => json({ items: [tiles[1], tiles[0]] }));
    renderWithProviders(<MenuItemsList languages={['es', 'ca', 'en']} />);
    const rows = await screen.findAllByTestId('menu-item-row');
    expect(rows.map((row) => row.textContent)).toEqual([expect.stringContaining('Mi plan'), expect.stringContaining('Documentos')]);
    const up = screen.getByRole('button', { name: label(es.companySettings.menu.moveUp, 'Mi plan') });
    expect(up.hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: label(es.companySettings.menu.moveDown, 'Mi plan') }));
    await waitFor(() => expect(writes(fetchMock)).toEqual([{ method: 'PUT', path: '/api/admin/company/menu-items/order', body: { ids: [12, 11] } }]));
  });

  it('creates a tile with a name per company language, checked with the domain schema, then shows the server’s 400 by field', async () => {
    const fetchMock = stubMenuApi(() =>
      json({ statusCode: 400, error: 'Bad Request', code: 'VALIDATION', message: 'No', fields: { 'name.ca': 'validation.tooLong' } }, 400),
    );
    renderWithProviders(<MenuItemsList languages={['es', 'ca', 'en']} />);
    fireEvent.click(await screen.findByTestId('menu-item-add'));
    const form = await screen.findByTestId('menu-item-form');
    const nameIn = (language: 'es' | 'ca' | 'en') =>
      within(form).getByLabelText(new RegExp(es.companySettings.menu.nameIn.replace('{{language}}', es.companySettings.languages[language])));
    expect(within(form).queryByLabelText(new RegExp(es.companySettings.languages.pt))).toBeNull();

    // No Spanish name and a link to another host: refused before anything is sent.
    fireEvent.change(within(form).getByLabelText(new RegExp(es.companySettings.menu.link)), { target: { value: '//evil.test' } });
    fireEvent.click(within(form).getByTestId('menu-item-save'));
    expect(await within(form).findByText(es.validation.required)).toBeTruthy();
    expect(within(form).getByText(es.validation.invalid)).toBeTruthy();
    expect(writes(fetchMock)).toHaveLength(0);

    fireEvent.change(within(form).getByLabelText(new RegExp(es.companySettings.menu.link)), { target: { value: '/documents' } });
    fireEvent.change(nameIn('es'), { target: { value: 'Nóminas' } });
    fireEvent.change(nameIn('ca'), { target: { value: 'Nòmines' } });
    fireEvent.click(within(form).getByTestId('menu-item-save'));
    expect(await within(form).findByText(es.validation.tooLong)).toBeTruthy();
    expect(writes(fetchMock)).toEqual([
      { method: 'POST', path: '/api/admin/company/menu-items', body: { icon: 'info', link: '/documents', name: { es: 'Nóminas', ca: 'Nòmines' } } },
    ]);
  });

  it('changes a tile with its values filled in, and deletes one after a confirmation', async () => {
    const fetchMock = stubMenuApi((method) => (method === 'DELETE' ? new Response(null, { status: 204 }) : json(tiles[1])));
    renderWithProviders(<MenuItemsList languages={['es', 'en']} />);
    fireEvent.click(await screen.findByRole('button', { name: label(es.companySettings.menu.edit, 'Documentos') }));
    const form = await screen.findByTestId('menu-item-form');
    await waitFor(() => expect((within(form).getByLabelText(new RegExp(es.companySettings.menu.link)) as HTMLInputElement).value).toBe('/documents'));
    fireEvent.click(within(form).getByTestId('menu-item-save'));
    await waitFor(() => expect(writes(fetchMock)[0]).toMatchObject({ method: 'PUT', path: '/api/admin/company/menu-items/12', body: { icon: 'documents' } }));

    fireEvent.click(screen.getByRole('button', { name: label(es.companySettings.menu.delete, 'Mi plan') }));
    fireEvent.click(await screen.findByTestId('menu-item-delete-confirm'));
    await waitFor(() => expect(writes(fetchMock).at(-1)).toEqual({ method: 'DELETE', path: '/api/admin/company/menu-items/11', body: undefined }));
  });
});
