import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/lib/db';
import { enqueueMail } from '@/lib/mail/outbox';
import { orderConfirmationMessage } from '@/lib/orders/order-mail';
import { keepFreshOrder } from '@/lib/orders/fresh-orders';
import { readOutbox } from '@/lib/mail/transport';
import { drainMailOutbox, MAX_ATTEMPTS, retryDelayMs } from '@/lib/jobs/mail-worker';
import { stopWorkerLoops } from '@/lib/jobs/worker-loop';
import { DEMO, setUpTemporaryFiles } from '../support/api-client';
import { expectConsoleError } from '../support/fail-on-console-error';
import {
  cartBody,
  fakeClockFrom,
  fillCart,
  orderBody,
  productId,
  selection,
  shop,
  signInCustomer,
  type Shop,
} from '../support/ordering';

// The order confirmation is written in the order's transaction and sent by
// the outbox worker after the commit: a failed send is retried later, never
// lost and never sent twice.

setUpTemporaryFiles();
const clock = fakeClockFrom();

let customer: Shop;
let burger: number;

beforeAll(async () => {
  customer = shop((await signInCustomer()).client);
  burger = await productId('burger-clasica');
});

beforeEach(() => {
  clock.advance(60_000);
  vi.stubEnv('SMTP_HOST', undefined);
});

const confirmationsTo = () => readOutbox({ to: DEMO.customer.email }).filter((mail) => mail.subject.includes('Pedido'));
const rowOf = async (orderId: number) =>
  db.mailOutbox.findFirstOrThrow({
    where: { kind: 'order_confirmation', payload: JSON.stringify({ order_id: orderId }) },
  });

describe('the order confirmation', () => {
  it('is kept when the mail server is down and sent, once, on a later attempt', async () => {
    // Nothing listens on port 9: every send fails at once, and says so in the log.
    const errors = expectConsoleError();
    vi.stubEnv('SMTP_HOST', '127.0.0.1');
    vi.stubEnv('SMTP_PORT', '9');
    const before = confirmationsTo().length;
    await fillCart(customer, [cartBody(selection(burger), { delivery_type: 'recoger' })]);
    const placed = await customer.placeOrder(orderBody());
    expect(placed.status).toBe(201);
    const order = await db.order.findUniqueOrThrow({ where: { publicId: placed.body.data.id } });
    const failed = await rowOf(order.id);
    expect(failed).toMatchObject({ sentAt: null, attempts: 1, lockedUntil: null });
    expect(failed.lastError).toBeTruthy();
    expect(String(errors[0]?.[0])).toMatch(/attempt 1 of/);
    expect(failed.nextAttemptAt.getTime()).toBe(clock.now().getTime() + retryDelayMs(1));

    // Not due yet: nothing is tried.
    vi.stubEnv('SMTP_HOST', undefined);
    await drainMailOutbox();
    expect((await rowOf(order.id)).attempts).toBe(1);
    expect(confirmationsTo()).toHaveLength(before);

    clock.advance(retryDelayMs(1));
    await drainMailOutbox();
    const sent = await rowOf(order.id);
    expect(sent.sentAt).not.toBeNull();
    expect(confirmationsTo()).toHaveLength(before + 1);
    expect(confirmationsTo()[0]!.subject).toContain(order.number);
    await drainMailOutbox();
    expect(confirmationsTo()).toHaveLength(before + 1);
  });

  it('says the same from the order placeOrder kept in memory as from the database (issue 11)', async () => {
    await fillCart(customer, [cartBody(selection(burger), { delivery_type: 'recoger' })]);
    const placed = await customer.placeOrder(orderBody());
    expect(placed.status).toBe(201);
    const order = await db.order.findUniqueOrThrow({ where: { publicId: placed.body.data.id } });
    // Sent after the answer from the order placeOrder read for it; read again now from the tables.
    const sent = confirmationsTo().find((mail) => mail.subject.includes(order.number))!;
    const read = (await orderConfirmationMessage(order.id))!;
    expect({ subject: sent.subject, text: sent.text }).toEqual({ subject: read.subject, text: read.text });

    // And the renderer takes the kept order, once, before the tables.
    keepFreshOrder(order.id, { ...placed.body.data, number: 'GUARDADO-1' });
    expect((await orderConfirmationMessage(order.id))!.text).toContain('GUARDADO-1');
    expect((await orderConfirmationMessage(order.id))!.text).not.toContain('GUARDADO-1');
  });

  it('is written with the order or not at all: a refused order leaves no mail behind', async () => {
    const rows = await db.mailOutbox.count();
    await fillCart(customer, [cartBody(selection(burger), { delivery_type: 'recoger' })]);
    const refused = await customer.placeOrder(orderBody({ asap: false, scheduled_for: '2026-11-24T03:00:00.000Z' }));
    expect(refused.status).toBe(422);
    expect(await db.mailOutbox.count()).toBe(rows);
  });

  it('gives up after MAX_ATTEMPTS, keeping the row and its last error for the operators', async () => {
    const errors = expectConsoleError();
    vi.stubEnv('SMTP_HOST', '127.0.0.1');
    vi.stubEnv('SMTP_PORT', '9');
    await enqueueMail(db, {
      kind: 'message',
      message: { to: 'nadie@example.com', subject: 'Prueba', html: '<p>x</p>', text: 'x' },
    });
    const row = await db.mailOutbox.findFirstOrThrow({ orderBy: { id: 'desc' } });
    for (let attempt = 1; attempt <= MAX_ATTEMPTS + 1; attempt++) {
      await drainMailOutbox();
      clock.advance(retryDelayMs(attempt));
    }
    const given = await db.mailOutbox.findUniqueOrThrow({ where: { id: row.id } });
    expect(given).toMatchObject({ attempts: MAX_ATTEMPTS, sentAt: null });
    expect(given.lastError).toBeTruthy();
    expect(errors).toHaveLength(MAX_ATTEMPTS);
  });
});

describe('two workers at once', () => {
  it('send each message once', async () => {
    const subject = `Una sola vez ${Date.now()}`;
    await enqueueMail(db, {
      kind: 'message',
      message: { to: 'una@example.com', subject, html: '<p>1</p>', text: '1' },
    });
    await Promise.all([drainMailOutbox(), drainMailOutbox(), drainMailOutbox()]);
    expect(readOutbox({ to: 'una@example.com' }).filter((mail) => mail.subject === subject)).toHaveLength(1);
  });

  it('a message claimed by a process that died is sent by another once the claim runs out', async () => {
    const subject = `Huérfano ${Date.now()}`;
    await enqueueMail(db, {
      kind: 'message',
      message: { to: 'huerfano@example.com', subject, html: '<p>1</p>', text: '1' },
    });
    const row = await db.mailOutbox.findFirstOrThrow({ where: { payload: { contains: subject } } });
    // Claimed, as the dead process left it: the claim holds for a minute.
    const claimedAt = new Date();
    await db.mailOutbox.update({
      where: { id: row.id },
      data: { lockedUntil: new Date(claimedAt.getTime() + 60_000) },
    });
    const sent = () => readOutbox({ to: 'huerfano@example.com' }).filter((mail) => mail.subject === subject);
    await drainMailOutbox(new Date(claimedAt.getTime() + 30_000));
    expect(sent()).toHaveLength(0);
    await drainMailOutbox(new Date(claimedAt.getTime() + 61_000));
    expect(sent()).toHaveLength(1);
    expect((await db.mailOutbox.findUniqueOrThrow({ where: { id: row.id } })).sentAt).not.toBeNull();
  });
});

describe('a slow mail server', () => {
  it('starts no send long after the batch was claimed: the rest are let go, unsent, for the next drain', async () => {
    const to = 'lento@example.com';
    const stamp = Date.now();
    for (const index of [1, 2, 3]) {
      await enqueueMail(db, {
        kind: 'message',
        message: { to, subject: `Lento ${stamp} ${index}`, html: '<p>1</p>', text: '1' },
      });
    }
    const sent = () => readOutbox({ to }).filter((mail) => mail.subject.startsWith(`Lento ${stamp}`));
    // Each send seems to take 25 s: once the first has gone, the batch's send window is over.
    const start = performance.now();
    const clockOfSends = vi.spyOn(performance, 'now').mockImplementation(() => start + 25_000 * sent().length);
    try {
      await drainMailOutbox();
    } finally {
      clockOfSends.mockRestore();
    }
    expect(sent()).toHaveLength(1);
    const left = await db.mailOutbox.findMany({ where: { payload: { contains: `Lento ${stamp}` }, sentAt: null } });
    expect(left).toHaveLength(2);
    expect(left.every((row) => row.lockedUntil === null && row.attempts === 0)).toBe(true);
    await drainMailOutbox();
    expect(
      sent()
        .map((mail) => mail.subject)
        .sort(),
    ).toEqual([1, 2, 3].map((index) => `Lento ${stamp} ${index}`));
  });
});

// Last in this file: the process is stopping afterwards.
describe('a process that is stopping', () => {
  it('claims no further row: what is left waits, unclaimed, for the next process', async () => {
    const subject = `Al parar ${Date.now()}`;
    await enqueueMail(db, {
      kind: 'message',
      message: { to: 'al-parar@example.com', subject, html: '<p>1</p>', text: '1' },
    });
    stopWorkerLoops();
    await drainMailOutbox();
    expect(readOutbox({ to: 'al-parar@example.com' })).toHaveLength(0);
    const row = await db.mailOutbox.findFirstOrThrow({ where: { payload: { contains: subject } } });
    expect(row).toMatchObject({ sentAt: null, lockedUntil: null, attempts: 0 });
  });
});
