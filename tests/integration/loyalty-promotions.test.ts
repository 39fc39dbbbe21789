import { describe, expect, it } from 'vitest';
import { POST as checkCode } from '@/app/api/promotion/check/route';
import { db } from '@/lib/db';
import { setUpTemporaryFiles } from '../support/api-client';
import {
  cartBody,
  fakeClockFrom,
  fillCart,
  orderBody,
  productId,
  quickCustomer,
  selection,
  shop,
  signInCustomer,
} from '../support/ordering';

setUpTemporaryFiles();
const clock = fakeClockFrom();

async function balance(userId: number) {
  const { _sum } = await db.loyaltyLedgerEntry.aggregate({ where: { userId }, _sum: { points: true } });
  return _sum.points ?? 0;
}

describe('loyalty points', () => {
  it('50 concurrent orders redeeming the same 6 points make one redemption; the balance is the ledger sum', async () => {
    clock.advance(60_000);
    const { client, userId } = await signInCustomer();
    const customer = shop(client);
    const missing = 6 - (await balance(userId));
    if (missing > 0)
      await db.loyaltyLedgerEntry.create({ data: { userId, points: missing, reason: 'adjustment', note: 'test' } });
    const burger = await productId('burger-clasica');
    // Two burgers: the subtotal reaches the 10,00 € that earns a point.
    const [line] = await fillCart(customer, [
      cartBody(selection(burger, { quantity: 2 }), { delivery_type: 'recoger' }),
    ]);

    const responses = await Promise.all(
      Array.from({ length: 50 }, () => customer.placeOrder(orderBody({ loyalty_cart_item_id: line!.id }))),
    );
    const placed = responses.filter((response) => response.status === 201);
    expect(placed).toHaveLength(1);
    const redemptions = await db.loyaltyLedgerEntry.count({ where: { userId, reason: 'redeemed' } });
    expect(redemptions).toBe(1);
    const entries = await db.loyaltyLedgerEntry.findMany({ where: { userId }, select: { points: true } });
    expect(await balance(userId)).toBe(entries.reduce((sum, entry) => sum + entry.points, 0));
    // 6 spent; the point the order earns waits for its hand-over.
    expect(await balance(userId)).toBe(0);

    const order = placed[0]!.body.data;
    const discount = Math.min(line!.unit_price, 800);
    expect(order.discounts).toEqual([
      { kind: 'loyalty', label: `Tarjeta de fidelización: ${line!.product.name}`, amount: discount },
    ]);
    expect(order.discount).toBe(discount);
    // The single-use packaging is charged apart and never discounted (issue 16).
    expect(order.packaging.amount).toBe(line!.packaging_units * 5);
    expect(order.total).toBe(line!.total_price - discount + order.packaging.amount);
  });

  it('a cancelled order returns the points it spent; the point it would earn waits for its hand-over', async () => {
    clock.advance(60_000);
    const { client, userId } = await signInCustomer();
    const customer = shop(client);
    await db.loyaltyLedgerEntry.create({ data: { userId, points: 6, reason: 'adjustment', note: 'test' } });
    const before = await balance(userId);
    const burger = await productId('burger-clasica');
    const [line] = await fillCart(customer, [
      cartBody(selection(burger, { quantity: 2 }), { delivery_type: 'recoger' }),
    ]);
    const placed = await customer.placeOrder(orderBody({ loyalty_cart_item_id: line!.id }));
    expect(placed.status).toBe(201);
    expect(await balance(userId)).toBe(before - 6);
    expect((await customer.cancel(placed.body.data.id)).status).toBe(200);
    expect(await balance(userId)).toBe(before);
  });

  it('refuses to redeem without enough points, in Spanish', async () => {
    clock.advance(60_000);
    const { userId, customer } = await quickCustomer(900);
    expect(await balance(userId)).toBe(0);
    const [line] = await fillCart(customer, [
      cartBody(selection(await productId('burger-clasica')), { delivery_type: 'recoger' }),
    ]);
    const response = await customer.placeOrder(orderBody({ loyalty_cart_item_id: line!.id }));
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({ loyalty: ['Necesitas 6 puntos para el descuento de tu tarjeta.'] });
    expect(await customer.cart()).toHaveLength(1);
  });
});

describe('promotion codes', () => {
  it('a single-use code sent by 50 concurrent orders is used once', async () => {
    clock.advance(60_000);
    const promotion = await db.promotion.create({
      data: {
        code: 'UNICO50',
        name: 'Código único',
        kind: 'fixed',
        value: 300,
        maxUses: 1,
        deliveryTypes: { create: [{ deliveryType: 'takeaway' }] },
      },
    });
    const burger = await productId('burger-clasica');
    const customers = [];
    for (let index = 0; index < 50; index += 1) {
      const made = await quickCustomer(index);
      await fillCart(made.customer, [cartBody(selection(burger), { delivery_type: 'recoger' })]);
      customers.push(made);
    }
    const responses = await Promise.all(
      customers.map(({ customer }) => customer.placeOrder(orderBody({ promotion_code: 'unico50' }))),
    );
    expect(responses.filter((response) => response.status === 201)).toHaveLength(1);
    for (const refused of responses.filter((response) => response.status !== 201)) {
      expect(refused.status).toBe(422);
      expect(refused.body.errors).toEqual({ promotion_code: ['Este código ya se ha agotado.'] });
    }
    expect(await db.promotion.findUniqueOrThrow({ where: { id: promotion.id } })).toMatchObject({ usesCount: 1 });
    expect(await db.promotionRedemption.count({ where: { promotionId: promotion.id } })).toBe(1);
    expect(await db.order.count({ where: { promotionCode: 'UNICO50' } })).toBe(1);
  });

  it('checks a code against the cart with a clear reason, and combines a promotion with loyalty in the totals', async () => {
    clock.advance(60_000);
    await db.promotion.create({
      data: {
        code: 'MEDIODIA',
        name: 'Mediodía',
        kind: 'percentage',
        value: 10,
        minSubtotalCents: 1500,
        maxUsesPerUser: 1,
        deliveryTypes: { create: [{ deliveryType: 'takeaway' }] },
      },
    });
    const { userId, customer, client } = await quickCustomer(950);
    await db.loyaltyLedgerEntry.create({ data: { userId, points: 6, reason: 'adjustment', note: 'test' } });
    const burger = await productId('burger-clasica');
    const check = (code: string) => client.post(checkCode, '/api/promotion/check', { json: { code } });

    await fillCart(customer, [cartBody(selection(burger), { delivery_type: 'recoger' })]);
    expect((await check('NOEXISTE')).body.errors).toEqual({ promotion_code: ['Este código no existe.'] });
    expect((await check('mediodia')).body.errors).toEqual({
      promotion_code: ['Este código necesita un pedido de al menos 15,00\u00a0€.'],
    });

    const lines = await fillCart(customer, [cartBody(selection(burger), { delivery_type: 'recoger' })]);
    const subtotal = lines.reduce((sum, item) => sum + item.total_price, 0);
    expect(subtotal).toBeGreaterThanOrEqual(1500);
    const usable = await check('mediodia');
    expect(usable.status).toBe(200);
    expect(usable.body.data).toEqual({ code: 'MEDIODIA', name: 'Mediodía', discount_cents: Math.round(subtotal / 10) });

    const placed = await customer.placeOrder(
      orderBody({ promotion_code: 'MEDIODIA', loyalty_cart_item_id: lines[0]!.id }),
    );
    expect(placed.status).toBe(201);
    const order = placed.body.data;
    const promotionCents = Math.round(subtotal / 10);
    const loyaltyCents = Math.min(lines[0]!.unit_price, 800);
    expect(
      order.discounts.map((discount: { kind: string; amount: number }) => [discount.kind, discount.amount]),
    ).toEqual([
      ['promotion', promotionCents],
      ['loyalty', loyaltyCents],
    ]);
    const packaging = lines.reduce((sum, line) => sum + line.packaging_units * 5, 0);
    expect(order.packaging.amount).toBe(packaging);
    expect(order.total).toBe(subtotal - promotionCents - loyaltyCents + packaging);
    expect(order.promotion_code).toBe('MEDIODIA');

    // One use per customer: the second time the code is refused.
    await fillCart(customer, [cartBody(selection(burger, { quantity: 2 }), { delivery_type: 'recoger' })]);
    expect((await check('MEDIODIA')).body.errors).toEqual({ promotion_code: ['Ya has usado este código.'] });
  });

  it('refuses a code for another delivery type, or expired', async () => {
    clock.advance(60_000);
    await db.promotion.create({
      data: {
        code: 'CADUCADO',
        name: 'Caducado',
        kind: 'fixed',
        value: 100,
        endsAt: new Date(clock.now().getTime() - 60_000),
        deliveryTypes: { create: [{ deliveryType: 'takeaway' }] },
      },
    });
    await db.promotion.create({
      data: {
        code: 'SOLOCASA',
        name: 'Solo a domicilio',
        kind: 'fixed',
        value: 100,
        deliveryTypes: { create: [{ deliveryType: 'delivery' }] },
      },
    });
    const { customer, client } = await quickCustomer(960);
    await fillCart(customer, [cartBody(selection(await productId('burger-clasica')), { delivery_type: 'recoger' })]);
    const check = (code: string) => client.post(checkCode, '/api/promotion/check', { json: { code } });
    expect((await check('CADUCADO')).body.errors).toEqual({ promotion_code: ['Este código ha caducado.'] });
    expect((await check('SOLOCASA')).body.errors).toEqual({
      promotion_code: ['Este código no sirve para esta forma de pedido.'],
    });
  });
});
