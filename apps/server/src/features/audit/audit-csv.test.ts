import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '@flexplan/domain/audit/audit-api';
import { auditCsvOf } from './audit-csv';

const entry: AuditEntry = {
  id: 1,
  at: new Date('2026-03-01T11:00:00Z'),
  companyId: 1,
  actorId: 2,
  actorName: '=HYPERLINK("x")',
  actorRole: 'company-admin',
  action: 'contract.approved',
  table: 'contracts',
  rowId: 7,
  employeeId: null,
  employeeName: 'Laura, "la" Martín',
  before: { status: 'pending' },
  after: { status: 'contracted' },
};

describe('auditCsvOf', () => {
  it('quotes commas and quotes, defuses formulas, and ends lines with CRLF after a BOM', () => {
    const csv = auditCsvOf([entry]);
    expect(csv.startsWith('\uFEFFat,actor,')).toBe(true);
    const [, line] = csv.slice(1).split('\r\n');
    expect(line).toBe(
      `2026-03-01T11:00:00.000Z,"'=HYPERLINK(""x"")",company-admin,contract.approved,contracts,7,,"Laura, ""la"" Martín","{""status"":""pending""}","{""status"":""contracted""}"`,
    );
    expect(csv.endsWith('\r\n')).toBe(true);
  });
});
