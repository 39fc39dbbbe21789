import { beforeAll, describe, expect, it } from 'vitest';
import { GET as salesRoute } from '@/app/api/admin/reports/sales/route';
import { db } from '@/lib/db';
import { DEMO, setUpTemporaryFiles, signIn, type ApiClient } from '../support/api-client';

// The attacker's look at the sales reports (issue 14, scope 8): text that
// people type (a restaurant's name, a product's, a cancel reason) planted to
// run as a formula when a manager opens the CSV; a staff member reading
// another restaurant's figures; a query built to break the download's headers
// or to make the database work for years of data.

setUpTemporaryFiles();

const FORMULAS = [
  "=cmd|' /C calc'!A0",
  '+SUM(1;2)',
  '-2+3',
  '@SUM(A1:A9)',
  '\t=1+1',
  '\r=1+1',
  '=HYPERLINK("http://malo.example";"Pulsa")',
];

let manager: ApiClient;
let staff: ApiClient;

beforeAll(async () => {
  const [managerSignIn, staffSignIn] = await Promise.all([signIn(DEMO.manager), signIn(DEMO.staff)]);
  manager = managerSignIn.client;
  manager.bearer = managerSignIn.tokens.access_token;
  staff = staffSignIn.client;
  staff.bearer = staffSignIn.tokens.access_token;

  // A restaurant renamed by someone with bad intentions, and orders in 2024 (nothing else is there).
  const madrid = await db.restaurant.update({
    where: { slug: 'madrid-malasana' },
    data: { commercialName: '=IMPORTXML("http://malo.example";"//a")' },
  });
  const user = await db.user.findUniqueOrThrow({ where: { email: DEMO.customer.email } });
  const product = await db.product.findFirstOrThrow({ select: { id: true } });
  for (const [index, formula] of FORMULAS.entries()) {
    for (const status of ['delivered', 'cancelled']) {
      await db.order.create({
        data: {
          publicId: `seguridad-informe-${index}-${status}`,
          number: `SEG-${index}-${status}`,
          userId: user.id,
          restaurantId: madrid.id,
          deliveryType: 'delivery',
          status,
          customerName: formula,
          subtotalCents: 1000,
          totalCents: 1000,
          taxCents: 91,
          paymentMethod: 'cash',
          cancelReason: status === 'cancelled' ? formula : null,
          createdAt: new Date(`2024-05-0${index + 1}T10:00:00Z`),
          lines: {
            create: {
              productId: product.id,
              productName: formula,
              category: 'burger',
              quantity: 1,
              unitPriceCents: 1000,
              totalCents: 1000,
            },
          },
        },
      });
    }
  }
});

/** The cells of a ";" CSV with quoted fields, unquoted. */
function cells(csv: string): string[] {
  const found: string[] = [];
  let cell = '';
  let isQuoted = false;
  const text = csv.replace(/^\uFEFF/, '');
  for (let index = 0; index < text.length; index++) {
    const char = text[index]!;
    if (isQuoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index++;
      } else if (char === '"') isQuoted = false;
      else cell += char;
    } else if (char === '"') isQuoted = true;
    else if (char === ';' || char === '\n') {
      found.push(cell.replace(/\r$/, ''));
      cell = '';
    } else cell += char;
  }
  return found;
}

const csv = (client: ApiClient, query: string) =>
  client.get(salesRoute, `/api/admin/reports/sales?from=2024-05-01&to=2024-05-31&format=csv&${query}`);

describe('CSV formula injection', () => {
  it.each(['table=sales&group_by=restaurant', 'table=top_products', 'table=cancellations'])(
    'no cell of %s starts a formula; the planted text is there, neutralised',
    async (query) => {
      const response = await csv(manager, query);
      expect(response.status).toBe(200);
      const all = cells(response.bytes.toString('utf8'));
      expect(all.filter((cell) => /^[=+\-@\t\r]/.test(cell))).toEqual([]);
      expect(all.some((cell) => cell.startsWith("'="))).toBe(true);
    },
  );

  it('every planted formula comes back with its apostrophe, whole', async () => {
    const response = await csv(manager, 'table=top_products');
    const all = cells(response.bytes.toString('utf8'));
    for (const formula of FORMULAS) expect(all).toContain(`'${formula}`);
  });

  it('JSON answers the text as it is (escaping is the CSV’s job, and the page’s)', async () => {
    const response = await manager.get(salesRoute, '/api/admin/reports/sales?from=2024-05-01&to=2024-05-31');
    expect(response.body.data.cancellations.reasons.map((entry: { reason: string }) => entry.reason)).toEqual(
      expect.arrayContaining(FORMULAS.map((formula) => formula.trim())),
    );
  });
});

describe('a staff member of Valencia against Madrid', () => {
  it('cannot read Madrid’s report, as JSON or CSV, by slug', async () => {
    for (const format of ['json', 'csv']) {
      const response = await csv(staff, `restaurant=madrid-malasana&format=${format}`);
      expect(response.status).toBe(403);
      expect(response.body.code).toBe('forbidden');
      expect(response.bytes.toString('utf8')).not.toContain('IMPORTXML');
    }
  });

  it('sees none of Madrid’s sales, products or cancellations in the whole report', async () => {
    for (const groupBy of ['day', 'restaurant', 'type', 'payment']) {
      const response = await staff.get(
        salesRoute,
        `/api/admin/reports/sales?from=2024-05-01&to=2024-05-31&group_by=${groupBy}`,
      );
      expect(response.status).toBe(200);
      expect(response.body.data.totals.orders).toBe(0);
      expect(response.body.data.top_products).toEqual([]);
      expect(response.body.data.cancellations.count).toBe(0);
      expect(JSON.stringify(response.body)).not.toContain('IMPORTXML');
    }
  });

  it('an unknown slug says nothing about what exists (422), a slug-looking trick neither', async () => {
    for (const slug of ['no-existe', "madrid-malasana' OR '1'='1", '../madrid-malasana', 'madrid-malasana%00']) {
      const response = await csv(staff, `restaurant=${encodeURIComponent(slug)}`);
      expect(response.status, slug).toBe(422);
      expect(response.body.errors).toEqual({ restaurant: ['Ese restaurante no existe.'] });
    }
  });
});

describe('the query cannot break the download or the database', () => {
  it('dates are only dates: nothing reaches the Content-Disposition header', async () => {
    const response = await manager.get(
      salesRoute,
      `/api/admin/reports/sales?from=${encodeURIComponent('2024-05-01"\r\nSet-Cookie: a=b')}&to=2024-05-31&format=csv`,
    );
    expect(response.status).toBe(422);
    expect(response.headers.get('content-disposition')).toBeNull();
    expect(response.setCookies).toEqual([]);
  });

  it('years of data in one call are refused', async () => {
    const response = await manager.get(salesRoute, '/api/admin/reports/sales?from=2000-01-01&to=2099-12-31');
    expect(response.status).toBe(422);
    expect(response.body.errors.to).toEqual(['Un informe abarca 366 días como mucho: acorta las fechas.']);
  });

  it('a repeated parameter is read once, and a long one is refused', async () => {
    const repeated = await manager.get(
      salesRoute,
      '/api/admin/reports/sales?from=2024-05-01&to=2024-05-31&group_by=day&group_by=restaurant',
    );
    expect(repeated.status).toBe(200);
    const long = await manager.get(
      salesRoute,
      `/api/admin/reports/sales?from=2024-05-01&to=2024-05-31&restaurant=${'a'.repeat(5000)}`,
    );
    expect(long.status).toBe(422);
  });
});
