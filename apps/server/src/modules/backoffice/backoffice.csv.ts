import type { AuditRow } from '@casino/contracts/backoffice';

const columns = [
  'id',
  'at',
  'operatorEmail',
  'action',
  'subjectType',
  'subjectId',
  'ip',
  'before',
  'after',
] as const;

/**
 * One CSV cell: quoted when needed, and a text that a spreadsheet would run as a formula (starting
 * with =, +, -, @, tab or carriage return) is prefixed with an apostrophe (OWASP CSV injection).
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text =
    typeof value === 'string' ? value : typeof value === 'number' ? String(value) : JSON.stringify(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function auditToCsv(rows: AuditRow[]): string {
  const lines = [columns.join(',')];
  for (const row of rows) lines.push(columns.map((column) => csvCell(row[column])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
