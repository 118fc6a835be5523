import 'server-only';
/**
 * CSV for spreadsheets (RFC 4180, CRLF line ends, UTF-8 with a byte order mark so Excel
 * reads accents right). Cells a spreadsheet would run as a formula (starting with
 * `=`, `+`, `-`, `@`, a tab or a carriage return) get a leading `'`. A cell holding a
 * semicolon is quoted too: Excel in locales whose list separator is `;` (German, French …)
 * splits there, and the next part could start a formula.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : value instanceof Date ? value.toISOString() : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",;\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
