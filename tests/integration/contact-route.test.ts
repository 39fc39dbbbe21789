import { describe, expect, it } from 'vitest';
import { POST } from '@/app/api/contact/route';
import { db } from '@/lib/db';

const context = { params: Promise.resolve({}) };
// Each post from an address of its own: the forms allow 5 per address in 10 minutes (tests/security/auth.test.ts).
let sender = 0;
const post = (body: unknown) =>
  POST(
    new Request('http://localhost/api/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'x-forwarded-for': `192.0.2.${(sender += 1)}` },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
    context,
  );

const suggestion = {
  kind: 'suggestion',
  name: 'Marta Ruiz',
  email: 'Marta.Ruiz@Example.com ',
  message: 'Estaría genial tener más opciones veganas en la carta.',
  privacyAccepted: true,
};

describe('POST /api/contact', () => {
  it('stores a suggestion and answers its reference', async () => {
    const response = await post(suggestion);
    expect(response.status).toBe(201);
    const { data } = await response.json();
    const stored = await db.contactSubmission.findUniqueOrThrow({ where: { id: data.id } });
    expect(stored).toMatchObject({ kind: 'suggestion', name: 'Marta Ruiz', email: 'marta.ruiz@example.com' });
  });

  it('stores a complaint with its restaurant and order number', async () => {
    const restaurant = await db.restaurant.findFirstOrThrow({ select: { id: true } });
    const response = await post({
      kind: 'complaint',
      name: 'Jorge Pérez',
      email: 'jorge@example.com',
      phone: '612 345 678',
      restaurantId: String(restaurant.id),
      orderNumber: 'VAL1-000042',
      message: 'El pedido llegó frío y faltaba la bebida.',
      privacyAccepted: true,
    });
    expect(response.status).toBe(201);
    const { data } = await response.json();
    const stored = await db.contactSubmission.findUniqueOrThrow({ where: { id: data.id } });
    expect(stored).toMatchObject({ restaurantId: restaurant.id, orderNumber: 'VAL1-000042', phone: '612345678' });
  });

  it('stores a job application with its position', async () => {
    const response = await post({
      kind: 'work_with_us',
      name: 'Ana López',
      email: 'ana@example.com',
      phone: '+34 699 111 222',
      position: 'Cocina',
      message: 'Tengo cinco años de experiencia en cocina mediterránea.',
      privacyAccepted: true,
    });
    expect(response.status).toBe(201);
    const { data } = await response.json();
    expect(await db.contactSubmission.findUniqueOrThrow({ where: { id: data.id } })).toMatchObject({
      kind: 'work_with_us',
      subject: 'Cocina',
    });
  });

  it.each([
    ['no name', { ...suggestion, name: '' }, 'name', 'Escribe tu nombre.'],
    ['a bad e-mail', { ...suggestion, email: 'marta@' }, 'email', 'Escribe un correo electrónico válido.'],
    [
      'a short message',
      { ...suggestion, message: 'Hola' },
      'message',
      'Cuéntanos un poco más (al menos 10 caracteres).',
    ],
    [
      'privacy not accepted',
      { ...suggestion, privacyAccepted: false },
      'privacyAccepted',
      'Debes aceptar la política de privacidad.',
    ],
    ['a complaint without phone', { ...suggestion, kind: 'complaint' }, 'phone', undefined],
    [
      'a bad phone',
      { ...suggestion, kind: 'complaint', phone: '12345' },
      'phone',
      'Escribe un teléfono válido de 9 cifras.',
    ],
    [
      'an unknown restaurant',
      { ...suggestion, restaurantId: 999_999 },
      'restaurantId',
      'Elige un restaurante de la lista.',
    ],
  ])('answers 422 in Spanish and stores nothing for %s', async (_, body, field, message) => {
    const before = await db.contactSubmission.count();
    const response = await post(body);
    expect(response.status).toBe(422);
    const json = await response.json();
    expect(json).toMatchObject({ code: 'validation_failed', message: 'Revisa los datos introducidos' });
    expect(json.errors[field]).toBeDefined();
    if (message) expect(json.errors[field]).toContain(message);
    expect(await db.contactSubmission.count()).toBe(before);
  });

  it('answers 422 to a body that is not JSON', async () => {
    const response = await post('{not json');
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      code: 'validation_failed',
      message: 'El cuerpo de la petición no es JSON válido.',
    });
  });
});
