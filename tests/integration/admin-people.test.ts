import { beforeAll, describe, expect, it } from 'vitest';
import * as usersRoute from '@/app/api/admin/users/route';
import * as userRoute from '@/app/api/admin/users/[id]/route';
import { POST as passwordResetRoute } from '@/app/api/admin/users/[id]/password-reset/route';
import { POST as twoFactorResetRoute } from '@/app/api/admin/users/[id]/two-factor-reset/route';
import { POST as loginRoute } from '@/app/api/login/route';
import { GET as meRoute } from '@/app/api/user/route';
import { db } from '@/lib/db';
import { readOutbox } from '@/lib/mail/transport';
import { restaurantChoices } from '@/lib/admin/people';
import {
  ApiClient,
  DEMO,
  mailedLink,
  registerUser,
  setUpTemporaryFiles,
  signIn,
  type ApiClient as Client,
} from '../support/api-client';

// Issue 14, scope 6: people through /api/admin/users: search, filters and
// pages on the server; roles, restaurants, blocking, password and two-factor
// resets; never without a manager.

setUpTemporaryFiles();

let manager: Client;
let managerId: number;
let staff: Client;

beforeAll(async () => {
  const signedIn = await signIn(DEMO.manager);
  manager = signedIn.client;
  manager.bearer = signedIn.tokens.access_token;
  managerId = (await db.user.findUniqueOrThrow({ where: { email: DEMO.manager.email } })).id;
  const staffSignIn = await signIn(DEMO.staff);
  staff = staffSignIn.client;
  staff.bearer = staffSignIn.tokens.access_token;
});

const byId = (id: number) => ({ params: { id: String(id) } });
const put = (id: number, json: unknown) => manager.put(userRoute.PUT, `/api/admin/users/${id}`, { ...byId(id), json });

describe('people', () => {
  it('are searched, filtered by role and paged on the server', async () => {
    const staffCount = await db.user.count({ where: { role: 'staff' } });
    const listed = await manager.get(usersRoute.GET, '/api/admin/users?role=staff&sort=email&per_page=100');
    expect(listed.status).toBe(200);
    expect(listed.body.meta.total).toBe(staffCount);
    const emails = listed.body.data.map((row: { email: string }) => row.email);
    expect(emails).toEqual([...emails].sort());
    expect(listed.body.data.every((row: { role: string }) => row.role === 'staff')).toBe(true);

    const found = await manager.get(usersRoute.GET, `/api/admin/users?q=${encodeURIComponent(DEMO.customer.email)}`);
    expect(found.body.data.map((row: { email: string }) => row.email)).toEqual([DEMO.customer.email]);
    expect(found.body.data[0].orders_count).toBe(
      await db.order.count({ where: { user: { email: DEMO.customer.email } } }),
    );
    expect((await manager.get(usersRoute.GET, '/api/admin/users?role=admin')).status).toBe(422);
    expect((await staff.get(usersRoute.GET, '/api/admin/users')).status).toBe(403);
  });

  it('a new staff member is bound to a restaurant and gets the e-mail to choose a password', async () => {
    const ruzafa = await db.restaurant.findUniqueOrThrow({ where: { slug: 'valencia-ruzafa' } });
    const email = `nuevo-${Date.now()}@example.com`;
    const created = await manager.post(usersRoute.POST, '/api/admin/users', {
      json: { name: 'Marta Gil', email, role: 'staff', restaurant_ids: [ruzafa.id] },
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      name: 'Marta Gil',
      email,
      role: 'staff',
      blocked: false,
      restaurants: [{ id: ruzafa.id, slug: 'valencia-ruzafa' }],
    });
    expect(mailedLink(email, /^\/restablecer-contrasena$/).searchParams.get('email')).toBe(email);
    // A welcome that lasts three days, not a reset they never asked for that lasts an hour.
    const [welcome] = readOutbox({ to: email });
    expect(welcome).toMatchObject({ subject: expect.stringMatching(/^Tu cuenta en /) });
    expect(welcome!.text).toContain('El enlace caduca dentro de 3 días');
    expect(welcome!.text).not.toContain('Hemos recibido una solicitud para restablecer');
    expect(welcome!.text).toContain('para que trabajes con nosotros');
    const token = await db.userToken.findFirstOrThrow({
      where: { user: { email }, purpose: 'password_reset' },
      orderBy: { id: 'desc' },
    });
    expect(Math.abs(token.expiresAt.getTime() - token.createdAt.getTime() - 3 * 24 * 60 * 60_000)).toBeLessThan(5_000);
    expect(await db.auditEntry.findFirstOrThrow({ orderBy: { id: 'desc' } })).toMatchObject({
      entity: 'user',
      action: 'create',
      entityId: String(created.body.data.id),
    });

    // The manager names someone else: not «Escribe tu nombre».
    const nameless = await manager.post(usersRoute.POST, '/api/admin/users', {
      json: { name: ' ', email: `x${email}` },
    });
    expect(nameless.body.errors.name).toEqual(['Escribe el nombre de la persona.']);

    const twice = await manager.post(usersRoute.POST, '/api/admin/users', { json: { name: 'Otra', email } });
    expect(twice.status).toBe(422);
    expect(twice.body.errors.email).toEqual(['Ya hay una cuenta con ese correo electrónico.']);

    const moved = await put(created.body.data.id, { restaurant_ids: [], role: 'customer' });
    expect(moved.body.data).toMatchObject({ role: 'customer', restaurants: [] });

    // A customer a manager adds is welcomed to order, not to work.
    const customerEmail = `cliente-${Date.now()}@example.com`;
    const customer = await manager.post(usersRoute.POST, '/api/admin/users', {
      json: { name: 'Pau Ribes', email: customerEmail, role: 'customer' },
    });
    expect(customer.status).toBe(201);
    const [customerWelcome] = readOutbox({ to: customerEmail });
    expect(customerWelcome!.text).toContain('para que hagas tus pedidos en nuestro sitio');
    expect(customerWelcome!.text).not.toContain('trabajes con nosotros');
  });

  it('blocked, an account cannot sign in and its tokens stop working; unblocked, it can again', async () => {
    const person = await registerUser();
    const me = () => person.client.get(meRoute, '/api/user', { bearer: person.tokens.access_token });
    expect((await me()).status).toBe(200);

    const blocked = await put(person.id, { blocked: true });
    expect(blocked.body.data.blocked).toBe(true);
    expect((await me()).status).toBe(401);
    const login = await new ApiClient().post(loginRoute, '/api/login', {
      json: { email: person.email, password: person.password },
    });
    expect(login.status).toBe(403);
    expect(login.body.code).toBe('account_blocked');

    await put(person.id, { blocked: false });
    await signIn({ email: person.email, password: person.password });
  });

  it('never leave the chain without a manager, and a manager cannot block themselves', async () => {
    const managers = await db.user.count({ where: { role: 'manager', blockedAt: null } });
    expect(managers).toBe(1);
    const demoted = await put(managerId, { role: 'staff' });
    expect(demoted.status).toBe(409);
    expect(demoted.body.code).toBe('last_manager');
    const self = await put(managerId, { blocked: true });
    expect(self.status).toBe(422);
    expect(self.body.errors.blocked).toEqual(['No puedes bloquear tu propia cuenta.']);
    const deleted = await manager.delete(userRoute.DELETE, `/api/admin/users/${managerId}`, byId(managerId));
    expect(deleted.status).toBe(422);
    expect((await db.user.findUniqueOrThrow({ where: { id: managerId } })).role).toBe('manager');

    // With a second manager, one of them may step down or go.
    const second = await manager.post(usersRoute.POST, '/api/admin/users', {
      json: { name: 'Segunda Gerente', email: `gerente2-${Date.now()}@example.com`, role: 'manager' },
    });
    const secondId = second.body.data.id as number;
    expect((await put(secondId, { role: 'staff' })).body.data.role).toBe('staff');
    expect((await put(secondId, { role: 'manager' })).status).toBe(200);
    const removed = await manager.delete(userRoute.DELETE, `/api/admin/users/${secondId}`, byId(secondId));
    expect(removed.status).toBe(204);
    expect(await db.user.findUnique({ where: { id: secondId } })).toBeNull();

    // A manager with history is anonymised, not deleted: the row no longer counts as a manager.
    const third = await manager.post(usersRoute.POST, '/api/admin/users', {
      json: { name: 'Tercera Gerente', email: `gerente3-${Date.now()}@example.com`, role: 'manager' },
    });
    const thirdId = third.body.data.id as number;
    // History the chain keeps (a loyalty entry, like an order) makes the deletion an anonymisation.
    await db.loyaltyLedgerEntry.create({ data: { userId: thirdId, points: 1, reason: 'adjustment', note: 'Prueba' } });
    expect((await manager.delete(userRoute.DELETE, `/api/admin/users/${thirdId}`, byId(thirdId))).status).toBe(204);
    expect(await db.user.findUniqueOrThrow({ where: { id: thirdId } })).toMatchObject({ role: 'customer' });
    expect((await put(managerId, { role: 'staff' })).status).toBe(409);
  });

  it('a phone caller’s record cannot be made staff or manager: it can never sign in (422, unchanged)', async () => {
    const caller = await db.user.create({
      data: {
        name: 'Pepe Teléfono',
        email: `telefono-600${Date.now() % 1_000_000}@clientes-por-telefono.invalid`,
        passwordHash: '',
      },
    });
    const restaurant = await db.restaurant.findFirstOrThrow();
    for (const role of ['staff', 'manager']) {
      const refused = await put(caller.id, { role, restaurant_ids: [restaurant.id] });
      expect(refused.status).toBe(422);
      expect(refused.body.errors.role[0]).toMatch(/no puede ser personal ni gerente/);
    }
    expect(await db.user.findUniqueOrThrow({ where: { id: caller.id } })).toEqual(caller);
    expect(await db.staffRestaurant.count({ where: { userId: caller.id } })).toBe(0);
    // Its name can still be corrected.
    expect((await put(caller.id, { name: 'José Teléfono' })).status).toBe(200);
  });

  it('two-factor is reset for a lost phone, and a password reset is sent', async () => {
    const person = await registerUser();
    await db.user.update({
      where: { id: person.id },
      data: { twoFactorSecret: 'secreto', twoFactorConfirmedAt: new Date() },
    });
    const reset = await manager.post(
      twoFactorResetRoute,
      `/api/admin/users/${person.id}/two-factor-reset`,
      byId(person.id),
    );
    expect(reset.status).toBe(200);
    expect(reset.body.data.two_factor).toBe(false);
    expect((await db.user.findUniqueOrThrow({ where: { id: person.id } })).twoFactorSecret).toBeNull();

    const mailed = await manager.post(
      passwordResetRoute,
      `/api/admin/users/${person.id}/password-reset`,
      byId(person.id),
    );
    expect(mailed.status).toBe(202);
    expect(mailedLink(person.email, /^\/restablecer-contrasena$/)).toBeTruthy();
    expect(
      (await staff.post(passwordResetRoute, `/api/admin/users/${person.id}/password-reset`, byId(person.id))).status,
    ).toBe(403);
  });

  it('are filtered by blocked or active, and a bad filter is a 422', async () => {
    const person = await registerUser();
    const search = (filter: string) =>
      manager.get(usersRoute.GET, `/api/admin/users?q=${encodeURIComponent(person.email)}&${filter}`);
    const emailsOf = (body: { data: { email: string }[] }) => body.data.map((row) => row.email);
    expect(emailsOf((await search('blocked=false')).body)).toEqual([person.email]);
    expect(emailsOf((await search('blocked=true')).body)).toEqual([]);

    await put(person.id, { blocked: true });
    expect(emailsOf((await search('blocked=true')).body)).toEqual([person.email]);
    expect(emailsOf((await search('blocked=false')).body)).toEqual([]);
    expect(emailsOf((await search('blocked=true&role=customer')).body)).toEqual([person.email]);
    expect(emailsOf((await search('blocked=true&role=staff')).body)).toEqual([]);
    const listed = await manager.get(usersRoute.GET, '/api/admin/users?blocked=true&per_page=100');
    expect(listed.body.meta.total).toBe(await db.user.count({ where: { blockedAt: { not: null } } }));
    expect(listed.body.data.every((row: { blocked: boolean }) => row.blocked)).toBe(true);

    const bad = await manager.get(usersRoute.GET, '/api/admin/users?blocked=maybe');
    expect(bad.status).toBe(422);
    expect(bad.body.errors.blocked).toEqual(['Filtra con blocked=true o blocked=false.']);
  });

  it("an order on a customer's page says where, how and how much", async () => {
    const person = await registerUser();
    const ruzafa = await db.restaurant.findUniqueOrThrow({ where: { slug: 'valencia-ruzafa' } });
    const number = `PEOPLE-${Date.now()}`;
    await db.order.create({
      data: {
        publicId: `people-${Date.now()}`,
        number,
        userId: person.id,
        restaurantId: ruzafa.id,
        deliveryType: 'fast',
        tableNumber: 4,
        status: 'delivered',
        customerName: 'Usuario de prueba',
        subtotalCents: 1990,
        totalCents: 1990,
        taxCents: 181,
        paymentMethod: 'cash',
      },
    });
    const read = await manager.get(userRoute.GET, `/api/admin/users/${person.id}`, byId(person.id));
    expect(read.status).toBe(200);
    expect(read.body.data.orders_count).toBe(1);
    expect(read.body.data.orders).toEqual([
      {
        id: expect.any(String),
        number,
        status: 'delivered',
        delivery_type: 'fast',
        table_number: 4,
        total_cents: 1990,
        restaurant: 'valencia-ruzafa',
        restaurant_name: ruzafa.commercialName,
        created_at: expect.any(String),
      },
    ]);
    expect((await staff.get(userRoute.GET, `/api/admin/users/${person.id}`, byId(person.id))).status).toBe(403);
  });

  it("the person's page offers every restaurant of the chain to bind staff to", async () => {
    const choices = await restaurantChoices();
    expect(choices).toHaveLength(await db.restaurant.count());
    const ruzafa = await db.restaurant.findUniqueOrThrow({
      where: { slug: 'valencia-ruzafa' },
      include: { city: true },
    });
    expect(choices).toContainEqual({
      id: ruzafa.id,
      slug: 'valencia-ruzafa',
      name: ruzafa.commercialName,
      city: ruzafa.city.name,
      active: ruzafa.active,
    });
  });

  it("a customer's page lists their orders", async () => {
    const customer = await db.user.findUniqueOrThrow({ where: { email: DEMO.customer.email } });
    const read = await manager.get(userRoute.GET, `/api/admin/users/${customer.id}`, byId(customer.id));
    const latest = await db.order.findMany({
      where: { userId: customer.id },
      orderBy: { createdAt: 'desc' },
      take: 20,
    });
    expect(read.body.data.orders.map((order: { id: string }) => order.id)).toEqual(
      latest.map((order) => order.publicId),
    );
  });
});
