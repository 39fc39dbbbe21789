import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { contactSchema } from '@/lib/validations/contact';
import { addressSchema } from '@/lib/validations/account';
import { placeOrderSchema } from '@/lib/validations/order';
import { orderStatusSchema } from '@/lib/validations/admin';
import { restaurantCreateSchema } from '@/lib/admin/places/place-schema';
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

// Every refusal a person can meet in a form is worded for them, never zod's
// generic «Demasiado grande: se esperaba…» (found by a QA pass).
describe('the messages of oversized fields', () => {
  const generic = /^(Demasiado|Entrada inválida|Se esperaba|Invalid|Too )/;
  const long = 'x'.repeat(5_000);
  it.each([
    [
      'a delivery address',
      addressSchema,
      {
        street: long,
        number: long,
        floor: long,
        door: long,
        postal_code: '46006',
        province: long,
        town: long,
        country: long,
        notes: long,
      },
    ],
    [
      'an order',
      placeOrderSchema,
      {
        asap: true,
        customer_name: 'Lucía',
        customer_phone: '611223344',
        payment_method: 'cash',
        observation: long,
        table_number: 100_000,
        promotion_code: long,
      },
    ],
    [
      'a restaurant',
      restaurantCreateSchema,
      { name: long, commercial_name: long, address: long, email: `${long}@example.com` },
    ],
    ['a rejection', orderStatusSchema, { status: 'cancelled', reason: long }],
  ])('%s', (_, schema, input) => {
    const result = (schema as z.ZodType).safeParse(input);
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    expect(messages.filter((message) => generic.test(message.split(': ').slice(1).join(': ')))).toEqual([]);
    // Every oversized field is refused, each with its own words.
    const refused = new Set(result.error!.issues.map((issue) => issue.path.join('.')));
    const oversized = Object.entries(input)
      .filter(([, value]) => value === long || value === 100_000 || (typeof value === 'string' && value.length > 5_000))
      .map(([key]) => key);
    expect(oversized.filter((key) => !refused.has(key))).toEqual([]);
  });
});
