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

describe('AdminContracts: filters, totals and bulk approval', () => {
  it('says what the list adds up to, and asks the server for the filters chosen', async () => {
    const fetchMock = stubApi({
      '/admin/contracts': () => json({ items: [contract(1)], total: 1, totalPrice: 3990, monthPrice: 1000, page: 1, pageSize: 50 }),
      '/admin/employees/options': () => json({ collectives: [{ id: 4, name: 'Ventas' }], offices: [], legalEntities: [] }),
    });
    renderWithProviders(<AdminContracts />);
    expect(await screen.findByText('Empleado 1')).toBeTruthy();
    expect(screen.getByTestId('admin-totals').textContent).toMatch(/1 contrato · 39,90\s€ en total · 10,00\s€ en el mes/);
    fireEvent.change(screen.getByTestId('admin-filter-category'), { target: { value: 'gym' } });
    await waitFor(() => expect(fetchMock.mock.calls.map(([url]) => String(url))).toContainEqual(expect.stringContaining('category=gym')));
    await screen.findByRole('option', { name: 'Ventas' });
    fireEvent.change(screen.getByTestId('admin-filter-collective'), { target: { value: '4' } });
    await waitFor(() => expect(fetchMock.mock.calls.map(([url]) => String(url))).toContainEqual(expect.stringMatching(/category=gym.*collectiveId=4/)));
  });

  it('approves the contracts chosen together, and says how many', async () => {
    const fetchMock = stubApi({
      '/admin/contracts': () => json({ items: [contract(1), contract(2)], total: 2, totalPrice: 7980, monthPrice: null, page: 1, pageSize: 50 }),
      '/admin/contracts/bulk-approve': () => json({ approved: 1, outcomes: ['approved', 'notAllowed'] }),
    });
    renderWithProviders(<AdminContracts />);
    const boxes = await screen.findAllByTestId('admin-select');
    expect(screen.queryByTestId('admin-bulk-approve')).toBeNull();
    fireEvent.click(boxes[0]!);
    fireEvent.click(boxes[1]!);
    fireEvent.click(await screen.findByTestId('admin-bulk-approve'));
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/bulk-approve'))).toBe(true));
    const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/bulk-approve'))!;
    expect(JSON.parse(String(call[1]!.body))).toEqual({ ids: [1, 2] });
  });
});
