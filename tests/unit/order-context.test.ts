import { describe, expect, it } from 'vitest';
import {
  catalogueHref,
  contextFromSearch,
  parseOrderContext,
  parseTableNumber,
  serializeOrderContext,
} from '@/lib/ordering/context';

const search = (query: string) => new URLSearchParams(query);

describe('the order context', () => {
  it('survives a round trip through the cookie', () => {
    const context = { deliveryType: 'fast' as const, restaurant: 'valencia-ruzafa', tableNumber: 7 };
    expect(parseOrderContext(serializeOrderContext(context))).toEqual(context);
  });

  it.each([null, '', 'not json', '{"r":"../etc"}', '{"t":"fast"}', '{"r":5}'])('refuses a bad cookie %s', (raw) => {
    expect(parseOrderContext(raw)).toBeNull();
  });

  it('maps the type of the URL like the rest of the site (recoger, fast, else delivery)', () => {
    expect(contextFromSearch(search('restaurante=a-b&tipo=recoger'), null)?.deliveryType).toBe('takeaway');
    expect(contextFromSearch(search('restaurante=a-b&tipo=fast'), null)?.deliveryType).toBe('fast');
    expect(contextFromSearch(search('restaurante=a-b&tipo=otra'), null)?.deliveryType).toBe('delivery');
  });

  it('takes a table for fast service, and ?mesa alone moves the current context to that table', () => {
    expect(contextFromSearch(search('restaurante=a-b&mesa=7'), null)).toEqual({
      deliveryType: 'fast',
      restaurant: 'a-b',
      tableNumber: 7,
    });
    expect(contextFromSearch(search('restaurante=a-b&tipo=recoger&mesa=7'), null)?.tableNumber).toBeNull();
    const current = { deliveryType: 'takeaway' as const, restaurant: 'a-b', tableNumber: null };
    expect(contextFromSearch(search('mesa=12'), current)).toEqual({
      deliveryType: 'fast',
      restaurant: 'a-b',
      tableNumber: 12,
    });
    expect(contextFromSearch(search('mesa=12'), null)).toBeNull();
    expect(contextFromSearch(search(''), current)).toBeNull();
  });

  it.each([
    ['7', 7],
    ['999', 999],
    ['0', null],
    ['1000', null],
    ['-3', null],
    ['7a', null],
    [null, null],
  ])('table number %s → %s', (value, expected) => {
    expect(parseTableNumber(value)).toBe(expected);
  });

  it('builds the catalogue link back from a context', () => {
    const href = catalogueHref({ deliveryType: 'fast', restaurant: 'valencia-ruzafa', tableNumber: 7 });
    expect(href).toBe('/pedido?restaurante=valencia-ruzafa&tipo=fast&mesa=7');
    expect(contextFromSearch(new URL(href, 'http://x').searchParams, null)).toEqual({
      deliveryType: 'fast',
      restaurant: 'valencia-ruzafa',
      tableNumber: 7,
    });
  });
});
