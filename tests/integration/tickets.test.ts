import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { GET as ticketRoute } from '@/app/api/orders/[id]/ticket/route';
import { POST as invoiceRoute } from '@/app/api/orders/[id]/invoice/route';
import { GET as recordsRoute } from '@/app/api/admin/billing-records/route';
import { POST as statusRoute } from '@/app/api/admin/orders/[id]/status/route';
import { db } from '@/lib/db';
import { readOutbox } from '@/lib/mail/transport';
import { formatEuros } from '@/lib/pricing/money';
import { changeOrderStatus } from '@/lib/orders/staff-orders';
import { placeOrder } from '@/lib/orders/place-order';
import { cancellationHash, registrationHash, type InvoiceType } from '@/lib/tax/verifactu';
import { DEMO, setUpTemporaryFiles, signIn, type ApiClient } from '../support/api-client';
import {
  cartBody,
  fakeClockFrom,
  fillCart,
  newKey,
  orderBody,
  productId,
  quickCustomer,
  selection,
  shop,
  signInCustomer,
  type Shop,
} from '../support/ordering';

// Tickets and invoices (issue 16, decision 029): issued at the hand-over or
// the online payment in the same transaction, numbered without gaps per
// series, chained per issuer (VeriFactu), never changed; corrections are new
// documents.

setUpTemporaryFiles();
const clock = fakeClockFrom();

let customer: Shop;
let customerClient: ApiClient;
let email: string;
let manager: ApiClient;
let managerId: number;
let burger: number;

beforeAll(async () => {
  const signedIn = await signInCustomer();
  customerClient = signedIn.client;
  email = signedIn.email;
  customer = shop(signedIn.client);
  const session = await signIn(DEMO.manager);
  manager = session.client;
  manager.bearer = session.tokens.access_token;
  managerId = (await db.user.findUniqueOrThrow({ where: { email: DEMO.manager.email } })).id;
  burger = await productId('burger-clasica');
});

beforeEach(() => clock.advance(61_000));

const withId = (id: string) => ({ params: { id } });
const ticketOf = (client: ApiClient, id: string, document?: string) =>
  client.get(
    ticketRoute,
    `/api/orders/${id}/ticket${document === undefined ? '' : `?document=${encodeURIComponent(document)}`}`,
    withId(id),
  );
const setStatus = (id: string, status: string) =>
  manager.post(statusRoute, `/api/admin/orders/${id}/status`, {
    ...withId(id),
    json: status === 'accepted' ? { status, prep_minutes: 15 } : { status },
  });

async function takeawayOrder(): Promise<string> {
  await fillCart(customer, [cartBody(selection(burger), { delivery_type: 'recoger' })]);
  const placed = await customer.placeOrder(orderBody());
  expect(placed.status).toBe(201);
  return placed.body.data.id;
}

const cancelWithReason = (id: string) =>
  manager.post(statusRoute, `/api/admin/orders/${id}/status`, {
    ...withId(id),
    json: { status: 'cancelled', reason: 'Sin existencias' },
  });

async function handOver(id: string) {
  for (const status of ['accepted', 'preparing', 'ready', 'collected'])
    expect((await setStatus(id, status)).status).toBe(200);
}

/** Every record of an issuer recomputed from its own fields, each chained to the one before. */
async function expectUnbrokenChain(issuerNif: string) {
  const records = await db.billingRecord.findMany({ where: { issuerNif }, orderBy: { id: 'asc' } });
  expect(records.length).toBeGreaterThan(0);
  let previous = '';
  for (const record of records) {
    expect(record.previousHash).toBe(previous);
    const hash =
      record.kind === 'alta'
        ? registrationHash({
            issuerNif,
            invoiceNumber: record.invoiceNumber,
            invoiceDate: record.invoiceDate,
            invoiceType: record.invoiceType as InvoiceType,
            totalTax: record.totalTax!,
            totalAmount: record.totalAmount!,
            previousHash: previous,
            generatedAt: record.generatedAt,
          })
        : cancellationHash({
            issuerNif,
            invoiceNumber: record.invoiceNumber,
            invoiceDate: record.invoiceDate,
            previousHash: previous,
            generatedAt: record.generatedAt,
          });
    expect(record.hash).toBe(hash);
    previous = hash;
  }
  expect((await db.billingChainHead.findUniqueOrThrow({ where: { issuerNif } })).lastHash).toBe(previous);
}

describe('the ticket of an order', () => {
  it('is issued at the hand-over of a cash order: an F2 whose bases and quotas add up to the total', async () => {
    const id = await takeawayOrder();
    expect((await ticketOf(customerClient, id)).status).toBe(404);
    await handOver(id);

    const response = await ticketOf(customerClient, id);
    expect(response.status).toBe(200);
    const ticket = response.body.data;
    const order = (await customer.order(id)).body.data;
    expect(ticket).toMatchObject({
      type: 'F2',
      series: expect.stringMatching(/^RUZ\d+-2026$/),
      number: expect.any(Number),
      issuer: { name: expect.any(String), nif: expect.any(String), address: expect.any(String) },
      recipient: null,
      total: order.total,
    });
    expect(ticket.full_number).toBe(`${ticket.series}/${String(ticket.number).padStart(6, '0')}`);
    const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
    expect(sum(ticket.taxes.map((tax: { base: number; quota: number }) => tax.base + tax.quota))).toBe(ticket.total);
    expect(sum(ticket.lines.map((line: { total: number }) => line.total))).toBe(ticket.total);
    expect(ticket.lines.map((line: { description: string }) => line.description)).toContain('Envase de un solo uso');
    expect(ticket.verifactu.qr_url).toBe(
      `https://prewww2.aeat.es/wlpl/TIKE-CONT/ValidarQR?nif=${ticket.issuer.nif}&numserie=${encodeURIComponent(ticket.full_number)}&fecha=${ticket.issue_date}&importe=${(ticket.total / 100).toFixed(2)}`,
    );
    await expectUnbrokenChain(ticket.issuer.nif);

    // The customer's copy by e-mail: the QR first (an inline image), the rates, the link to print it.
    const [mail] = readOutbox({ to: email });
    expect(mail?.subject).toBe(`Tu factura simplificada ${ticket.full_number}`);
    expect(mail?.text.indexOf('QR tributario:')).toBeLessThan(mail!.text.indexOf('IVA incluido'));
    expect(mail?.text).toMatch(/IVA 10 %: base [\d,]+\s€, cuota [\d,]+\s€/);
    expect(mail?.text).toContain(`/pedido-confirmado/${id}/ticket`);
    expect(mail?.html).toContain('src="cid:qr-tributario"');
    const [qr] = (mail as unknown as { attachments: { cid: string; contentType: string; contentBase64: string }[] })
      .attachments;
    expect(qr).toMatchObject({ cid: 'qr-tributario', contentType: 'image/png' });
    expect(Buffer.from(qr!.contentBase64, 'base64').subarray(1, 4).toString()).toBe('PNG');

    // A browser asking for the page goes to the printable ticket.
    const html = await customerClient.get(ticketRoute, `/api/orders/${id}/ticket`, {
      ...withId(id),
      headers: { Accept: 'text/html' },
    });
    expect(html.status).toBe(303);
    expect(html.headers.get('location')).toMatch(new RegExp(`/pedido-confirmado/${id}/ticket$`));
  });

  it('carries no QR and no VERI*FACTU legend when the company reports through the SII (verifactu_mode none)', async () => {
    const setMode = (value: string) =>
      db.setting.upsert({
        where: { key: 'verifactu_mode' },
        create: { key: 'verifactu_mode', value },
        update: { value },
      });
    await setMode('none');
    try {
      const id = await takeawayOrder();
      await handOver(id);
      const ticket = (await ticketOf(customerClient, id)).body.data;
      expect(ticket.verifactu).toMatchObject({ mode: 'none', qr_url: null });
      const mail = readOutbox({ to: email }).find((message) => message.subject.includes(ticket.full_number));
      expect(mail?.text).toContain('IVA incluido');
      expect(mail?.text).not.toContain('QR tributario');
      expect(mail?.text).not.toContain('VERI*FACTU');
      expect((mail as unknown as { attachments?: unknown[] }).attachments ?? []).toEqual([]);
    } finally {
      await setMode('verifactu');
    }
  });

  it('keeps the VeriFactu mode, QR and complaints notice it was issued with when the settings change later', async () => {
    const setSetting = (key: 'verifactu_mode' | 'complaint_sheets', value: string) =>
      db.setting.upsert({ where: { key }, create: { key, value }, update: { value } });
    const before = await db.setting.findUnique({ where: { key: 'complaint_sheets' } });
    const underVerifactu = await takeawayOrder();
    await handOver(underVerifactu);
    const issued = (await ticketOf(customerClient, underVerifactu)).body.data;
    expect(issued.verifactu.mode).toBe('verifactu');
    expect(issued.verifactu.qr_url).toContain(encodeURIComponent(issued.full_number));
    await setSetting('verifactu_mode', 'none');
    try {
      // The back office's own write, as a manager rewrites the Valencian notice.
      const { updateSettings } = await import('@/lib/admin/settings');
      await updateSettings({ id: managerId }, { complaint_sheets: { VC: 'Hojas de reclamaciones: pídalas en caja.' } });
      const underNone = await takeawayOrder();
      await handOver(underNone);
      const later = (await ticketOf(customerClient, underNone)).body.data;
      expect(later.verifactu).toMatchObject({ mode: 'none', qr_url: null });
      expect(later.complaints_notice).toBe('Hojas de reclamaciones: pídalas en caja.');

      const again = (await ticketOf(customerClient, underVerifactu)).body.data;
      expect(again.verifactu).toEqual(issued.verifactu);
      expect(again.complaints_notice).toBe(issued.complaints_notice);
      await setSetting('verifactu_mode', 'verifactu');
      expect((await ticketOf(customerClient, underNone)).body.data.verifactu).toMatchObject({
        mode: 'none',
        qr_url: null,
      });
    } finally {
      await setSetting('verifactu_mode', 'verifactu');
      await setSetting('complaint_sheets', before?.value ?? '');
    }
  });

  it('is another customer’s order: not found', async () => {
    const id = await takeawayOrder();
    await handOver(id);
    const other = await quickCustomer(1);
    expect((await ticketOf(other.client, id)).status).toBe(404);
    const asManager = await ticketOf(manager, id);
    expect(asManager.body).toMatchObject({ data: { type: 'F2' } });
    // Staff read the tickets of the restaurants they run, and no other's.
    const staffSession = await signIn(DEMO.staff);
    const staff = staffSession.client;
    staff.bearer = staffSession.tokens.access_token;
    expect((await ticketOf(staff, id)).status).toBe(200);
    const malasana = await db.restaurant.findUniqueOrThrow({ where: { slug: 'madrid-malasana' } });
    const { userId: otherId, customer: buyer } = await quickCustomer(2);
    await fillCart(buyer, [cartBody(selection(burger), { delivery_type: 'recoger', restaurant: malasana.slug })]);
    const { order: far } = await placeOrder(otherId, newKey(), orderBody() as never);
    const { issueTicket } = await import('@/lib/invoices/issue');
    const farRow = await db.order.findUniqueOrThrow({ where: { publicId: far.id } });
    await db.$transaction((tx) => issueTicket(tx, farRow.id));
    expect((await ticketOf(staff, far.id)).status).toBe(404);
  });

  it('can never be changed or deleted, not even with SQL', async () => {
    const id = await takeawayOrder();
    await handOver(id);
    const invoice = await db.invoice.findFirstOrThrow({ where: { order: { publicId: id } } });
    // Prisma reports the trigger's refusal as a constraint error; the SQL below shows its words.
    await expect(db.invoice.update({ where: { id: invoice.id }, data: { totalCents: 1 } })).rejects.toThrow();
    await expect(db.$executeRawUnsafe(`DELETE FROM "Invoice" WHERE id = ${invoice.id}`)).rejects.toThrow(
      /never deleted/,
    );
    await expect(
      db.$executeRawUnsafe(`UPDATE "BillingRecord" SET "hash" = 'X' WHERE "invoiceId" = ${invoice.id}`),
    ).rejects.toThrow(/never changed/);
    await expect(db.$executeRawUnsafe(`DELETE FROM "BillingRecord" WHERE "invoiceId" = ${invoice.id}`)).rejects.toThrow(
      /never deleted/,
    );
    expect(await db.invoice.findUniqueOrThrow({ where: { id: invoice.id } })).toEqual(invoice);
  });

  it('keeps the restaurant it was issued in: a later rename, address or postal code leaves it as printed', async () => {
    const id = await takeawayOrder();
    await handOver(id);
    const issued = (await ticketOf(customerClient, id)).body.data;
    const order = await db.order.findUniqueOrThrow({ where: { publicId: id }, include: { restaurant: true } });
    expect(issued.restaurant).toEqual({ name: order.restaurant.commercialName, address: order.restaurant.address });
    const { restaurant } = order;
    try {
      // The back office's own write (revalidation, audit), as a manager renames and moves a restaurant.
      const { updateRestaurant } = await import('@/lib/admin/places/restaurant-writes');
      await updateRestaurant({ id: managerId, role: 'manager' }, restaurant.id, {
        commercial_name: 'Casa Elefante Nuevo Nombre',
        address: 'Calle Otra 1',
        postal_code: '28004',
      });
      const again = (await ticketOf(customerClient, id)).body.data;
      expect(again.restaurant).toEqual(issued.restaurant);
      expect(again.complaints_notice).toBe(issued.complaints_notice);
    } finally {
      await db.restaurant.update({
        where: { id: restaurant.id },
        data: {
          commercialName: restaurant.commercialName,
          address: restaurant.address,
          postalCode: restaurant.postalCode,
        },
      });
    }
  });

  it('becomes an F3 with the customer’s NIF on request, the ticket kept; a wrong NIF changes nothing', async () => {
    const id = await takeawayOrder();
    await handOver(id);
    const ask = (json: unknown) =>
      customerClient.post(invoiceRoute, `/api/orders/${id}/invoice`, { ...withId(id), json });

    const wrong = await ask({ nif: '12345678A', name: 'Lucía Martínez', address: 'Carrer de Cadis 45, Valencia' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.nif[0]).toMatch(/NIF no es válido/);
    expect(await db.invoice.count({ where: { order: { publicId: id } } })).toBe(1);

    const right = await ask({
      nif: '12345678z',
      name: 'Lucía Martínez',
      address: 'Carrer de Cadis 45, 46006 Valencia',
    });
    expect(right.status).toBe(201);
    expect(right.body.data).toMatchObject({
      type: 'F3',
      series: expect.stringMatching(/-F$/),
      recipient: { nif: '12345678Z', name: 'Lucía Martínez', address: 'Carrer de Cadis 45, 46006 Valencia' },
      related: [expect.objectContaining({ type: 'F2' })],
    });
    expect((await ticketOf(customerClient, id)).body.data.type).toBe('F3');
    expect(await db.invoice.count({ where: { order: { publicId: id } } })).toBe(2);

    // A full invoice names the ticket it substitutes, the recipient's address and each unit price without IVA.
    const f3 = right.body.data;
    const ticket = f3.related[0];
    const mail = await vi.waitFor(() => {
      const found = readOutbox({ to: email }).find((message) => message.subject.includes(f3.full_number));
      if (!found) throw new Error('no e-mail yet');
      return found;
    });
    expect(mail.text).toContain(`Sustituye a la factura simplificada ${ticket.full_number}`);
    expect(mail.text).toContain('Carrer de Cadis 45, 46006 Valencia');
    const burgerLine = f3.lines.find((line: { description: string }) => line.description === 'La Clásica');
    expect(mail.text).toContain(
      `precio unitario sin IVA ${formatEuros(Math.round((burgerLine.unit_price * 100) / (100 + burgerLine.tax_rate)))}`,
    );
  });

  it('is an F1 when the customer gave their NIF before it was issued', async () => {
    const id = await takeawayOrder();
    const early = await customerClient.post(invoiceRoute, `/api/orders/${id}/invoice`, {
      ...withId(id),
      json: { nif: 'B12345674', name: 'Bocados S.L.', address: 'Calle Mayor 1, 28013 Madrid' },
    });
    expect(early.status).toBe(202);
    await handOver(id);
    expect((await ticketOf(customerClient, id)).body.data).toMatchObject({
      type: 'F1',
      series: expect.stringMatching(/-F$/),
      recipient: { nif: 'B12345674', name: 'Bocados S.L.' },
    });
  });
});

describe('«Quiero factura» at checkout', () => {
  it('makes the ticket an F1 to the NIF given; a wrong NIF refuses the order and changes nothing', async () => {
    await fillCart(customer, [cartBody(selection(burger), { delivery_type: 'recoger' })]);
    const before = await db.order.count();
    const wrong = await customer.placeOrder(
      orderBody({ invoice: { nif: 'B12345670', name: 'Bocados S.L.', address: 'Calle Mayor 1, 28013 Madrid' } }),
    );
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors['invoice.nif']).toEqual(['El NIF no es válido: revisa el carácter final.']);
    expect(await db.order.count()).toBe(before);

    const placed = await customer.placeOrder(
      orderBody({ invoice: { nif: 'b-12345674', name: 'Bocados S.L.', address: 'Calle Mayor 1, 28013 Madrid' } }),
    );
    expect(placed.status).toBe(201);
    expect(placed.body.data.invoice_requested).toBe(true);
    await handOver(placed.body.data.id);
    expect((await ticketOf(customerClient, placed.body.data.id)).body.data).toMatchObject({
      type: 'F1',
      recipient: { nif: 'B12345674', name: 'Bocados S.L.', address: 'Calle Mayor 1, 28013 Madrid' },
    });
  });
});

describe('an order over 3 000 €', () => {
  it('needs the customer’s invoice data, since a ticket may not exceed it (RD 1619/2012 art. 4); without, nothing changes', async () => {
    const slugs = ['burger-clasica', 'burger-iberica', 'burger-cabra', 'burger-crispy'];
    const lines = await Promise.all(slugs.map((slug) => productId(slug)));
    await fillCart(
      customer,
      lines.map((id) => cartBody(selection(id, { quantity: 99 }), { delivery_type: 'recoger' })),
    );
    const before = await db.order.count();
    const refused = await customer.placeOrder(orderBody());
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ code: 'invoice_required', message: expect.stringMatching(/3\.000 €/) });
    expect(await db.order.count()).toBe(before);
    expect(await customer.cart()).toHaveLength(slugs.length);

    const placed = await customer.placeOrder(
      orderBody({ invoice: { nif: 'B12345674', name: 'Bocados S.L.', address: 'Calle Mayor 1, 28013 Madrid' } }),
    );
    expect(placed.status).toBe(201);
    expect(placed.body.data.total).toBeGreaterThan(300_000);
    await handOver(placed.body.data.id);
    expect((await ticketOf(customerClient, placed.body.data.id)).body.data.type).toBe('F1');
  });
});

describe('an order handed over before tickets were issued', () => {
  it('answers 409 to an invoice request instead of promising one that never comes', async () => {
    const id = await takeawayOrder();
    await db.order.update({ where: { publicId: id }, data: { status: 'collected' } });
    const response = await customerClient.post(invoiceRoute, `/api/orders/${id}/invoice`, {
      ...withId(id),
      json: { nif: '12345678Z', name: 'Lucía Martínez', address: 'Carrer de Cadis 45, 46006 Valencia' },
    });
    expect(response.status).toBe(409);
    expect(response.body.message).toMatch(/pide la factura en el restaurante/);
    expect((await db.order.findUniqueOrThrow({ where: { publicId: id } })).invoiceNif).toBeNull();
  });
});

describe('a cancellation after the ticket', () => {
  it('issues a correction (R5) with every amount negated, naming the ticket it corrects; the original is untouched', async () => {
    // A paid order's ticket is issued with the payment: issued here as the payment would, then cancelled.
    const id = await takeawayOrder();
    const order = await db.order.findUniqueOrThrow({ where: { publicId: id } });
    const { issueTicket } = await import('@/lib/invoices/issue');
    await db.$transaction((tx) => issueTicket(tx, order.id));
    const original = await db.invoice.findFirstOrThrow({ where: { orderId: order.id } });
    // What the order says now is not what its ticket said: the correction follows the ticket.
    await db.orderLine.updateMany({ where: { orderId: order.id }, data: { productName: 'Renombrado después' } });

    expect((await cancelWithReason(id)).status).toBe(200);

    const documents = await db.invoice.findMany({ where: { orderId: order.id }, orderBy: { id: 'asc' } });
    expect(documents.map((document) => document.type)).toEqual(['F2', 'R5']);
    const correction = documents[1]!;
    expect(correction).toMatchObject({
      correctsId: original.id,
      totalCents: -original.totalCents,
      taxCents: -original.taxCents,
    });
    expect(correction.series).toMatch(/-R$/);
    // Line by line the ticket it corrects, negated: read from that ticket, not written again from the order.
    const negate = (lines: string) =>
      (JSON.parse(lines) as { unit_price: number; total: number }[]).map((line) => ({
        ...line,
        unit_price: -line.unit_price,
        total: -line.total,
      }));
    expect(JSON.parse(correction.lines)).toEqual(negate(original.lines));
    expect(documents[0]).toEqual(original);
    const records = await db.billingRecord.findMany({
      where: { invoiceId: { in: [original.id, correction.id] } },
      orderBy: { id: 'asc' },
    });
    // The R5 alone takes the sale back: an anulación too would take it back twice (decision 036).
    expect(records.map((record) => [record.invoiceId, record.kind])).toEqual([
      [original.id, 'alta'],
      [correction.id, 'alta'],
    ]);
    await expectUnbrokenChain(original.issuerNif);
    const mail = await vi.waitFor(() => {
      const found = readOutbox({ to: email }).find((message) => message.subject.includes(correction.fullNumber));
      if (!found) throw new Error('no e-mail yet');
      return found;
    });
    expect(mail.text).toContain(`Rectifica la factura ${original.fullNumber}`);
    // Its amounts are negative, with the minus sign the order's own e-mail gives its discounts.
    expect(mail.text).toContain(`Total: −${formatEuros(original.totalCents)} (IVA incluido)`);
    expect(mail.text).not.toMatch(/(^|\s)-\d/m);

    // Its e-mail links the correction itself, which names what it corrects; the ticket names it back.
    expect(mail.text).toContain(
      `/pedido-confirmado/${id}/ticket?documento=${encodeURIComponent(correction.fullNumber)}`,
    );
    const read = await ticketOf(customerClient, id, correction.fullNumber);
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({
      type: 'R5',
      full_number: correction.fullNumber,
      total: -original.totalCents,
      in_force: false,
      corrects: { full_number: original.fullNumber, issue_date: original.issueDate },
      related: [{ type: 'F2', full_number: original.fullNumber, relation: 'this_corrects' }],
    });
    const inForce = await ticketOf(customerClient, id);
    expect(inForce.body.data).toMatchObject({
      type: 'F2',
      in_force: true,
      related: [{ type: 'R5', full_number: correction.fullNumber, relation: 'corrects_this' }],
    });
    // Another order's number, or one that does not exist, is not this order's document; nor is the order another's.
    const otherOrder = await takeawayOrder();
    await handOver(otherOrder);
    expect((await ticketOf(customerClient, otherOrder, correction.fullNumber)).status).toBe(404);
    expect((await ticketOf(customerClient, id, `${correction.fullNumber}0`)).status).toBe(404);
    expect((await ticketOf((await quickCustomer(3)).client, id, correction.fullNumber)).status).toBe(404);
  });
});

describe('a cancellation after a full invoice', () => {
  it('issues an R1 to the same recipient, not an R5, which is for tickets (LIVA art. 80.Dos)', async () => {
    const recipient = { nif: 'B12345674', name: 'Bocados S.L.', address: 'Calle Mayor 1, 28013 Madrid' };
    await fillCart(customer, [cartBody(selection(burger), { delivery_type: 'recoger' })]);
    const placed = await customer.placeOrder(orderBody({ invoice: recipient }));
    expect(placed.status).toBe(201);
    const id = placed.body.data.id;
    const order = await db.order.findUniqueOrThrow({ where: { publicId: id } });
    // Issued as a payment would issue it, then cancelled by the restaurant.
    const { issueTicket } = await import('@/lib/invoices/issue');
    await db.$transaction((tx) => issueTicket(tx, order.id));
    const invoice = await db.invoice.findFirstOrThrow({ where: { orderId: order.id } });
    expect(invoice.type).toBe('F1');
    expect((await cancelWithReason(id)).status).toBe(200);

    const documents = await db.invoice.findMany({ where: { orderId: order.id }, orderBy: { id: 'asc' } });
    expect(documents.map((document) => document.type)).toEqual(['F1', 'R1']);
    expect(documents[1]).toMatchObject({
      correctsId: invoice.id,
      recipientNif: recipient.nif,
      recipientName: recipient.name,
      recipientAddress: recipient.address,
      totalCents: -invoice.totalCents,
    });
    expect(documents[0]).toEqual(invoice);
    // The document in force is still the F1, untouched.
    expect((await ticketOf(customerClient, id)).body.data.type).toBe('F1');
    await expectUnbrokenChain(invoice.issuerNif);
  });
});

describe('numbering and the chain', () => {
  it('gives 30 orders handed over at once in two restaurants gapless numbers per series and one unbroken chain', async () => {
    const restaurants = ['valencia-ruzafa', 'madrid-malasana'];
    const ids: string[] = [];
    for (let index = 0; index < 30; index++) {
      const { userId, customer: buyer } = await quickCustomer(100 + index);
      await fillCart(buyer, [
        cartBody(selection(burger), { delivery_type: 'recoger', restaurant: restaurants[index % 2] }),
      ]);
      const { order } = await placeOrder(userId, newKey(), orderBody() as never);
      ids.push(order.id);
    }
    await db.order.updateMany({ where: { publicId: { in: ids } }, data: { status: 'ready' } });
    const actor = { id: managerId, role: 'manager' };
    await Promise.all(ids.map((id) => changeOrderStatus(actor, id, { status: 'collected' } as never)));

    const invoices = await db.invoice.findMany({ where: { order: { publicId: { in: ids } } } });
    expect(invoices).toHaveLength(30);
    for (const series of new Set(invoices.map((invoice) => invoice.series))) {
      const numbers = (await db.invoice.findMany({ where: { series }, select: { number: true } }))
        .map((row) => row.number)
        .sort((a, b) => a - b);
      expect(numbers).toEqual(numbers.map((_, index) => index + 1));
    }
    expect(new Set(invoices.map((invoice) => invoice.series)).size).toBe(2);
    await expectUnbrokenChain(invoices[0]!.issuerNif);
  });
});

describe('GET /api/admin/billing-records', () => {
  it('lists the chain oldest first with every field as it entered the hash, for managers only', async () => {
    const response = await manager.get(recordsRoute, '/api/admin/billing-records?per_page=100');
    expect(response.status).toBe(200);
    const [first] = response.body.data;
    expect(first).toEqual({
      id: expect.any(Number),
      type: expect.stringMatching(/^(alta|anulacion)$/),
      issuer_nif: expect.any(String),
      invoice_number: expect.stringMatching(/\/\d{6}$/),
      invoice_date: expect.stringMatching(/^\d{2}-\d{2}-\d{4}$/),
      tipo_factura: expect.any(String),
      cuota_total: expect.stringMatching(/^-?\d+\.\d{2}$/),
      importe_total: expect.stringMatching(/^-?\d+\.\d{2}$/),
      huella: expect.stringMatching(/^[0-9A-F]{64}$/),
      previous_huella: '',
      generated_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/),
    });
    expect((await customerClient.get(recordsRoute, '/api/admin/billing-records')).status).toBe(403);
  });
});
