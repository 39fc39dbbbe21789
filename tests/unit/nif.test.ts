import { describe, expect, it } from 'vitest';
import { isValidNif } from '@/lib/validations/nif';

describe('isValidNif', () => {
  it.each([
    '12345678Z',
    '00000000T',
    '48273615L',
    'X1234567L',
    'Y1234567X',
    'Z1234567R',
    '12.345.678-z',
    ' x1234567l ',
  ])('accepts %s', (nif) => expect(isValidNif(nif)).toBe(true));
  it.each(['12345678A', '1234567Z', 'X12345678L', 'W1234567L', 'ABCDEFGHZ', '', '123456789'])('refuses %s', (nif) =>
    expect(isValidNif(nif)).toBe(false),
  );
});
