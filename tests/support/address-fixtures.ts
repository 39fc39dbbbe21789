import type { AddressFields } from '@/lib/orders/address-text';

/** A complete delivery address in the demo's delivery area, as the order resource carries it. */
export const SUECA_10: AddressFields = {
  street: 'Carrer de Sueca',
  number: '10',
  floor: '2',
  door: 'B',
  postal_code: '46006',
  town: 'Valencia',
};
