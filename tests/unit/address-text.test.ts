import { describe, expect, it } from 'vitest';
import { addressLine, formatAddress } from '@/lib/orders/address-text';

// The two lines an address is shown in: at checkout, on the order board and on the staff ticket.

describe('formatAddress', () => {
  it('puts the street and number first, then the floor, door, postal code and town', () => {
    expect(
      formatAddress({
        street: 'Carrer de Sueca',
        number: '10',
        floor: '2',
        door: 'B',
        postal_code: '46006',
        town: 'Valencia',
      }),
    ).toEqual({ line1: 'Carrer de Sueca 10', line2: '2 B · 46006 Valencia' });
  });

  it('leaves out what the address lacks, without stray separators', () => {
    expect(
      formatAddress({ street: 'Plaza Mayor', number: null, floor: null, door: null, postal_code: '28012', town: null }),
    ).toEqual({ line1: 'Plaza Mayor', line2: '28012' });
  });

  it('reads on one line for the board and the staff ticket', () => {
    const address = {
      street: 'Carrer de Sueca',
      number: '10',
      floor: '2',
      door: 'B',
      postal_code: '46006',
      town: 'Valencia',
    };
    expect(addressLine(address)).toBe('Carrer de Sueca 10 · 2 B · 46006 Valencia');
    expect(addressLine({ ...address, floor: null, door: null, postal_code: null, town: null })).toBe(
      'Carrer de Sueca 10',
    );
  });
});
