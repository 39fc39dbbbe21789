import fs from 'node:fs';
import { expect, expectNoSeriousAxeViolations, signIn, sqlDate, test, withDatabase } from './fixtures';

// Issue 14, scope 8: a manager reads the sales of a few days by restaurant,
// with its chart, best sellers and cancellations, and downloads the table as
// a CSV a Spanish spreadsheet opens. The orders are made here, in February
// 2024 (nothing else is there), and removed again.

const MANAGER = { email: 'gerente@example.com', password: 'Gerente1234!' };
const NUMBER_PREFIX = 'E2E-INF-';

type Planted = { restaurant: string; at: string; total: number; status: string; reason?: string; product: string };

function removePlanted(): void {
  withDatabase((db) => {
    db.prepare(
      `DELETE FROM "OrderLine" WHERE orderId IN (SELECT id FROM "Order" WHERE number LIKE '${NUMBER_PREFIX}%')`,
    ).run();
    db.prepare(`DELETE FROM "Order" WHERE number LIKE '${NUMBER_PREFIX}%'`).run();
  });
}

/** Orders straight into the server's database; answers the restaurants' names by slug. */
function plant(orders: Planted[]): Map<string, string> {
  return withDatabase((db) => {
    const { id: userId } = db.prepare(`SELECT id FROM "User" WHERE email = 'cliente@example.com'`).get() as {
      id: number;
    };
    const { id: productId } = db.prepare(`SELECT id FROM "Product" LIMIT 1`).get() as { id: number };
    const restaurants = db.prepare(`SELECT id, slug, commercialName FROM "Restaurant"`).all() as {
      id: number;
      slug: string;
      commercialName: string;
    }[];
    const insertOrder = db.prepare(
      `INSERT INTO "Order" (publicId, number, userId, restaurantId, deliveryType, status, customerName,
        subtotalCents, totalCents, taxCents, paymentMethod, cancelReason, createdAt, updatedAt)
       VALUES (?, ?, ?, ?, 'delivery', ?, 'Cliente del informe', ?, ?, ?, 'cash', ?, ?, ?)`,
    );
    const insertLine = db.prepare(
      `INSERT INTO "OrderLine" (orderId, productId, productName, category, quantity, unitPriceCents, totalCents)
       VALUES (?, ?, ?, 'burger', 1, ?, ?)`,
    );
    orders.forEach((order, index) => {
      const restaurant = restaurants.find((candidate) => candidate.slug === order.restaurant)!;
      const at = sqlDate(new Date(order.at));
      const { lastInsertRowid } = insertOrder.run(
        `e2e-informe-${index}-${Date.now()}`,
        `${NUMBER_PREFIX}${index}-${Date.now()}`,
        userId,
        restaurant.id,
        order.status,
        order.total,
        order.total,
        Math.round(order.total / 11),
        order.reason ?? null,
        at,
        at,
      );
      insertLine.run(Number(lastInsertRowid), productId, order.product, order.total, order.total);
    });
    return new Map(restaurants.map((restaurant) => [restaurant.slug, restaurant.commercialName]));
  });
}

test.beforeEach(removePlanted);
test.afterEach(removePlanted);

test(
  'a manager opens Informes, groups the sales by restaurant, reads the tables and downloads the CSV (issue 14)',
  { tag: '@desktop' },
  async ({ page }, testInfo) => {
    const product = `Burger del informe ${testInfo.project.name}`;
    const names = plant([
      { restaurant: 'valencia-ruzafa', at: '2024-02-05T12:00:00Z', total: 2400, status: 'delivered', product },
      { restaurant: 'valencia-ruzafa', at: '2024-02-06T12:00:00Z', total: 1600, status: 'collected', product },
      { restaurant: 'madrid-malasana', at: '2024-02-06T19:00:00Z', total: 3100, status: 'delivered', product },
      {
        restaurant: 'madrid-malasana',
        at: '2024-02-07T13:00:00Z',
        total: 1800,
        status: 'cancelled',
        reason: 'Producto agotado',
        product,
      },
    ]);
    await signIn(page.request, MANAGER.email, MANAGER.password);

    await page.goto('/admin/informes');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Informes');
    await expect(page.getByRole('link', { name: 'Informes', exact: true })).toHaveAttribute('aria-current', 'page');
    // The last 30 days by default.
    await expect(page.getByLabel('Hasta')).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
    await expectNoSeriousAxeViolations(page);

    await page.getByLabel('Desde').fill('2024-02-05');
    await page.getByLabel('Hasta').fill('2024-02-07');
    await page.getByLabel('Agrupar por').selectOption({ label: 'Restaurante' });
    await page.getByRole('button', { name: 'Ver informe' }).click();
    await expect(page).toHaveURL(/desde=2024-02-05.*hasta=2024-02-07.*agrupar=restaurant/);

    // The four figures: 3 sales (71,00 €), a ticket of 23,67 €, 1 cancelled.
    const summary = page.getByRole('region', { name: 'Resumen del periodo' });
    await expect(summary).toContainText('71,00 €');
    await expect(summary).toContainText('23,67 €');

    const sales = page.getByRole('region', { name: 'Ventas por restaurante', exact: true });
    await expect(sales.getByRole('heading', { name: 'Ventas por restaurante' })).toBeVisible();
    // The chart says what it shows best; the table holds the figures, biggest first.
    await expect(sales.getByText(`El restaurante con más ventas: ${names.get('valencia-ruzafa')}`)).toBeVisible();
    const rows = sales.getByRole('row');
    await expect(rows.filter({ hasText: names.get('valencia-ruzafa')! })).toContainText('40,00 €');
    await expect(rows.filter({ hasText: names.get('madrid-malasana')! })).toContainText('31,00 €');
    await expect(rows.filter({ hasText: 'Total' })).toContainText('71,00 €');

    const products = page.getByRole('region', { name: 'Productos más vendidos', exact: true });
    // Its three lines: 24,00 + 16,00 + 31,00 €.
    await expect(products.getByRole('row').filter({ hasText: product })).toContainText('71,00 €');
    const cancellations = page.getByRole('region', { name: 'Cancelaciones', exact: true });
    await expect(cancellations.getByRole('row').filter({ hasText: 'Producto agotado' })).toContainText('1');
    await expectNoSeriousAxeViolations(page);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      sales.getByRole('link', { name: 'Descargar CSV: Ventas por restaurante' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('ventas-2024-02-05-2024-02-07.csv');
    const bytes = fs.readFileSync((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    expect(lines[0]).toBe('Restaurante;Pedidos;Ventas (€);Descuentos (€);Ticket medio (€)');
    expect(lines).toContain(`${names.get('valencia-ruzafa')};2;40,00;0,00;20,00`);
    expect(lines).toContain('Total;3;71,00;0,00;23,67');

    // A month without a sale says so once, not with a row of zeros for each of its days.
    await page.goto('/admin/informes?desde=2024-01-01&hasta=2024-01-30&agrupar=day');
    await expect(page.getByText('No hay ventas en estas fechas.')).toHaveCount(1);
    await expect(page.getByRole('table')).toHaveCount(0);
    await expect(page.getByRole('link', { name: /^Descargar CSV: Ventas/ })).toHaveCount(0);
  },
);
