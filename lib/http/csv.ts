// CSV files the back office downloads (issue 14: codes of a promotion, the
// reports), made for a Spanish spreadsheet: a UTF-8 byte order mark so the
// accents survive, ";" between cells (the comma is the decimal separator),
// CRLF between rows, and formula injection neutralised: a cell starting with
// = + - @ or a tab or carriage return is read as text (OWASP's advice).

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(';')).join('\r\n')}\r\n`;
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

/** Whether the client asked for CSV: `Accept: text/csv`, or `?format=csv` for a plain link. */
export function wantsCsv(request: Request): boolean {
  return (
    new URL(request.url).searchParams.get('format') === 'csv' ||
    (request.headers.get('accept') ?? '').includes('text/csv')
  );
}
