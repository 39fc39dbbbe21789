import { describe, expect, it } from 'vitest';
import { DELIVERY_TYPE_SEGMENTS, deliveryTypeFromParam } from '@/lib/vocabulary/delivery-type';

describe('deliveryTypeFromParam', () => {
  it.each([
    ['recoger', 'takeaway'],
    ['Recoger', 'takeaway'],
    ['takeaway', 'takeaway'],
    ['fast', 'fast'],
    ['FAST', 'fast'],
    ['domicilio', 'delivery'],
    ['delivery', 'delivery'],
    ['mesa', 'delivery'],
    ['', 'delivery'],
    [null, 'delivery'],
    [undefined, 'delivery'],
  ])('%s → %s', (value, expected) => {
    expect(deliveryTypeFromParam(value)).toBe(expected);
  });

  it('reads back every segment it writes', () => {
    for (const [type, segment] of Object.entries(DELIVERY_TYPE_SEGMENTS)) {
      expect(deliveryTypeFromParam(segment)).toBe(type);
    }
  });
});
