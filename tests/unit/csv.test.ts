import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from '@/lib/http/csv';

describe('CSV for a Spanish spreadsheet', () => {
  it('starts with a byte order mark, separates cells with ";" and rows with CRLF', () => {
    expect(
      toCsv([
        ['Código', 'Pedido'],
        ['AB-1', 'VAL1-000001'],
      ]),
    ).toBe('\uFEFFCódigo;Pedido\r\nAB-1;VAL1-000001\r\n');
  });

  it('quotes cells holding the separator, quotes or line breaks', () => {
    expect(csvCell('uno; dos')).toBe('"uno; dos"');
    expect(csvCell('el "mejor"')).toBe('"el ""mejor"""');
    expect(csvCell('a\nb')).toBe('"a\nb"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(12.5)).toBe('12.5');
  });

  it.each(['=HYPERLINK("http://x")', '+34 600', '-1+1', '@SUM(A1)', '\tcmd', '\rcmd'])(
    'turns %j into text, so a spreadsheet never runs it',
    (value) => expect(csvCell(value).replace(/^"/, '')).toMatch(/^'/),
  );
});
