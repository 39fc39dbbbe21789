import fs from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import * as promotionsRoute from '@/app/api/admin/promotions/route';
import * as promotionRoute from '@/app/api/admin/promotions/[id]/route';
import * as codesRoute from '@/app/api/admin/promotions/[id]/codes/route';
import { GET as currentPromotions } from '@/app/api/promotion/route';
import { db } from '@/lib/db';
import { DEMO, setUpTemporaryFiles, signIn, type ApiClient } from '../support/api-client';
import {
  cartBody,
  fakeClockFrom,
  fillCart,
  orderBody,
  productId,
  quickCustomer,
  selection,
  signInCustomer,
} from '../support/ordering';

// Issue 14, scope 5: promotions through /api/admin — automatic, one shared
// code, or a batch of single-use codes exported as CSV — with their usage.

setUpTemporaryFiles();
const clock = fakeClockFrom();

let manager: ApiClient;
let staff: ApiClient;

beforeAll(async () => {
  const signedIn = await signIn(DEMO.manager);
  manager = signedIn.client;
  manager.bearer = signedIn.tokens.access_token;
  const staffSignIn = await signIn(DEMO.staff);
  staff = staffSignIn.client;
  staff.bearer = staffSignIn.tokens.access_token;
});

const byId = (id: number | string) => ({ params: { id: String(id) } });
const latestAudit = () => db.auditEntry.findFirstOrThrow({ orderBy: { id: 'desc' } });
const stamp = async () => (await db.setting.findUnique({ where: { key: 'catalogue_version' } }))?.value ?? null;

const newPromotion = (overrides: Record<string, unknown> = {}) => ({
  name: 'Diez por ciento',
  mode: 'code',
  code: 'diez-ya',
  kind: 'percentage',
  value: 10,
  delivery_types: ['takeaway', 'delivery'],
  ...overrides,
});

const create = (body: Record<string, unknown>) =>
  manager.post(promotionsRoute.POST, '/api/admin/promotions', { json: body });

/** A customer with one burger to take away in the cart. */
async function customerWithBurger(index: number) {
  const made = await quickCustomer(index);
  await fillCart(made.customer, [
    cartBody(selection(await productId('burger-clasica'), { quantity: 2 }), { delivery_type: 'recoger' }),
  ]);
  return made;
}

describe('promotions', () => {
  it('are created with a shared code, found, changed in part, audited, and stamp the catalogue that lists them', async () => {
    const stampBefore = await stamp();
    const created = await create(newPromotion());
    expect(await stamp()).not.toBe(stampBefore);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data).toMatchObject({
      mode: 'code',
      code: 'DIEZ-YA',
      kind: 'percentage',
      value: 10,
      active: true,
      delivery_types: ['delivery', 'takeaway'],
      codes: null,
      usage: { orders: 0, discount_cents: 0, last_used_at: null },
    });
    const id = created.body.data.id;
    expect(await latestAudit()).toMatchObject({ entity: 'promotion', action: 'create', entityId: String(id) });

    const listed = await manager.get(promotionsRoute.GET, '/api/admin/promotions?q=diez-ya&sort=-id');
    expect(listed.body.data.map((row: { id: number }) => row.id)).toEqual([id]);
    expect(listed.body.meta).toEqual({ page: 1, per_page: 25, total: 1 });

    const stampBeforeUpdate = await stamp();
    const ends = '2027-01-31T23:59:00+01:00';
    const changed = await manager.put(promotionRoute.PUT, `/api/admin/promotions/${id}`, {
      ...byId(id),
      json: { value: 15, ends_at: ends, delivery_types: ['fast'] },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.data).toMatchObject({
      name: 'Diez por ciento',
      value: 15,
      ends_at: new Date(ends).toISOString(),
      delivery_types: ['fast'],
    });
    expect(await stamp()).not.toBe(stampBeforeUpdate);
    const audit = await latestAudit();
    expect(JSON.parse(audit.before!)).toMatchObject({ value: 10 });
    expect(JSON.parse(audit.after!)).toMatchObject({ value: 15 });
  });

  it('refuses what cannot work, with a Spanish reason per field, and changes nothing', async () => {
    const before = await db.promotion.count();
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ value: 150 }, 'value', /de 1 a 100/],
      [{ kind: 'fixed', value: 0 }, 'value', /0,01 € a 1000 €/],
      [{ code: null }, 'code', /Escribe el código/],
      [{ code: 'con espacio' }, 'code', /sin espacios/],
      [{ mode: 'automatic' }, 'code', /Solo las promociones con un código/],
      [{ delivery_types: [] }, 'delivery_types', /al menos una/],
      [{ delivery_types: ['mesa'] }, 'delivery_types.0', /no existe/],
      [
        { starts_at: '2026-12-10T00:00:00+01:00', ends_at: '2026-12-01T00:00:00+01:00' },
        'ends_at',
        /después del inicio/,
      ],
      [{ starts_at: 'mañana' }, 'starts_at', /fecha y hora/],
      [{ max_uses: 0 }, 'max_uses', /al menos 1/],
    ];
    for (const [overrides, field, message] of cases) {
      const response = await create(newPromotion({ code: 'OTRO-CODIGO', ...overrides }));
      expect(response.status, JSON.stringify(overrides)).toBe(422);
      expect(response.body.errors[field]?.join(' '), JSON.stringify(response.body.errors)).toMatch(message);
    }
    await create(newPromotion({ code: 'REPETIDO' }));
    const duplicate = await create(newPromotion({ code: 'repetido' }));
    expect(duplicate.body.errors).toEqual({ code: ['Ya hay otra promoción con ese código.'] });
    expect(await db.promotion.count()).toBe(before + 1);
  });

  it('are for managers only', async () => {
    expect((await staff.get(promotionsRoute.GET, '/api/admin/promotions')).status).toBe(403);
    const { client: customer } = await signInCustomer();
    expect((await customer.get(promotionsRoute.GET, '/api/admin/promotions')).status).toBe(403);
    expect((await customer.post(promotionsRoute.POST, '/api/admin/promotions', { json: newPromotion() })).status).toBe(
      403,
    );
  });
});

describe('batches of single-use codes', () => {
  it('are drawn unique, exported as CSV, each good for one order, and given back by a cancelled order', async () => {
    clock.advance(60_000);
    const created = await create(
      newPromotion({
        name: 'Buzoneo',
        mode: 'codes',
        code: null,
        kind: 'fixed',
        value: 300,
        delivery_types: ['takeaway'],
      }),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.data.id;
    expect(created.body.data).toMatchObject({ mode: 'codes', code: null, codes: { total: 0, used: 0 } });

    const generated = await manager.post(codesRoute.POST, `/api/admin/promotions/${id}/codes`, {
      ...byId(id),
      json: { count: 40, prefix: 'buzon' },
    });
    expect(generated.status, JSON.stringify(generated.body)).toBe(201);
    const codes: string[] = generated.body.data.codes;
    expect(codes).toHaveLength(40);
    expect(new Set(codes).size).toBe(40);
    for (const code of codes) expect(code).toMatch(/^BUZON-[A-HJKMNP-Z2-9]{8}$/);
    expect(await latestAudit()).toMatchObject({ entity: 'promotion_code', action: 'create', entityId: String(id) });

    // Sent to chosen customers: not advertised with the current promotions.
    const advertised = await manager.get(currentPromotions, '/api/promotion?type=recoger');
    expect(advertised.body.data.map((row: { id: number }) => row.id)).not.toContain(id);

    const [first, second, third] = [
      await customerWithBurger(800),
      await customerWithBurger(801),
      await customerWithBurger(802),
    ];
    const code = codes[0]!;
    const placed = await first.customer.placeOrder(orderBody({ promotion_code: code.toLowerCase() }));
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(placed.body.data.promotion_code).toBe(code);
    const again = await second.customer.placeOrder(orderBody({ promotion_code: code }));
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual({ promotion_code: ['Este código ya se ha usado.'] });

    // Two customers at once with one code: one order gets it.
    const racing = await Promise.all(
      [second, third].map(({ customer }) => customer.placeOrder(orderBody({ promotion_code: codes[1] }))),
    );
    expect(racing.map((response) => response.status).sort()).toEqual([201, 422]);

    const lastPlaced = await db.promotionRedemption.findFirstOrThrow({
      where: { promotionId: id },
      orderBy: { createdAt: 'desc' },
    });
    // A card payment still open reserves its code but is not a use yet: neither counted nor its time shown.
    clock.advance(120_000);
    const fourth = await customerWithBurger(804);
    const paying = await fourth.customer.placeOrder(orderBody({ promotion_code: codes[2], payment_method: 'card' }));
    expect(paying.status, JSON.stringify(paying.body)).toBe(201);
    expect(paying.body.data.status).toBe('pending_payment');

    const read = await manager.get(promotionRoute.GET, `/api/admin/promotions/${id}`, byId(id));
    expect(read.body.data.codes.total).toBe(40);
    expect(read.body.data.usage).toEqual({
      orders: 2,
      discount_cents: 600,
      last_used_at: lastPlaced.createdAt.toISOString(),
    });

    const page = await manager.get(codesRoute.GET, `/api/admin/promotions/${id}/codes?q=${code}`, byId(id));
    expect(page.body.data).toEqual([
      expect.objectContaining({ code, order_number: placed.body.data.number, used_at: expect.any(String) }),
    ]);
    const csv = await manager.get(codesRoute.GET, `/api/admin/promotions/${id}/codes`, {
      ...byId(id),
      headers: { Accept: 'text/csv' },
    });
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toBe(`attachment; filename="codigos-promocion-${id}.csv"`);
    const lines = csv.bytes.toString('utf8').split('\r\n');
    expect(lines[0]).toBe('\uFEFFCódigo;Usado;Fecha de uso;Pedido');
    expect(lines.filter((line) => line.startsWith('BUZON-'))).toHaveLength(40);
    expect(lines.find((line) => line.startsWith(code))).toMatch(
      new RegExp(`^${code};Sí;.+;${placed.body.data.number}$`),
    );

    // A cancelled order gives its code back.
    expect((await first.customer.cancel(placed.body.data.id)).status).toBe(200);
    expect(await db.promotionCode.findUniqueOrThrow({ where: { code } })).toMatchObject({
      orderId: null,
      usedAt: null,
    });
    const reused = await (await customerWithBurger(803)).customer.placeOrder(orderBody({ promotion_code: code }));
    expect(reused.status, JSON.stringify(reused.body)).toBe(201);
  });

  it('are only drawn for a promotion of single-use codes, at most 5 000 at once', async () => {
    const shared = await create(newPromotion({ code: 'COMPARTIDO' }));
    const id = shared.body.data.id;
    const refused = await manager.post(codesRoute.POST, `/api/admin/promotions/${id}/codes`, {
      ...byId(id),
      json: { count: 5 },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.count[0]).toMatch(/Solo las promociones de códigos/);
    const batch = await create(newPromotion({ mode: 'codes', code: null }));
    const tooMany = await manager.post(codesRoute.POST, `/api/admin/promotions/${batch.body.data.id}/codes`, {
      ...byId(batch.body.data.id),
      json: { count: 5001 },
    });
    expect(tooMany.status).toBe(422);
    expect(await db.promotionCode.count({ where: { promotionId: batch.body.data.id } })).toBe(0);
  });
});

describe('deleting a promotion', () => {
  it('refuses one that orders used (switch it off instead); one never used goes with its codes', async () => {
    clock.advance(60_000);
    const used = await create(newPromotion({ code: 'USADA', delivery_types: ['takeaway'] }));
    const { customer } = await customerWithBurger(850);
    const order = await customer.placeOrder(orderBody({ promotion_code: 'USADA' }));
    expect(order.status, JSON.stringify(order.body)).toBe(201);
    const refused = await manager.delete(
      promotionRoute.DELETE,
      `/api/admin/promotions/${used.body.data.id}?force=true`,
      byId(used.body.data.id),
    );
    expect(refused.status).toBe(409);
    expect(refused.body.dependents).toEqual({ order: 1 });
    expect(refused.body.dependent_items).toEqual([
      { kind: 'order', id: expect.any(Number), name: order.body.data.number },
    ]);
    expect(refused.body.message).toMatch(/desactívala/);

    const unused = await create(newPromotion({ mode: 'codes', code: null }));
    const id = unused.body.data.id;
    await manager.post(codesRoute.POST, `/api/admin/promotions/${id}/codes`, { ...byId(id), json: { count: 3 } });
    expect((await manager.delete(promotionRoute.DELETE, `/api/admin/promotions/${id}`, byId(id))).status).toBe(204);
    expect(await db.promotionCode.count({ where: { promotionId: id } })).toBe(0);
    expect(await latestAudit()).toMatchObject({ entity: 'promotion', action: 'delete', entityId: String(id) });
  });
});

describe('use numbers left with a hole by the old cancellation', () => {
  it('are numbered 1..n again by the migration, so the next order with that promotion goes through', async () => {
    clock.advance(60_000);
    const created = await create(newPromotion({ code: 'HUECO', delivery_types: ['takeaway'] }));
    const id = created.body.data.id;
    const placed = [];
    for (const index of [870, 871, 872]) {
      const { customer } = await customerWithBurger(index);
      placed.push(await customer.placeOrder(orderBody({ promotion_code: 'HUECO' })));
    }
    // What the old code did on cancelling the first: its use gone, the count down, the numbers 2 and 3 left.
    const first = await db.order.findUniqueOrThrow({ where: { publicId: placed[0]!.body.data.id } });
    await db.promotionRedemption.delete({ where: { orderId: first.id } });
    await db.promotion.update({ where: { id }, data: { usesCount: 2 } });
    const { customer } = await customerWithBurger(873);
    expect((await customer.placeOrder(orderBody({ promotion_code: 'HUECO' }))).status).toBe(409);

    const sql = fs.readFileSync('prisma/migrations/20261127110000_promotion_use_numbers/migration.sql', 'utf8');
    const statements = sql
      .replace(/--.*$/gm, '')
      .split(';')
      .map((statement) => statement.trim())
      .filter(Boolean);
    for (const statement of statements) await db.$executeRawUnsafe(statement);
    const uses = await db.promotionRedemption.findMany({ where: { promotionId: id }, orderBy: { useNumber: 'asc' } });
    expect(uses.map((use) => use.useNumber)).toEqual([1, 2]);
    expect(await db.promotion.findUniqueOrThrow({ where: { id } })).toMatchObject({ usesCount: 2 });
    expect((await customer.placeOrder(orderBody({ promotion_code: 'HUECO' }))).status).toBe(201);
  });
});
