import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import es from '../../../locales/es.json';
import { json } from '../../../test/stub-api';
import { renderWithProviders } from '../../../test/render-with-providers';
import AdminNewsSection from './admin-news-section';

afterEach(() => vi.unstubAllGlobals());

// The server's today, which may not be the browser's.
const today = '2026-11-23';
const draft = {
  id: 21,
  text: { es: 'Borrador de campaña', ca: 'Esborrany', pt: 'Rascunho' },
  collectiveIds: [5],
  publishOn: null,
  expiresOn: null,
  status: 'draft',
  updatedAt: '2026-11-20T10:00:00Z',
};
const live = {
  id: 22,
  text: { es: 'Abierta la campaña' },
  collectiveIds: [],
  publishOn: '2026-01-10',
  expiresOn: null,
  status: 'live',
  updatedAt: '2026-01-10T10:00:00Z',
};
const listed = { today, items: [draft, live], languages: ['es', 'ca'], collectives: [{ id: 5, name: 'Red Comercial' }] };

/** A fake API: GET answers the list, any write echoes a message. */
function stubNewsApi() {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const path = new URL(String(input), 'http://localhost').pathname.replace(/^\/api/, '');
    if ((init?.method ?? 'GET') !== 'GET') return json(live);
    if (path === '/admin/news') return json(listed);
    return json({ statusCode: 404, code: 'NOT_FOUND', message: 'Not found' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
const writes = (fetchMock: ReturnType<typeof stubNewsApi>) =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method && init.method !== 'GET')
    .map(([input, init]) => ({
      method: init!.method,
      path: new URL(String(input), 'http://localhost').pathname,
      body: JSON.parse(String(init!.body ?? 'null')),
    }));

describe('AdminNewsSection', () => {
  it('lists each message with its status and audience, and publishes a draft on the server’s today with its texts and collectives', async () => {
    const fetchMock = stubNewsApi();
    renderWithProviders(<AdminNewsSection />);
    const rows = await screen.findAllByTestId('admin-news-row');
    expect(rows.map((row) => row.getAttribute('data-status'))).toEqual(['draft', 'live']);
    expect(rows[0]!.textContent).toContain('Red Comercial');
    expect(rows[1]!.textContent).toContain(es.adminNews.audienceAll);
    expect(within(rows[1]!).queryByTestId('admin-news-publish')).toBeNull();
    fireEvent.click(within(rows[0]!).getByTestId('admin-news-publish'));
    await waitFor(() =>
      expect(writes(fetchMock)).toEqual([
        // The Portuguese text, in a language the company does not offer, is dropped: the server would refuse it.
        {
          method: 'PUT',
          path: '/api/admin/news/21',
          body: { text: { es: 'Borrador de campaña', ca: 'Esborrany' }, collectiveIds: [5], publishOn: today, expiresOn: null },
        },
      ]),
    );
  });

  it('previews markup as the characters typed, and asks for the first language before sending anything', async () => {
    const fetchMock = stubNewsApi();
    renderWithProviders(<AdminNewsSection />);
    fireEvent.click(await screen.findByTestId('admin-news-add'));
    const form = await screen.findByTestId('news-form');
    const catalan = within(form).getByLabelText(es.adminNews.fields.textIn.replace('{{language}}', 'Català'), { exact: false });
    fireEvent.change(catalan, { target: { value: '<img src=x onerror="alert(1)"> Hola' } });
    fireEvent.click(screen.getByTestId('news-save'));
    const spanish = within(form).getByLabelText(es.adminNews.fields.textIn.replace('{{language}}', 'Español'), { exact: false });
    await waitFor(() => expect(spanish.getAttribute('aria-invalid')).toBe('true'));
    expect(form.textContent).toContain(es.validation.required);
    expect(writes(fetchMock)).toEqual([]);

    // The preview falls back to the Spanish text a Catalan reader would see, then shows the Catalan one as text.
    const preview = screen.getByTestId('news-preview');
    fireEvent.change(spanish, { target: { value: 'Hola a todos' } });
    fireEvent.click(within(preview).getByText('Català'));
    await waitFor(() => expect(preview.textContent).toContain('<img src=x onerror="alert(1)"> Hola'));
    expect(preview.querySelector('img')).toBeNull();
  });
});
