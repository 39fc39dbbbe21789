import { beforeAll, describe, expect, it } from 'vitest';
import { GET as salesRoute } from '@/app/api/admin/reports/sales/route';
import { db } from '@/lib/db';
import { ApiClient, DEMO, setUpTemporaryFiles, signIn } from '../support/api-client';

// Issue 14, scope 8: GET /api/admin/reports/sales on orders this file makes
// around the night clocks went forward in Madrid (Sunday 30 March 2025, 02:00
// → 03:00), a week no other data of the seeded database touches. Expected
// figures are computed from the orders below, never from the seed.

setUpTemporaryFiles();

type Line = { name: string; quantity: number; total: number };
type Fixture = {
  restaurant: 'valencia-ruzafa' | 'valencia-benimaclet' | 'madrid-malasana';
  /** The instant it was placed (UTC). */
  at: string;
  /** Its local day in Madrid, or null when it is outside 29–31 March. */
  day: string | null;
  type: 'delivery' | 'takeaway' | 'fast';
  payment: 'cash' | 'card_on_delivery';
  total: number;
  discount?: number;
  status?: string;
  reason?: string | null;
  lines?: Line[];
};

const BURGER = 'Informe Burger';
const WATER = 'Informe Agua';
const TORTILLA = 'Informe Tortilla';
const INJECTION = '=HYPERLINK("http://malo.example","pulsa")';

const FIXTURES: Fixture[] = [
  // Saturday 29 March, 23:30 CET: still the 29th.
  {
    restaurant: 'valencia-ruzafa',
    at: '2025-03-29T22:30:00Z',
    day: '2025-03-29',
    type: 'delivery',
    payment: 'cash',
    total: 2000,
    lines: [{ name: BURGER, quantity: 2, total: 1800 }],
  },
  // 00:30 CET on the 30th, though the 29th in UTC.
  {
    restaurant: 'valencia-ruzafa',
    at: '2025-03-29T23:30:00Z',
    day: '2025-03-30',
    type: 'takeaway',
    payment: 'card_on_delivery',
    total: 1501,
    discount: 200,
    status: 'collected',
    lines: [
      { name: BURGER, quantity: 1, total: 900 },
      { name: WATER, quantity: 2, total: 400 },
    ],
  },
  // 23:30 CEST on the 30th (the 23-hour day); still in the kitchen: a sale all the same.
  {
    restaurant: 'valencia-benimaclet',
    at: '2025-03-30T21:30:00Z',
    day: '2025-03-30',
    type: 'fast',
    payment: 'cash',
    total: 1000,
    status: 'received',
    lines: [{ name: WATER, quantity: 3, total: 600 }],
  },
  // 00:30 CEST on the 31st.
  {
    restaurant: 'valencia-benimaclet',
    at: '2025-03-30T22:30:00Z',
    day: '2025-03-31',
    type: 'delivery',
    payment: 'card_on_delivery',
    total: 3000,
    discount: 500,
    status: 'accepted',
    lines: [{ name: BURGER, quantity: 3, total: 2700 }],
  },
  {
    restaurant: 'madrid-malasana',
    at: '2025-03-31T10:00:00Z',
    day: '2025-03-31',
    type: 'delivery',
    payment: 'cash',
    total: 5000,
    lines: [{ name: TORTILLA, quantity: 4, total: 4000 }],
  },
  // Not sales: cancelled, or waiting for an online payment.
  {
    restaurant: 'valencia-ruzafa',
    at: '2025-03-30T10:00:00Z',
    day: '2025-03-30',
    type: 'delivery',
    payment: 'cash',
    total: 1200,
    status: 'cancelled',
    reason: 'Cocina saturada',
    lines: [{ name: BURGER, quantity: 5, total: 4500 }],
  },
  {
    restaurant: 'madrid-malasana',
    at: '2025-03-31T11:00:00Z',
    day: '2025-03-31',
    type: 'delivery',
    payment: 'cash',
    total: 1300,
    status: 'cancelled',
    reason: 'Cocina saturada ',
  },
  {
    restaurant: 'valencia-benimaclet',
    at: '2025-03-31T12:00:00Z',
    day: '2025-03-31',
    type: 'takeaway',
    payment: 'cash',
    total: 1400,
    status: 'cancelled',
    reason: null,
  },
  {
    restaurant: 'valencia-ruzafa',
    at: '2025-03-31T13:00:00Z',
    day: '2025-03-31',
    type: 'takeaway',
    payment: 'cash',
    total: 1500,
    status: 'cancelled',
    reason: INJECTION,
  },
  {
    restaurant: 'valencia-ruzafa',
    at: '2025-03-30T12:00:00Z',
    day: '2025-03-30',
    type: 'delivery',
    payment: 'cash',
    total: 9999,
    status: 'pending_payment',
    lines: [{ name: TORTILLA, quantity: 50, total: 9999 }],
  },
  // Just outside: 23:59 CET on the 28th, and 00:00 CEST on 1 April.
  {
    restaurant: 'valencia-ruzafa',
    at: '2025-03-28T22:59:00Z',
    day: null,
    type: 'delivery',
    payment: 'cash',
    total: 7000,
  },
  {
    restaurant: 'valencia-ruzafa',
    at: '2025-03-31T22:00:00Z',
    day: null,
    type: 'delivery',
    payment: 'cash',
    total: 8000,
  },
];

const RANGE = 'from=2025-03-29&to=2025-03-31';
const STAFF_RESTAURANTS = ['valencia-ruzafa', 'valencia-benimaclet'];

const isSale = (fixture: Fixture) =>
  fixture.day !== null && !['cancelled', 'pending_payment'].includes(fixture.status ?? '');
const average = (total: number, orders: number) => Math.floor((2 * total + orders) / (2 * orders));

/** The figures the API should answer for the sales among `fixtures`. */
function expected(fixtures: Fixture[]) {
  const orders = fixtures.length;
  const total = fixtures.reduce((sum, fixture) => sum + fixture.total, 0);
  return {
    orders,
    total_cents: total,
    discount_cents: fixtures.reduce((sum, fixture) => sum + (fixture.discount ?? 0), 0),
    average_ticket_cents: orders ? average(total, orders) : null,
  };
}

function expectedGroups(fixtures: Fixture[], keyOf: (fixture: Fixture) => string) {
  const groups = new Map<string, Fixture[]>();
  for (const fixture of fixtures) groups.set(keyOf(fixture), [...(groups.get(keyOf(fixture)) ?? []), fixture]);
  return new Map([...groups].map(([key, members]) => [key, expected(members)]));
}

let manager: ApiClient;
let staff: ApiClient;
let customer: ApiClient;

async function bearerClient(credentials: { email: string; password: string }) {
  const { client, tokens } = await signIn(credentials);
  client.bearer = tokens.access_token;
  return client;
}

beforeAll(async () => {
  [manager, staff, customer] = await Promise.all([
    bearerClient(DEMO.manager),
    bearerClient(DEMO.staff),
    bearerClient(DEMO.customer),
  ]);
  const user = await db.user.findUniqueOrThrow({ where: { email: DEMO.customer.email } });
  const product = await db.product.findFirstOrThrow({ select: { id: true } });
  const restaurants = await db.restaurant.findMany({ select: { id: true, slug: true } });
  const idOf = new Map(restaurants.map((restaurant) => [restaurant.slug, restaurant.id]));
  for (const [index, fixture] of FIXTURES.entries()) {
    const discount = fixture.discount ?? 0;
    await db.order.create({
      data: {
        publicId: `informe-${index}-${crypto.randomUUID()}`,
        number: `INF-${String(index).padStart(6, '0')}`,
        userId: user.id,
        restaurantId: idOf.get(fixture.restaurant)!,
        deliveryType: fixture.type,
        status: fixture.status ?? 'delivered',
        customerName: 'Cliente del informe',
        subtotalCents: fixture.total + discount,
        discountCents: discount,
        totalCents: fixture.total,
        taxCents: Math.round(fixture.total / 11),
        paymentMethod: fixture.payment,
        cancelReason: fixture.reason ?? null,
        createdAt: new Date(fixture.at),
        lines: {
          create: (fixture.lines ?? []).map((line) => ({
            productId: product.id,
            productName: line.name,
            category: 'burger',
            quantity: line.quantity,
            unitPriceCents: Math.round(line.total / line.quantity),
            totalCents: line.total,
          })),
        },
      },
    });
  }
});

const report = (client: ApiClient, query: string, headers: Record<string, string> = {}) =>
  client.get(salesRoute, `/api/admin/reports/sales?${query}`, { headers });

const SALES = FIXTURES.filter(isSale);
const rowsByKey = (rows: { key: string }[]) => new Map(rows.map((row) => [row.key, row]));

describe('sales grouped four ways', () => {
  it('by day (the default): Madrid days across the change to summer time, every day listed', async () => {
    const response = await report(manager, RANGE);
    expect(response.status).toBe(200);
    expect(response.body.meta).toEqual({ from: '2025-03-29', to: '2025-03-31', restaurant: null, group_by: 'day' });
    const byDay = expectedGroups(SALES, (fixture) => fixture.day!);
    expect(response.body.data.rows).toEqual(
      ['2025-03-29', '2025-03-30', '2025-03-31'].map((day) => ({
        key: day,
        label: expect.stringContaining(day.slice(8).replace(/^0/, '')),
        ...byDay.get(day),
      })),
    );
    // 29th: 1 order; 30th: the 00:30 CET one and the 23:30 CEST one; 31st: the 00:30 CEST one and Madrid's.
    expect(response.body.data.rows.map((row: { orders: number }) => row.orders)).toEqual([1, 2, 2]);
    expect(response.body.data.totals).toEqual(expected(SALES));
  });

  it('a day without sales is a zero with no average ticket', async () => {
    const response = await report(manager, 'from=2025-03-29&to=2025-04-02');
    const rows = rowsByKey(response.body.data.rows);
    expect(response.body.data.rows).toHaveLength(5);
    // 00:00 CEST on 1 April belongs to the 1st.
    expect(rows.get('2025-04-01')).toMatchObject({ orders: 1, total_cents: 8000 });
    expect(rows.get('2025-04-02')).toEqual({
      key: '2025-04-02',
      label: 'mié, 2 abr 2025',
      orders: 0,
      total_cents: 0,
      discount_cents: 0,
      average_ticket_cents: null,
    });
  });

  it.each([
    ['restaurant', (fixture: Fixture) => fixture.restaurant],
    ['type', (fixture: Fixture) => fixture.type],
    ['payment', (fixture: Fixture) => fixture.payment],
  ] as const)('by %s, biggest sales first, adding up to the same totals', async (groupBy, keyOf) => {
    const response = await report(manager, `${RANGE}&group_by=${groupBy}`);
    expect(response.status).toBe(200);
    expect(response.body.meta.group_by).toBe(groupBy);
    const groups = expectedGroups(SALES, keyOf);
    const rows = response.body.data.rows as { key: string; label: string; total_cents: number }[];
    expect(rows.map((row) => row.key).sort()).toEqual([...groups.keys()].sort());
    for (const row of rows) expect(row).toMatchObject(groups.get(row.key)!);
    const totals = rows.map((row) => row.total_cents);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    expect(response.body.data.totals).toEqual(expected(SALES));
  });

  it('labels groups in Spanish', async () => {
    const byType = rowsByKey((await report(manager, `${RANGE}&group_by=type`)).body.data.rows);
    expect(byType.get('delivery')).toMatchObject({ label: 'A domicilio' });
    expect(byType.get('fast')).toMatchObject({ label: 'Fast' });
    const byPayment = rowsByKey((await report(manager, `${RANGE}&group_by=payment`)).body.data.rows);
    expect(byPayment.get('cash')).toMatchObject({ label: 'Efectivo' });
    const byRestaurant = rowsByKey((await report(manager, `${RANGE}&group_by=restaurant`)).body.data.rows);
    const ruzafa = await db.restaurant.findUniqueOrThrow({ where: { slug: 'valencia-ruzafa' } });
    expect(byRestaurant.get('valencia-ruzafa')).toMatchObject({ label: ruzafa.commercialName });
  });

  it('one restaurant', async () => {
    const response = await report(manager, `${RANGE}&restaurant=valencia-ruzafa&group_by=type`);
    expect(response.status).toBe(200);
    expect(response.body.meta.restaurant).toBe('valencia-ruzafa');
    const ruzafa = SALES.filter((fixture) => fixture.restaurant === 'valencia-ruzafa');
    expect(response.body.data.totals).toEqual(expected(ruzafa));
    expect(response.body.data.cancellations.count).toBe(
      FIXTURES.filter((fixture) => fixture.restaurant === 'valencia-ruzafa' && fixture.status === 'cancelled').length,
    );
  });
});

describe('best sellers and cancellations', () => {
  it('ranks products of sales by units, with their line revenue', async () => {
    const units = new Map<string, { units: number; revenue_cents: number }>();
    for (const line of SALES.flatMap((fixture) => fixture.lines ?? [])) {
      const entry = units.get(line.name) ?? { units: 0, revenue_cents: 0 };
      units.set(line.name, { units: entry.units + line.quantity, revenue_cents: entry.revenue_cents + line.total });
    }
    const ranked = [...units]
      .map(([name, figures]) => ({ name, ...figures }))
      .sort((a, b) => b.units - a.units || b.revenue_cents - a.revenue_cents);
    const response = await report(manager, RANGE);
    expect(response.body.data.top_products).toEqual(ranked);
  });

  it('counts cancellations by reason, the same words once, no reason as null', async () => {
    const response = await report(manager, RANGE);
    expect(response.body.data.cancellations).toEqual({
      count: 4,
      reasons: [
        { reason: 'Cocina saturada', count: 2 },
        { reason: INJECTION, count: 1 },
        { reason: null, count: 1 },
      ],
    });
  });
});

describe('who may read reports', () => {
  it('staff see the sum of their own restaurants only', async () => {
    const response = await report(staff, `${RANGE}&group_by=restaurant`);
    expect(response.status).toBe(200);
    const theirs = SALES.filter((fixture) => STAFF_RESTAURANTS.includes(fixture.restaurant));
    expect(response.body.data.totals).toEqual(expected(theirs));
    expect(response.body.data.rows.map((row: { key: string }) => row.key).sort()).toEqual(STAFF_RESTAURANTS.sort());
    expect(response.body.data.top_products.map((product: { name: string }) => product.name)).not.toContain(TORTILLA);
    expect(response.body.data.cancellations.count).toBe(3);
  });

  it('staff read one of theirs, and get 403 for another restaurant', async () => {
    expect((await report(staff, `${RANGE}&restaurant=valencia-benimaclet`)).status).toBe(200);
    const other = await report(staff, `${RANGE}&restaurant=madrid-malasana`);
    expect(other.status).toBe(403);
    expect(other.body).toEqual({ code: 'forbidden', message: 'No tienes permiso para realizar esta acción.' });
    const csv = await report(staff, `${RANGE}&restaurant=madrid-malasana&format=csv`);
    expect(csv.status).toBe(403);
  });

  it('customers get 403 and visitors 401', async () => {
    expect((await report(customer, RANGE)).status).toBe(403);
    expect((await report(customer, `${RANGE}&format=csv`)).status).toBe(403);
    expect((await report(new ApiClient(), RANGE)).status).toBe(401);
  });
});

describe('validation', () => {
  it.each([
    ['to=2025-03-31', { from: ['Indica la fecha de inicio (AAAA-MM-DD).'] }],
    ['from=2025-03-31', { to: ['Indica la fecha final (AAAA-MM-DD).'] }],
    ['from=2025-02-29&to=2025-03-31', { from: ['La fecha de inicio no es válida: escríbela como AAAA-MM-DD.'] }],
    ['from=2025-03-31&to=2025-03-29', { to: ['La fecha final no puede ser anterior a la de inicio.'] }],
    ['from=2024-01-01&to=2025-01-01', { to: ['Un informe abarca 366 días como mucho: acorta las fechas.'] }],
    [`${RANGE}&group_by=week`, { group_by: ['Agrupa por día, restaurante, tipo de pedido o forma de pago.'] }],
    [`${RANGE}&restaurant=no-existe`, { restaurant: ['Ese restaurante no existe.'] }],
    [`${RANGE}&restaurant=%3Cscript%3E`, { restaurant: ['Ese restaurante no existe.'] }],
    [`${RANGE}&table=users`, { table: ['La tabla es sales, top_products o cancellations.'] }],
  ])('%s → 422', async (query, errors) => {
    const response = await report(manager, query);
    expect(response.status).toBe(422);
    expect(response.body).toEqual({ code: 'validation_failed', message: 'Revisa los datos introducidos', errors });
  });

  it('a year of 366 days is allowed', async () => {
    expect((await report(manager, 'from=2024-01-01&to=2024-12-31&group_by=payment')).status).toBe(200);
  });
});

describe('CSV', () => {
  const decode = (bytes: Buffer) => bytes.toString('utf8');

  it('with Accept: text/csv, the rows table as an attachment for a Spanish spreadsheet', async () => {
    const response = await report(manager, RANGE, { accept: 'text/csv' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="ventas-2025-03-29-2025-03-31.csv"');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('vary')).toContain('Accept');
    expect([...response.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = decode(response.bytes)
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    expect(lines[0]).toBe('Día;Pedidos;Ventas (€);Descuentos (€);Ticket medio (€)');
    const totals = expected(SALES);
    const euros = (cents: number) => `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`;
    expect(lines.slice(1, 5)).toEqual([
      `29/03/2025;1;${euros(2000)};0,00;${euros(2000)}`,
      expect.stringMatching(/^30\/03\/2025;2;/),
      expect.stringMatching(/^31\/03\/2025;2;/),
      `Total;${totals.orders};${euros(totals.total_cents)};${euros(totals.discount_cents)};${euros(totals.average_ticket_cents!)}`,
    ]);
  });

  it('?format=csv does the same for a plain link, and ?format=json wins over Accept', async () => {
    const link = await report(manager, `${RANGE}&group_by=restaurant&format=csv`);
    expect(link.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(decode(link.bytes)).toMatch(/^\uFEFFRestaurante;Pedidos;/);
    const json = await report(manager, `${RANGE}&format=json`, { accept: 'text/csv' });
    expect(json.headers.get('content-type')).toContain('application/json');
  });

  it('each table has its CSV; text a spreadsheet would run is neutralised', async () => {
    const products = await report(manager, `${RANGE}&table=top_products&format=csv`);
    expect(products.headers.get('content-disposition')).toBe(
      'attachment; filename="productos-2025-03-29-2025-03-31.csv"',
    );
    expect(decode(products.bytes).split('\r\n')[0]).toBe('\uFEFFPuesto;Producto;Unidades;Ingresos (€)');
    expect(decode(products.bytes)).toContain(`1;${BURGER};6;`);

    const cancelled = await report(manager, `${RANGE}&table=cancellations&format=csv`);
    expect(cancelled.headers.get('content-disposition')).toBe(
      'attachment; filename="cancelaciones-2025-03-29-2025-03-31.csv"',
    );
    const text = decode(cancelled.bytes);
    expect(text.split('\r\n')).toEqual([
      '\uFEFFMotivo;Pedidos',
      'Cocina saturada;2',
      `"'=HYPERLINK(""http://malo.example"",""pulsa"")";1`,
      'Sin motivo;1',
      'Total;4',
      '',
    ]);
    expect(text).not.toMatch(/(^|;|\n)=/);
  });

  it('a refused CSV is the JSON error', async () => {
    const response = await report(manager, 'from=2025-03-31&to=2025-03-29&format=csv');
    expect(response.status).toBe(422);
    expect(response.body.code).toBe('validation_failed');
  });
});
