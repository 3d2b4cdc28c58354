import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import es from '../../../locales/es.json';
import { formatMoney } from '@flexplan/domain/money/format-money';
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

describe('AuditLog', () => {
  it('shows what changed, leaves out what did not, and narrows to an employee with a click', async () => {
    const fetchMock = stubApi({
      '/admin/audit': () => json({ items: [approval], total: 1, page: 1, pageSize: 50 }),
      '/admin/audit/employees/5': () => json({ items: [approval], total: 1, page: 1, pageSize: 50 }),
    });
    renderWithProviders(<AuditLog />);
    const row = await screen.findByTestId('audit-row');
    expect(row.textContent).toContain(es.audit.actions['contract.approved']);
    expect(row.textContent).toContain(`${es.audit.fields.status}: ${es.audit.values.status.pending} → ${es.audit.values.status.contracted}`);
    expect(row.textContent).not.toContain(es.audit.fields.signed);

    fireEvent.click(screen.getByRole('button', { name: es.audit.showEmployee.replace('{{name}}', 'Laura Martín') }));
    await waitFor(() => expect(fetchMock.mock.calls.map(([url]) => String(url))).toContainEqual(expect.stringContaining('/api/admin/audit/employees/5')));
    expect(await screen.findByRole('heading', { name: es.audit.employeeTitle.replace('{{name}}', 'Laura Martín') })).toBeTruthy();
  });

  it('shows each changed value as a person reads it: money in euros, a bag as a percent, a status by its label, a language by its name', async () => {
    const update = {
      ...approval,
      id: 2,
      action: 'employee.updated',
      table: 'users',
      rowId: 5,
      before: { fixedSalary: 3_600_000, companyBag: null, language: 'es', userBagProrate: false },
      after: { fixedSalary: 3_800_000, companyBag: '{"basisPoints":500,"kind":"percent"}', language: 'ca', userBagProrate: true },
    };
    const cancellation = { ...approval, id: 3, action: 'contract.cancelled', before: { status: 'pending' }, after: { status: 'cancelled' } };
    stubApi({ '/admin/audit': () => json({ items: [update, cancellation], total: 2, page: 1, pageSize: 50 }) });
    renderWithProviders(<AuditLog />);
    const [updated, cancelled] = await screen.findAllByTestId('audit-row');
    const text = updated!.textContent!.replaceAll('\u00a0', ' ').replaceAll('\u202f', ' ');
    const euros = (cents: number) => formatMoney(cents, 'es').replaceAll('\u00a0', ' ').replaceAll('\u202f', ' ');
    expect(text).toContain(`${es.audit.fields.fixedSalary}: ${euros(3_600_000)} → ${euros(3_800_000)}`);
    expect(text).toContain(`${es.audit.fields.companyBag}: — → 5 %`);
    expect(text).toContain(`${es.audit.fields.language}: ${es.common.languages.es} → ${es.common.languages.ca}`);
    expect(text).toContain(`${es.audit.fields.userBagProrate}: ${es.audit.values.no} → ${es.audit.values.yes}`);
    expect(text).not.toContain('basisPoints');
    expect(cancelled!.textContent).toContain(`${es.audit.fields.status}: ${es.audit.values.status.pending} → ${es.audit.values.status.cancelled}`);
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
