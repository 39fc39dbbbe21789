import { describe, expect, it } from 'vitest';
import { contactSchema } from '@/lib/validations/contact';
import { phoneField } from '@/lib/validations/fields';

describe('phoneField', () => {
  it.each(['612345678', '612 34 56 78', '+34 912 345 678', '0034912345678', '712-345-678'])('accepts %s', (phone) => {
    expect(phoneField.safeParse(phone).success).toBe(true);
  });
  it.each(['12345678', '512345678', '61234567a', '+33612345678', ''])('refuses %s', (phone) => {
    expect(phoneField.safeParse(phone).success).toBe(false);
  });
});

describe('contactSchema', () => {
  const suggestion = {
    kind: 'suggestion',
    name: '  Marta  ',
    email: ' MARTA@EXAMPLE.COM',
    message: 'Más opciones sin gluten, por favor.',
    privacyAccepted: true,
    restaurantId: '',
    phone: '',
  };

  it('normalises what it accepts', () => {
    expect(contactSchema.parse(suggestion)).toEqual({
      kind: 'suggestion',
      name: 'Marta',
      email: 'marta@example.com',
      message: 'Más opciones sin gluten, por favor.',
      privacyAccepted: true,
      restaurantId: undefined,
      phone: undefined,
    });
  });

  it('refuses an unknown kind with a Spanish message', () => {
    const result = contactSchema.safeParse({ ...suggestion, kind: 'spam' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Elige el tipo de mensaje.');
  });
});
