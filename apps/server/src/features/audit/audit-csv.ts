import type { AuditEntry } from '@flexplan/domain/audit/audit-api';

const header = ['at', 'actor', 'actorRole', 'action', 'table', 'rowId', 'employeeId', 'employee', 'before', 'after'];

/**
 * The entries as CSV (RFC 4180, CRLF, UTF-8 with a BOM so a spreadsheet reads the accents). A cell
 * that a spreadsheet would run as a formula (=, +, -, @) is prefixed with an apostrophe.
 */
export function auditCsvOf(entries: AuditEntry[]): string {
  const lines = [header, ...entries.map(rowOf)].map((cells) => cells.map(cellOf).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

function rowOf(e: AuditEntry): (string | number | null)[] {
  return [
    e.at.toISOString(),
    e.actorName,
    e.actorRole,
    e.action,
    e.table,
    e.rowId,
    e.employeeId,
    e.employeeName,
    JSON.stringify(e.before),
    JSON.stringify(e.after),
  ];
}

function cellOf(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}
