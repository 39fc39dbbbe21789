import type { APIRequestContext } from '@playwright/test';
import {
  createCustomer,
  dismissClosingAlert,
  expect,
  expectNoSeriousAxeViolations,
  signIn,
  test,
  waitForHydration,
  withDatabase,
} from './fixtures';
import { chooseScheduledTime } from './checkout-time';

// The ticket (issue 16): a takeaway order with a cola and a beer, handed over
// at the counter, shows both IVA rates, the packaging line and the tax
// agency's QR on the confirmation and the printable ticket; the customer
// then asks for a full invoice with their NIF and gets an F3.

async function bearerOf(request: APIRequestContext, email: string, password: string): Promise<string> {
  const response = await request.post('/api/login', { data: { email, password } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

const productId = (slug: string) =>
  withDatabase((db) => (db.prepare(`SELECT id FROM "Product" WHERE slug = ?`).get(slug) as { id: number }).id);

test('a takeaway order with a cola and a beer: two rates, the packaging and the QR on the ticket; then an F3 with a NIF', async ({
  page,
  allowConsoleError,
}, testInfo) => {
  test.setTimeout(90_000);
  allowConsoleError(/status of 422/);
  const customer = createCustomer(testInfo, 'ticket', { name: 'Marta Soler' });
  const token = await bearerOf(page.request, customer.email, 'Cliente1234!');
  const auth = { Authorization: `Bearer ${token}` };
  for (const slug of ['coca-cola', 'cerveza-tercio']) {
    const added = await page.request.post('/api/cart', {
      headers: auth,
      data: {
        delivery_type: 'recoger',
        restaurant: 'valencia-ruzafa',
        table_number: null,
        products: { kind: 'drink', product_id: productId(slug), quantity: 1 },
      },
    });
    expect(added.status()).toBe(201);
  }
  const options = (await (await page.request.get('/api/checkout/slots', { headers: auth })).json()) as {
    data: { slots: { value: string; time: string }[]; alcohol_sale: { from: string; to: string } };
  };
  // The beer is sold only inside the restaurant's alcohol hours (12:00–23:30):
  // late at night the first slot (23:30) is outside them; the customer picks a later one.
  const { from, to } = options.data.alcohol_sale;
  const slot = options.data.slots.find(({ time }) => time >= from && time < to)!;
  const placed = await page.request.post('/api/orders', {
    headers: { ...auth, 'Idempotency-Key': `ticket-${Date.now()}-${testInfo.project.name}` },
    data: {
      asap: false,
      scheduled_for: slot.value,
      customer_name: 'Marta Soler',
      customer_phone: '611 223 344',
      payment_method: 'cash',
    },
  });
  expect(placed.status()).toBe(201);
  const order = ((await placed.json()) as { data: { id: string; total: number } }).data;

  // The counter hands it over: the ticket is issued then.
  withDatabase((db) => db.prepare(`UPDATE "Order" SET status = 'ready' WHERE publicId = ?`).run(order.id));
  const manager = await bearerOf(page.request, 'gerente@example.com', 'Gerente1234!');
  const handed = await page.request.post(`/api/admin/orders/${order.id}/status`, {
    headers: { Authorization: `Bearer ${manager}` },
    data: { status: 'collected' },
  });
  expect(handed.status()).toBe(200);

  // At the counter, the customer's copy links the legal ticket just issued.
  await page.request.post('/api/login', { data: { email: 'gerente@example.com', password: 'Gerente1234!' } });
  await page.goto(`/admin/pedidos/${order.id}/ticket?copia=cliente`);
  await page.getByTestId('legal-ticket-link').click();
  await expect(page.getByRole('heading', { name: 'Factura simplificada' })).toBeVisible();

  await page.request.post('/api/login', { data: { email: customer.email, password: 'Cliente1234!' } });
  await page.goto(`/pedido-confirmado/${order.id}`);
  await expect(page.getByText('Envase de un solo uso × 2')).toBeVisible();
  // Cola and beer taken away are both 21 %; the packaging is 10 %.
  const taxes = page.getByTestId('order-taxes');
  await expect(taxes).toContainText('IVA 10 % incluido');
  await expect(taxes).toContainText('IVA 21 % incluido');
  await page.getByTestId('ticket-link').click();

  await expect(page).toHaveURL(new RegExp(`/pedido-confirmado/${order.id}/ticket$`));
  await expect(page.getByRole('heading', { name: 'Factura simplificada' })).toBeVisible();
  await expect(page.getByText('QR tributario:')).toBeVisible();
  const qr = page.getByTestId('ticket-qr');
  await expect(qr.locator('svg')).toBeVisible();
  expect(await qr.getAttribute('data-url')).toMatch(/^https:\/\/prewww2\.aeat\.es\/wlpl\/TIKE-CONT\/ValidarQR\?nif=/);
  await expect(page.getByText('VERI*FACTU')).toBeVisible();
  const ticketTaxes = page.getByTestId('ticket-taxes');
  await expect(ticketTaxes.getByRole('row', { name: /IVA 10 %/ })).toBeVisible();
  await expect(ticketTaxes.getByRole('row', { name: /IVA 21 %/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /2 × Envase de un solo uso/ })).toBeVisible();
  await expect(page.getByTestId('ticket-total')).toHaveText(`${(order.total / 100).toFixed(2).replace('.', ',')} €`);
  await expectNoSeriousAxeViolations(page);

  // A full invoice with the customer's NIF: a wrong check letter is refused, the right one gives an F3.
  // The form comes filled with the NIF saved in the account, and its name.
  // Asked later, from the order in «Mis pedidos» (a QA pass found the ticket only on the confirmation).
  withDatabase((db) => db.prepare(`UPDATE "User" SET nif = 'B12345674' WHERE id = ?`).run(customer.id));
  await page.goto(`/detalle-del-pedido/${order.id}`);
  await waitForHydration(page);
  await expect(page.getByTestId('ticket-link')).toHaveAttribute('href', `/pedido-confirmado/${order.id}/ticket`);
  await page.getByRole('button', { name: 'Quiero factura con mi NIF' }).click();
  await expect(page.getByLabel('NIF, NIE o CIF')).toHaveValue('B12345674');
  await expect(page.getByLabel('Nombre o razón social')).toHaveValue('Marta Soler');
  await page.getByLabel('NIF, NIE o CIF').fill('12345678A');
  await page.getByLabel('Nombre o razón social').fill('Marta Soler');
  await page.getByLabel('Dirección fiscal').fill('Carrer de Sueca 10, 46006 Valencia');
  await page.getByRole('button', { name: 'Pedir la factura' }).click();
  await expect(page.getByText('El NIF no es válido: revisa la letra final.')).toBeVisible();
  await page.getByLabel('NIF, NIE o CIF').fill('12345678Z');
  await page.getByRole('button', { name: 'Pedir la factura' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Factura emitida' })).toBeVisible();
  await page.getByRole('link', { name: 'Ver la factura' }).click();
  await expect(page.getByRole('heading', { name: 'Factura en sustitución de factura simplificada' })).toBeVisible();
  await expect(page.getByText('NIF: 12345678Z')).toBeVisible();
  const substitutes = page.getByTestId('ticket-corrects');
  await expect(substitutes).toHaveText(/^Sustituye a la factura simplificada \S+, del \d{2}\/\d{2}\/\d{4}\.$/);
  const ticketNumber = (await substitutes.textContent())!.split(' ')[5]!.replace(/,$/, '');
  const invoiceNumber = (await page.getByTestId('ticket-number').textContent())!.replace('N.º ', '');

  // The ticket it substitutes is still there, printable, and names the invoice that took its place.
  await page.goto(`/pedido-confirmado/${order.id}/ticket?documento=${encodeURIComponent(ticketNumber)}`);
  await expect(page.getByRole('heading', { name: 'Factura simplificada', exact: true })).toBeVisible();
  await expect(page.getByTestId('ticket-number')).toHaveText(`N.º ${ticketNumber}`);
  await expect(page.getByTestId('ticket-corrected-by')).toHaveText(`Sustituida por la factura ${invoiceNumber}`);
  await page.getByTestId('ticket-corrected-by').getByRole('link', { name: invoiceNumber }).click();
  await expect(page.getByRole('heading', { name: 'Factura en sustitución de factura simplificada' })).toBeVisible();
});

test('«Quiero factura» at checkout: a wrong NIF is refused beside its field, the right one goes with the order', async ({
  page,
  allowConsoleError,
}, testInfo) => {
  test.setTimeout(90_000);
  allowConsoleError(/status of 422/);
  const customer = createCustomer(testInfo, 'factura', { name: 'Marta Soler' });
  const token = await bearerOf(page.request, customer.email, 'Cliente1234!');
  const added = await page.request.post('/api/cart', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      delivery_type: 'recoger',
      restaurant: 'valencia-ruzafa',
      table_number: null,
      products: { kind: 'drink', product_id: productId('agua-mineral'), quantity: 1 },
    },
  });
  expect(added.status()).toBe(201);
  withDatabase((db) => db.prepare(`UPDATE "User" SET nif = '12345678Z' WHERE id = ?`).run(customer.id));
  await signIn(page.request, customer.email);
  await page.goto('/detalle-del-pedido');
  await dismissClosingAlert(page);
  await chooseScheduledTime(page);
  const section = page.getByRole('region', { name: 'Factura' });
  await section.getByLabel('Quiero factura con mi NIF').check();
  // The NIF saved in the account comes filled in, with the account's name.
  await expect(section.getByLabel('NIF, NIE o CIF')).toHaveValue('12345678Z');
  await expect(section.getByLabel('Nombre o razón social')).toHaveValue('Marta Soler');
  await section.getByLabel('NIF, NIE o CIF').fill('B12345670');
  await section.getByLabel('Nombre o razón social').fill('Bocados S.L.');
  await section.getByLabel('Dirección fiscal').fill('Calle Mayor 1, 28013 Madrid');
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'Confirmar pedido' }).click();
  await expect(section.getByText('El NIF no es válido: revisa el carácter final.')).toBeVisible();
  await section.getByLabel('NIF, NIE o CIF').fill('B12345674');
  await page.getByRole('button', { name: 'Confirmar pedido' }).click();
  await expect(page).toHaveURL(/\/pedido-confirmado\//);
  const id = new URL(page.url()).pathname.split('/').pop()!;
  const stored = withDatabase(
    (db) =>
      db.prepare(`SELECT invoiceNif, invoiceName FROM "Order" WHERE publicId = ?`).get(id) as {
        invoiceNif: string;
        invoiceName: string;
      },
  );
  expect(stored).toEqual({ invoiceNif: 'B12345674', invoiceName: 'Bocados S.L.' });
});
