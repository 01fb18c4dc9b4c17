/**
 * A spreadsheet cell: always quoted, quotes doubled, and text that a spreadsheet would run as a formula (starting
 * with =, +, -, @, a tab or a carriage return) is prefixed with an apostrophe so that it stays text. Every CSV export
 * (orders, the finance statement) writes its cells through this.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}
