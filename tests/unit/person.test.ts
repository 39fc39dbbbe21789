import { describe, expect, it } from 'vitest';
import { nameField, phoneField } from '@/lib/validations/fields';
import { cleanName, cleanPhone, displayPhone } from '@/lib/vocabulary/person';

// The checkout checks the name and phone in the browser without zod (issue 11):
// it must accept and refuse exactly what the server's schemas do.
const names = ['', ' ', 'A', ' Al ', 'Lucía Martínez', 'x'.repeat(120), 'x'.repeat(121), `  ${'y'.repeat(119)}  `];
const phones = [
  '611223344',
  '611 22 33 44',
  '611-223-344',
  '611.223.344',
  ' +34611223344 ',
  '0034 911 223 344',
  '511223344',
  '61122334',
  '6112233445',
  '+33611223344',
  '',
  'teléfono',
];

describe('name and phone, in the browser and on the server', () => {
  it.each(names)('the name %j', (value) => {
    const server = nameField.safeParse(value);
    expect(cleanName(value)).toBe(server.success ? server.data : null);
  });

  it.each(phones)('the phone %j', (value) => {
    const server = phoneField.safeParse(value);
    expect(cleanPhone(value)).toBe(server.success ? server.data : null);
  });
});

describe("a restaurant's phone as customers read it", () => {
  it.each([
    ['962001122', '962 001 122'],
    ['962 00 11 22', '962 001 122'],
    ['962-001-122', '962 001 122'],
    ['+34962001122', '+34 962 001 122'],
    ['0034 962 00 11 22', '+34 962 001 122'],
  ])('%j is printed %j', (value, printed) => {
    expect(displayPhone(value)).toBe(printed);
  });
});
