import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import es from '../../../locales/es.json';
import { json } from '../../../test/stub-api';
import { renderWithProviders } from '../../../test/render-with-providers';
import { notifySuccess } from '../../../shared/api/notify-api-error';
import EmployeesAdmin from './employees-admin';

// The toasts are Mantine's, drawn by the app's shell: here, what is asked of them.
vi.mock('../../../shared/api/notify-api-error', async (original) => ({ ...(await original<object>()), notifySuccess: vi.fn() }));

afterEach(() => vi.unstubAllGlobals());

const person = (id: number, over: Record<string, unknown> = {}) => ({
  id,
  firstName: `Nombre${id}`,
  lastName1: 'Apellido',
  lastName2: null,
  email: `p${id}@acme.test`,
  employeeNumber: `E-${id}`,
  collectiveId: 1,
  officeId: null,
  legalEntityId: null,
  role: 'employee',
  status: 'active',
  isPasswordDeprecated: false,
  createdAt: '2026-11-20T10:00:00.000Z',
  ...over,
});

/** The employees API by method and path; `post` answers creations and account actions. */
function stubEmployeesApi(post: (path: string, body: unknown) => Response = () => json({})) {
  const fetchMock = vi.fn<typeof fetch>((input, init) => {
    const path = new URL(String(input), 'http://localhost').pathname.replace(/^\/api/, '');
    if (init?.method === 'POST' || init?.method === 'PUT') return Promise.resolve(post(path, JSON.parse(String(init.body ?? '{}'))));
    if (path === '/admin/employees') return Promise.resolve(json({ items: [person(1), person(2, { status: 'inactive' })], total: 120, page: 1, pageSize: 50 }));
    if (path === '/admin/employees/1/products')
      return Promise.resolve(
        json({
          items: [
            { id: 11, alias: 'food', line: 'Exent', name: { es: 'Tarjeta comida' }, isEnabled: true, isActiveForEmployee: true },
            { id: 12, alias: 'gym', line: 'Top', name: { es: 'Gimnasio' }, isEnabled: true, isActiveForEmployee: false },
            { id: 13, alias: 'lottery', line: 'Top', name: { es: 'Lotería' }, isEnabled: false, isActiveForEmployee: false },
          ],
        }),
      );
    if (path === '/admin/employees/options')
      return Promise.resolve(json({ collectives: [{ id: 1, name: 'Oficinas Centrales' }], offices: [], legalEntities: [] }));
    return Promise.resolve(json({ statusCode: 404, code: 'NOT_FOUND', message: 'Not found' }, 404));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
const calls = (fetchMock: ReturnType<typeof stubEmployeesApi>) => fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`);

describe('EmployeesAdmin', () => {
  it('lists the company’s people with the total, their collective and status, and sorts through the server', async () => {
    const fetchMock = stubEmployeesApi();
    renderWithProviders(<EmployeesAdmin />);
    expect(await screen.findByText('Nombre1 Apellido')).toBeTruthy();
    expect(screen.getByTestId('employees-total').textContent).toBe(es.employees.total_other.replace('{{formatted}}', '120'));
    const rows = screen.getAllByTestId('employee-row');
    expect(within(rows[1]!).getByTestId('employee-status').textContent).toBe(es.employees.status.inactive);
    await waitFor(() => expect(within(rows[0]!).getByText('Oficinas Centrales')).toBeTruthy());
    expect(calls(fetchMock)).toContainEqual(expect.stringMatching(/GET .*\/admin\/employees\?.*sort=name&order=asc&page=1&pageSize=50/));

    fireEvent.click(screen.getByTestId('employees-sort-employeeNumber'));
    await waitFor(() => expect(calls(fetchMock)).toContainEqual(expect.stringContaining('sort=employeeNumber&order=asc')));
  });

  it('validates the form with the domain schema before sending, then shows the server’s 409 on its field', async () => {
    const fetchMock = stubEmployeesApi(() =>
      json({ statusCode: 409, error: 'Conflict', code: 'EMPLOYEE_NOT_UNIQUE', message: 'x', fields: { email: 'errors.EMPLOYEE_NOT_UNIQUE' } }, 409),
    );
    renderWithProviders(<EmployeesAdmin />);
    fireEvent.click(await screen.findByTestId('employee-create'));
    const form = await screen.findByTestId('employee-form');
    fireEvent.click(within(form).getByTestId('employee-save'));
    expect(await within(form).findAllByText(es.validation.required)).not.toHaveLength(0);
    expect(calls(fetchMock).filter((c) => c.startsWith('POST'))).toEqual([]);

    const type = (label: string, value: string) => fireEvent.change(within(form).getByLabelText(label, { exact: false }), { target: { value } });
    type(es.employees.fields.firstName, 'Nuria');
    type(es.employees.fields.lastName1, 'Sanz');
    type(es.employees.fields.personalId, '44444444A');
    type(es.employees.fields.email, 'laura.martin@acme.test');
    type(es.employees.fields.fixedSalary, '30.000');
    type(es.employees.fields.BAN, 'ES00 1234');
    fireEvent.click(within(form).getByTestId('employee-save'));
    expect(await within(form).findByText(es.employees.validation.iban)).toBeTruthy();

    type(es.employees.fields.BAN, '');
    fireEvent.click(within(form).getByTestId('employee-save'));
    expect(await within(form).findByText(es.errors.EMPLOYEE_NOT_UNIQUE, { selector: '.mantine-InputWrapper-error' })).toBeTruthy();
    const [, init] = fetchMock.mock.calls.find(([, i]) => i?.method === 'POST')!;
    expect(JSON.parse(String(init!.body))).toMatchObject({ firstName: 'Nuria', email: 'laura.martin@acme.test', fixedSalary: 3_000_000, paymentCount: 12 });
  });

  it('saving an edited person closes the drawer with a toast, as creating does, even when the list answers after the record', async () => {
    const detail = { ...person(1), personalId: '12345678Z', language: 'es', costCenter: null, fixedSalary: 3_000_000, variableSalary: 0, paymentCount: 12 };
    const record = {
      ...detail,
      flexibleBag: 0,
      topBag: 0,
      companyBag: null,
      userBag: 0,
      userBagProrate: false,
      userBagRestricted: false,
      privateUse: 0,
      BAN: null,
    };
    let isSaved = false;
    const fetchMock = vi.fn<typeof fetch>((input, init) => {
      const path = new URL(String(input), 'http://localhost').pathname.replace(/^\/api/, '');
      if (init?.method === 'PUT') {
        isSaved = true;
        return Promise.resolve(json(record));
      }
      if (path === '/admin/employees/1') return Promise.resolve(json(record));
      if (path === '/admin/employees/options')
        return Promise.resolve(json({ collectives: [{ id: 1, name: 'Oficinas Centrales' }], offices: [], legalEntities: [] }));
      // After the save the list is the slow read: the record's has answered and been drawn before it.
      const list = () => json({ items: [person(1)], total: 1, page: 1, pageSize: 50 });
      return isSaved ? new Promise((resolve) => setTimeout(() => resolve(list()), 150)) : Promise.resolve(list());
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<EmployeesAdmin />);
    const [row] = await screen.findAllByTestId('employee-row');
    fireEvent.click(within(row!).getByTestId('employee-actions'));
    fireEvent.click(await screen.findByTestId('employee-edit'));
    const form = await screen.findByTestId('employee-form');
    await waitFor(() => expect((within(form).getByLabelText(es.employees.fields.firstName, { exact: false }) as HTMLInputElement).value).toBe('Nombre1'));
    fireEvent.change(within(form).getByLabelText(es.employees.fields.lastName2, { exact: false }), { target: { value: 'Editada' } });
    fireEvent.click(within(form).getByTestId('employee-save'));
    await waitFor(() => expect(calls(fetchMock)).toContainEqual(expect.stringMatching(/^PUT .*\/admin\/employees\/1$/)));
    await waitFor(() => expect(screen.queryByTestId('employee-form')).toBeNull(), { timeout: 2000 });
    expect(notifySuccess).toHaveBeenCalledWith(es.employees.done.updated);
  }, 15_000);

  it('deactivates a person only after the confirmation', async () => {
    const fetchMock = stubEmployeesApi(() => json({ id: 1, status: 'inactive', isPasswordDeprecated: false }));
    renderWithProviders(<EmployeesAdmin />);
    const [row] = await screen.findAllByTestId('employee-row');
    fireEvent.click(within(row!).getByTestId('employee-actions'));
    fireEvent.click(await screen.findByTestId('employee-deactivate'));
    const dialog = await screen.findByTestId('employee-confirm');
    expect(dialog.textContent).toContain('Nombre1 Apellido');
    expect(calls(fetchMock).filter((c) => c.startsWith('POST'))).toEqual([]);
    fireEvent.click(within(dialog).getByTestId('employee-confirm-button'));
    await waitFor(() => expect(calls(fetchMock)).toContainEqual(expect.stringMatching(/^POST .*\/admin\/employees\/1\/deactivate$/)));
  });

  it('switches which products one person may hire, sending the whole set', async () => {
    const fetchMock = stubEmployeesApi((_path, body) => json({ items: [], ...(body as object) }));
    renderWithProviders(<EmployeesAdmin />);
    const [row] = await screen.findAllByTestId('employee-row');
    fireEvent.click(within(row!).getByTestId('employee-actions'));
    fireEvent.click(await screen.findByTestId('employee-products-open'));
    const list = await screen.findByTestId('employee-products');
    expect(within(list).getByText(es.employees.products.offByEmployee)).toBeTruthy();
    fireEvent.click(within(list).getByLabelText('Gimnasio'));
    fireEvent.click(within(list).getByLabelText('Lotería'));
    fireEvent.click(within(list).getByTestId('employee-products-save'));
    await waitFor(() => expect(calls(fetchMock)).toContainEqual(expect.stringMatching(/PUT .*\/admin\/employees\/1\/products$/)));
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(JSON.parse(String(put[1]!.body))).toEqual({ productIds: [11, 13] });
  });
});
