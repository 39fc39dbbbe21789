import { beforeAll, describe, expect, it } from 'vitest';
import { PUT as profile } from '@/app/api/user/profile-information/route';
import { PUT as locale } from '@/app/api/user/locale/route';
import { GET as user } from '@/app/api/user/route';
import { GET as listAddresses, POST as createAddress } from '@/app/api/user/addresses/route';
import { PUT as updateAddress, DELETE as deleteAddress } from '@/app/api/user/addresses/[id]/route';
import { POST as makeDefault } from '@/app/api/user/addresses/[id]/default/route';
import { GET as listChildren, POST as createChild } from '@/app/api/user/children/route';
import { PUT as updateChild, DELETE as deleteChild } from '@/app/api/user/children/[id]/route';
import { GET as getPreferences, PUT as putPreferences } from '@/app/api/user/preferences/route';
import { GET as listCards } from '@/app/api/user/payment-methods/route';
import { DELETE as deleteCard } from '@/app/api/user/payment-methods/[id]/route';
import { db } from '@/lib/db';
import {
  ApiClient,
  confirmPassword,
  DEMO,
  registerUser,
  setCookie,
  signIn,
  setUpTemporaryFiles,
} from '../support/api-client';

setUpTemporaryFiles();

let customer: ApiClient;
let customerId: number;
let other: Awaited<ReturnType<typeof registerUser>>;

beforeAll(async () => {
  customer = (await signIn(DEMO.customer)).client;
  customerId = (await db.user.findUniqueOrThrow({ where: { email: DEMO.customer.email } })).id;
  other = await registerUser();
});

const validation = (errors: Record<string, string[]>) => ({
  code: 'validation_failed',
  message: 'Revisa los datos introducidos',
  errors,
});
const withId = (id: number) => ({ params: { id: String(id) } });
const address = (overrides: Record<string, unknown> = {}) => ({
  street: 'Calle de Sueca',
  number: '12',
  floor: '2',
  door: 'A',
  postal_code: '46006',
  province: 'Valencia',
  town: 'Valencia',
  notes: '',
  ...overrides,
});
type Listed = Array<{ id: number; is_default: boolean }>;
const addressesOf = async (client: ApiClient): Promise<Listed> =>
  (await client.get(listAddresses, '/api/user/addresses')).body.data;

describe('PUT /api/user/profile-information', () => {
  const data = {
    name: 'Lucía Martínez',
    email: DEMO.customer.email,
    phone: '+34 699 111 222',
    birth_date: '1990-01-02',
    receive_publicity: false,
  };

  it('refuses an invalid NIF in Spanish and changes nothing', async () => {
    const response = await customer.put(profile, '/api/user/profile-information', {
      json: { ...data, nif: '48273615A' },
    });
    expect(response.status).toBe(422);
    expect(response.body).toEqual(validation({ nif: ['Escribe un DNI o NIE válido (con su letra).'] }));
    const stored = await db.user.findUniqueOrThrow({ where: { id: customerId } });
    expect(stored).toMatchObject({ name: 'Lucía Martínez García', nif: '48273615L' });
  });

  it('stores a valid update, normalising the NIE and the phone', async () => {
    const response = await customer.put(profile, '/api/user/profile-information', {
      json: { ...data, nif: 'x-1234567-l' },
    });
    expect(response.status).toBe(200);
    const expected = {
      name: 'Lucía Martínez',
      phone: '+34699111222',
      birth_date: '1990-01-02',
      nif: 'X1234567L',
      receive_publicity: false,
    };
    expect(response.body).toMatchObject({ ...expected, email_verified_at: '2025-09-01T09:00:00.000Z' });
    expect((await customer.get(user, '/api/user')).body).toMatchObject(expected);
    const cleared = await customer.put(profile, '/api/user/profile-information', {
      json: { ...data, phone: '', birth_date: '', nif: '' },
    });
    expect(cleared.body).toMatchObject({ phone: null, birth_date: null, nif: null });
  });

  it('PUT /api/user/locale remembers es and refuses other languages', async () => {
    const response = await customer.put(locale, '/api/user/locale', { json: { locale: 'es' } });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ locale: 'es' });
    expect(setCookie(response, 'i18n_redirected')).toMatch(/^i18n_redirected=es;/);
    const refused = await customer.put(locale, '/api/user/locale', { json: { locale: 'en' } });
    expect(refused.body).toEqual(validation({ locale: ['Ese idioma no está disponible.'] }));
  });
});

describe('addresses', () => {
  it('lists the seeded addresses, the default first, complete', async () => {
    const response = await customer.get(listAddresses, '/api/user/addresses');
    expect(response.status).toBe(200);
    expect(response.body.data[0]).toEqual({
      id: expect.any(Number),
      street: 'Carrer de Cadis',
      number: '45',
      floor: '3',
      door: '7',
      postal_code: '46006',
      province: 'Valencia',
      town: 'Valencia',
      country: 'España',
      notes: 'Portal verde, al lado de la farmacia.',
      is_default: true,
      is_complete: true,
    });
    expect(response.body.data.map((row: { is_default: boolean }) => row.is_default)).toEqual([true, false]);
  });

  it('creates, updates, switches the default and deletes', async () => {
    const created = await customer.post(createAddress, '/api/user/addresses', { json: address() });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      street: 'Calle de Sueca',
      notes: null,
      country: 'España',
      is_default: false,
      is_complete: true,
    });
    const id: number = created.body.data.id;

    const updated = await customer.put(updateAddress, `/api/user/addresses/${id}`, {
      ...withId(id),
      json: address({ number: '14', notes: 'Timbre 2A' }),
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ id, number: '14', notes: 'Timbre 2A', is_default: false });

    expect((await customer.post(makeDefault, `/api/user/addresses/${id}/default`, withId(id))).status).toBe(204);
    const afterSwitch = await addressesOf(customer);
    expect(afterSwitch.filter((row) => row.is_default).map((row) => row.id)).toEqual([id]);

    const withDefault = await customer.post(createAddress, '/api/user/addresses', {
      json: address({ street: 'Calle Mayor', is_default: true }),
    });
    expect(withDefault.body.data.is_default).toBe(true);
    expect((await addressesOf(customer)).filter((row) => row.is_default).map((row) => row.id)).toEqual([
      withDefault.body.data.id,
    ]);

    // Deleting the default makes the oldest remaining one the default.
    const defaultId: number = withDefault.body.data.id;
    expect((await customer.delete(deleteAddress, `/api/user/addresses/${defaultId}`, withId(defaultId))).status).toBe(
      204,
    );
    const remaining = await addressesOf(customer);
    expect(remaining.map((row) => row.id)).not.toContain(defaultId);
    expect(remaining.filter((row) => row.is_default).map((row) => row.id)).toEqual([
      Math.min(...remaining.map((row) => row.id)),
    ]);
  });

  it('marks an address without number or postal code as incomplete', async () => {
    const row = await db.address.create({
      data: { userId: customerId, street: 'Camí de Vera', province: 'Valencia', town: 'Valencia' },
    });
    const listed = (await customer.get(listAddresses, '/api/user/addresses')).body.data.find(
      (item: { id: number }) => item.id === row.id,
    );
    expect(listed).toMatchObject({ number: null, postal_code: null, is_complete: false });
  });

  it('answers 404 to another user and leaves the address as it was', async () => {
    const [target] = await db.address.findMany({ where: { userId: customerId }, orderBy: { id: 'asc' }, take: 1 });
    const before = await db.address.findUniqueOrThrow({ where: { id: target!.id } });
    const notFound = { code: 'not_found', message: 'No encontramos esa dirección.' };
    const attempts = [
      await other.client.put(updateAddress, `/api/user/addresses/${before.id}`, {
        ...withId(before.id),
        json: address({ street: 'Robada' }),
      }),
      await other.client.delete(deleteAddress, `/api/user/addresses/${before.id}`, withId(before.id)),
      await other.client.post(makeDefault, `/api/user/addresses/${before.id}/default`, withId(before.id)),
    ];
    for (const response of attempts) {
      expect(response.status).toBe(404);
      expect(response.body).toEqual(notFound);
    }
    expect(await db.address.findUniqueOrThrow({ where: { id: before.id } })).toEqual(before);
    expect(await addressesOf(other.client)).toEqual([]);
  });

  it.each([
    [
      'a bad postal code',
      address({ postal_code: '4600' }),
      { postal_code: ['Escribe un código postal español de 5 cifras.'] },
    ],
    ['no number', address({ number: '' }), { number: ['Escribe el número.'] }],
  ])('answers 422 for %s', async (_, json, errors) => {
    const response = await customer.post(createAddress, '/api/user/addresses', { json });
    expect(response.status).toBe(422);
    expect(response.body).toEqual(validation(errors));
  });

  it('answers 404 for an id that is not a number', async () => {
    const response = await customer.delete(deleteAddress, '/api/user/addresses/abc', { params: { id: 'abc' } });
    expect(response.status).toBe(404);
  });
});

describe('children', () => {
  it('lists, creates, updates and deletes, with age and children’s menu', async () => {
    const seeded = await customer.get(listChildren, '/api/user/children');
    expect(seeded.body.data).toEqual([
      { id: expect.any(Number), name: 'Pablo', birth_date: expect.any(String), age: 7, childrens_menu: true },
    ]);
    const created = await customer.post(createChild, '/api/user/children', {
      json: { name: 'Irene', birth_date: '2010-06-01' },
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ name: 'Irene', birth_date: '2010-06-01', childrens_menu: false });
    const id: number = created.body.data.id;
    const updated = await customer.put(updateChild, `/api/user/children/${id}`, {
      ...withId(id),
      json: { name: 'Irene M.', birth_date: '2020-06-01' },
    });
    expect(updated.body.data).toMatchObject({ id, name: 'Irene M.', childrens_menu: true });
    expect((await customer.delete(deleteChild, `/api/user/children/${id}`, withId(id))).status).toBe(204);
    expect(await db.child.findUnique({ where: { id } })).toBeNull();
  });

  it('refuses a birth date in the future and another user’s child', async () => {
    const future = await customer.post(createChild, '/api/user/children', {
      json: { name: 'Futuro', birth_date: '2999-01-01' },
    });
    expect(future.body).toEqual(validation({ birth_date: ['Escribe una fecha de nacimiento válida.'] }));
    const child = await db.child.findFirstOrThrow({ where: { userId: customerId } });
    const notFound = { code: 'not_found', message: 'No encontramos a ese niño o niña.' };
    const url = `/api/user/children/${child.id}`;
    const update = await other.client.put(updateChild, url, {
      ...withId(child.id),
      json: { name: 'Otro', birth_date: '2019-01-01' },
    });
    const remove = await other.client.delete(deleteChild, url, withId(child.id));
    expect([update.status, update.body, remove.status, remove.body]).toEqual([404, notFound, 404, notFound]);
    expect(await db.child.findUniqueOrThrow({ where: { id: child.id } })).toEqual(child);
  });
});

describe('preferences', () => {
  it('reads and replaces the filters, and refuses an unknown code without changing them', async () => {
    const seeded = await customer.get(getPreferences, '/api/user/preferences');
    expect(seeded.body).toEqual({ data: { allergens: ['nuts'], preferences: ['lactose_free'] } });
    const wanted = { allergens: ['gluten', 'milk'], preferences: ['vegan'] };
    const set = await customer.put(putPreferences, '/api/user/preferences', { json: wanted });
    expect(set.status).toBe(200);
    expect({ ...set.body.data, allergens: [...set.body.data.allergens].sort() }).toEqual(wanted);

    const refused = await customer.put(putPreferences, '/api/user/preferences', {
      json: { allergens: ['kryptonite'], preferences: [] },
    });
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual(validation({ allergens: ['Hay una opción que no existe.'] }));
    expect((await customer.get(getPreferences, '/api/user/preferences')).body.data.preferences).toEqual(['vegan']);
  });
});

describe('payment methods', () => {
  it('lists only my cards, deletes one after confirmation, and answers 404 for another user’s', async () => {
    const expiry = { expMonth: 9, expYear: 2031 };
    const card = (userId: number, reference: string, isDefault: boolean) =>
      db.paymentMethod.create({
        data: {
          userId,
          gateway: 'redsys',
          gatewayReference: reference,
          brand: 'visa',
          last4: reference.slice(-4),
          isDefault,
          ...expiry,
        },
      });
    const mine = await card(customerId, 'ref-0001', false);
    const myDefault = await card(customerId, 'ref-0002', true);
    const theirs = await card(other.id, 'ref-0003', true);

    const listed = await customer.get(listCards, '/api/user/payment-methods');
    expect(listed.body).toEqual({
      data: [
        { id: myDefault.id, brand: 'visa', last4: '0002', exp_month: 9, exp_year: 2031, is_default: true },
        { id: mine.id, brand: 'visa', last4: '0001', exp_month: 9, exp_year: 2031, is_default: false },
      ],
    });
    expect((await customer.delete(deleteCard, `/api/user/payment-methods/${mine.id}`, withId(mine.id))).status).toBe(
      423,
    );
    await confirmPassword(customer, DEMO.customer.password);
    expect((await customer.delete(deleteCard, `/api/user/payment-methods/${mine.id}`, withId(mine.id))).status).toBe(
      204,
    );
    expect(await db.paymentMethod.findUnique({ where: { id: mine.id } })).toBeNull();

    const foreign = await customer.delete(deleteCard, `/api/user/payment-methods/${theirs.id}`, withId(theirs.id));
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ code: 'not_found', message: 'No encontramos esa tarjeta.' });
    expect(await db.paymentMethod.findUnique({ where: { id: theirs.id } })).not.toBeNull();
  });
});
