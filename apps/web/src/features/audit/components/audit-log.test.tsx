import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import es from '../../../locales/es.json';
import { json, stubApi } from '../../../test/stub-api';
import { renderWithProviders } from '../../../test/render-with-providers';
import AuditLog from './audit-log';

afterEach(() => vi.unstubAllGlobals());

const approval = {
  id: 1,
  at: '2026-11-20T10:00:00.000Z',
  companyId: 1,
  actorId: 9,
  actorName: 'Carmen Navarro',
  actorRole: 'company-admin',
  action: 'contract.approved',
  table: 'contracts',
  rowId: 42,
  employeeId: 5,
  employeeName: 'Laura Martín',
  before: { status: 'pending', signed: true },
  after: { status: 'contracted', signed: true },
};

describe('AuditLog (issue 17)', () => {
  it('shows what changed, leaves out what did not, and narrows to an employee with a click', async () => {
    const fetchMock = stubApi({
      '/admin/audit': () => json({ items: [approval], total: 1, page: 1, pageSize: 50 }),
      '/admin/audit/employees/5': () => json({ items: [approval], total: 1, page: 1, pageSize: 50 }),
    });
    renderWithProviders(<AuditLog />);
    const row = await screen.findByTestId('audit-row');
    expect(row.textContent).toContain(es.audit.actions['contract.approved']);
    expect(row.textContent).toContain(`${es.audit.fields.status}: pending → contracted`);
    expect(row.textContent).not.toContain(es.audit.fields.signed);

    fireEvent.click(screen.getByRole('button', { name: es.audit.showEmployee.replace('{{name}}', 'Laura Martín') }));
    await waitFor(() => expect(fetchMock.mock.calls.map(([url]) => String(url))).toContainEqual(expect.stringContaining('/api/admin/audit/employees/5')));
    expect(await screen.findByRole('heading', { name: es.audit.employeeTitle.replace('{{name}}', 'Laura Martín') })).toBeTruthy();
  });

  it("shows the server's per-field message by the filter it belongs to", async () => {
    stubApi({
      '/admin/audit': () => json({ statusCode: 400, error: 'Bad Request', code: 'VALIDATION', message: 'No', fields: { to: 'validation.invalid' } }, 400),
    });
    renderWithProviders(<AuditLog />);
    expect(await screen.findByText(es.validation.invalid)).toBeTruthy();
    expect(screen.queryByText(es.audit.loadFailed)).toBeNull();
  });
});
