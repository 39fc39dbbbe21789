import { describe, expect, it } from 'vitest';
import { csvCell, csvEuros, toCsv, wantsCsv } from '@/lib/http/csv';

describe('CSV for a Spanish spreadsheet', () => {
  it('writes euros with a decimal comma and no thousands mark', () => {
    expect(csvEuros(123_450)).toEqual({ number: '1234,50' });
    expect(csvEuros(5)).toEqual({ number: '0,05' });
    expect(csvEuros(0)).toEqual({ number: '0,00' });
    expect(csvEuros(-250)).toEqual({ number: '-2,50' });
  });

  it.each([
    ['=HYPERLINK("http://x")', `"'=HYPERLINK(""http://x"")"`],
    ['+34 600', "'+34 600"],
    ['-1+2', "'-1+2"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    ['\rcmd', `"'\rcmd"`],
    ['Burger Clásica', 'Burger Clásica'],
    ['Pan; sin gluten', '"Pan; sin gluten"'],
    ['Dijo "ya"', '"Dijo ""ya"""'],
    ['línea\nnueva', '"línea\nnueva"'],
    ['a=b', 'a=b'],
  ])('neutralises and quotes text, so a spreadsheet never runs it: %j', (text, expected) => {
    expect(csvCell(text)).toBe(expected);
  });

  it('leaves numbers and amounts alone (a negative amount is a number, not a formula)', () => {
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell(csvEuros(-250))).toBe('-2,50');
    expect(csvCell(null)).toBe('');
  });

  it('starts with the byte order mark, separates with ";" and ends lines with CRLF', () => {
    expect(
      toCsv([
        ['Día', 'Ventas (€)'],
        ['01/03/2026', csvEuros(1250)],
      ]),
    ).toBe('\uFEFFDía;Ventas (€)\r\n01/03/2026;12,50\r\n');
  });

  it('is asked for by ?format=csv or an Accept header naming text/csv; ?format=json wins', () => {
    const asking = (query: string, accept?: string) =>
      wantsCsv(new Request(`http://local/x${query}`, { headers: accept ? { accept } : {} }));
    expect(asking('?format=csv')).toBe(true);
    expect(asking('?format=json', 'text/csv')).toBe(false);
    expect(asking('', 'text/csv')).toBe(true);
    expect(asking('', 'application/json, TEXT/CSV;q=0.9')).toBe(true);
    expect(asking('', 'application/json')).toBe(false);
    expect(asking('')).toBe(false);
  });
});
