import { describe, expect, it } from 'vitest';
import QRCode from 'qrcode';
import { tableCodes, tableUrl } from '@/lib/restaurants/table-codes';
import { contextFromSearch } from '@/lib/ordering/context';

describe('the QR codes of the tables', () => {
  it('link each table to the fast catalogue of its restaurant with the table chosen', () => {
    const url = new URL(tableUrl('https://pedidos.example.es', 'valencia-ruzafa', 4));
    expect(url.origin + url.pathname).toBe('https://pedidos.example.es/pedido');
    // The link means what the site reads it as: fast service, this restaurant, table 4.
    expect(contextFromSearch(url.searchParams, null)).toEqual({
      deliveryType: 'fast',
      restaurant: 'valencia-ruzafa',
      tableNumber: 4,
    });
  });

  it('are one per table, each the QR code of its own link', async () => {
    const codes = await tableCodes('https://pedidos.example.es', 'valencia-ruzafa', 3);
    expect(codes.map((code) => code.table)).toEqual([1, 2, 3]);
    for (const code of codes) {
      expect(code.url).toBe(tableUrl('https://pedidos.example.es', 'valencia-ruzafa', code.table));
      expect(code.svg).toBe(await QRCode.toString(code.url, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 }));
      expect(code.svg.startsWith('<svg')).toBe(true);
    }
    expect(new Set(codes.map((code) => code.svg)).size).toBe(3);
  });

  it('are none for a restaurant without table service', async () => {
    expect(await tableCodes('https://pedidos.example.es', 'valencia-ruzafa', 0)).toEqual([]);
  });
});
