/** CSV as spreadsheets read it (RFC 4180, CRLF lines), shared by the console's exports and the server's. */

/** One CSV field: quoted when it holds a separator, a quote or a line break; formulas defused for spreadsheets. */
export function csvField(value: unknown): string {
  if (value === null || value === undefined) return '';
  let s = String(value);
  if (/^[=+\-@\t\r]/.test(s) && typeof value === 'string') s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export const toCsv = (header: string[], rows: unknown[][]) =>
  [header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n');

/** A fraction as a percentage to one decimal (`0.667` → `66.7%`), as a spreadsheet reads it back; empty when there is none. */
export const percentText = (fraction: number | null | undefined) =>
  fraction == null ? '' : `${(fraction * 100).toFixed(1)}%`;
