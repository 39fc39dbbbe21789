// CSV files the back office downloads (issue 14: codes of a promotion, the
// reports), made for a Spanish spreadsheet: a UTF-8 byte order mark so the
// accents survive, ";" between cells (the comma is the decimal separator),
// CRLF between rows, and formula injection neutralised: text starting with
// = + - @ or a tab or carriage return gets a leading apostrophe (OWASP's
// advice), since names and reasons are typed by people.

const FORMULA_START = /^[=+\-@\t\r]/;

/** A cell: text (neutralised, quoted when needed), a count, or a number already written the Spanish way ("1234,50"). */
export type CsvValue = string | number | null | undefined | { number: string };

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'object') return value.number;
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The whole file: the mark and the rows (the first one, the header). */
export function toCsv(rows: readonly (readonly CsvValue[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(';')).join('\r\n')}\r\n`;
}

/** Cents as a spreadsheet number with a decimal comma: 123450 → "1234,50", -5 → "-0,05". */
export function csvEuros(cents: number): { number: string } {
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(Math.trunc(cents));
  return { number: `${sign}${Math.floor(absolute / 100)},${String(absolute % 100).padStart(2, '0')}` };
}

/** The download answer: CSV as an attachment named `filename`. */
export function csvResponse(body: string, filename: string): Response {
  return new Response(body, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${filename.replace(/[^\w.-]/g, '_')}"`,
      'Cache-Control': 'no-store',
    },
  });
}

/** CSV when asked by `?format=csv` (a plain link) or by an Accept header naming text/csv; `?format=json` wins. */
export function wantsCsv(request: Request): boolean {
  const format = new URL(request.url).searchParams.get('format');
  if (format === 'csv' || format === 'json') return format === 'csv';
  const accept = request.headers.get('accept') ?? '';
  return accept.split(',').some((type) => type.split(';')[0]!.trim().toLowerCase() === 'text/csv');
}
