import { describe, expect, it } from 'vitest';
import { addressLine, formatAddress } from '@/lib/orders/address-text';
import { SUECA_10 } from '../support/address-fixtures';

// The two lines an address is shown in: at checkout, on the order board and on the staff ticket.

describe('formatAddress', () => {
  it('puts the street and number first, then the floor, door, postal code and town', () => {
    expect(formatAddress(SUECA_10)).toEqual({
      line1: 'Carrer de Sueca 10',
      line2: 'Piso 2, puerta B · 46006 Valencia',
    });
    expect(formatAddress({ ...SUECA_10, floor: null }).line2).toBe('Puerta B · 46006 Valencia');
    expect(formatAddress({ ...SUECA_10, door: null }).line2).toBe('Piso 2 · 46006 Valencia');
  });

  it('leaves out what the address lacks, without stray separators', () => {
    expect(
      formatAddress({ street: 'Plaza Mayor', number: null, floor: null, door: null, postal_code: '28012', town: null }),
    ).toEqual({ line1: 'Plaza Mayor', line2: '28012' });
  });

  it('reads on one line for the board and the staff ticket', () => {
    expect(addressLine(SUECA_10)).toBe('Carrer de Sueca 10 · Piso 2, puerta B · 46006 Valencia');
    expect(addressLine({ ...SUECA_10, floor: null, door: null, postal_code: null, town: null })).toBe(
      'Carrer de Sueca 10',
    );
  });
});
