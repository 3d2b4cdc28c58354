import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import es from '../../../locales/es.json';
import { json, stubApi } from '../../../test/stub-api';
import { renderWithProviders } from '../../../test/render-with-providers';
import { AdminContracts } from './admin-contracts';

afterEach(() => vi.unstubAllGlobals());

const contract = (id: number) => ({
  id,
  status: 'pending',
  signed: true,
  year: 2027,
  product: 'gym',
  price: 3990,
  effectiveDate: '2027-01-01',
  benefitName: { es: `Gimnasio ${id}` },
  employee: `Empleado ${id}`,
  email: `e${id}@acme.test`,
  updatedAt: '2026-11-20T10:00:00.000Z',
});

/** GET /admin/contracts as the server pages it: 120 pending contracts, 50 a page. */
function stubPages() {
  return stubApi({
    '/admin/contracts': () => json({ items: [contract(1), contract(2)], total: 120, totalPrice: 0, monthPrice: null, page: 1, pageSize: 50 }),
  });
}

describe('AdminContracts: a page at a time', () => {
  it('shows the total and three named pages, and asks the server for the page chosen', async () => {
    const fetchMock = stubPages();
    renderWithProviders(<AdminContracts />);
    expect(await screen.findByText('Empleado 1')).toBeTruthy();
    expect(screen.getByTestId('admin-total').textContent).toBe(es.admin.pagination.total_other.replace('{{formatted}}', '120'));
    const pageName = (page: number) => es.admin.pagination.page.replace('{{page}}', String(page));
    const pages = within(screen.getByRole('navigation', { name: es.admin.pagination.label }));
    expect(pages.getByRole('button', { name: pageName(3) })).toBeTruthy();
    expect(pages.queryByRole('button', { name: pageName(4) })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: es.admin.pagination.next }));
    await waitFor(() => expect(fetchMock.mock.calls.map(([url]) => String(url))).toContainEqual(expect.stringContaining('page=2')));
    // The first call for the list (the collectives of the filter are asked beside it).
    expect(fetchMock.mock.calls.map(([url]) => String(url)).find((url) => url.includes('/admin/contracts'))).toContain('pageSize=50');
  });

  it('shows no pager when one page holds everything', async () => {
    stubApi({ '/admin/contracts': () => json({ items: [contract(1)], total: 1, totalPrice: 0, monthPrice: null, page: 1, pageSize: 50 }) });
    renderWithProviders(<AdminContracts />);
    expect(await screen.findByText('Empleado 1')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: es.admin.pagination.label })).toBeNull();
  });
});
