import type { Browser, Page } from '@playwright/test';
import {
  DEMO_CUSTOMER,
  addFromBuilder,
  createCustomer,
  dismissClosingAlert,
  expect,
  expectNoSeriousAxeViolations,
  signIn,
  sqlDate,
  test,
  waitForHydration,
  withDatabase,
} from './fixtures';

// Online payment (issue 15) through the gateway simulator, on a phone: the
// card form is typed only on the gateway's page, the order reaches the
// kitchen only when the signed notification pays it, a denial can be paid
// again, and a saved card pays the next order without typing it. Run by the
// phone project only (*.phone.spec.ts, playwright.config.ts).

const STAFF = { email: 'personal@example.com', password: 'Personal1234!' } as const;
const TEST_CARD = '4548 8120 4940 0004';

/** La Clásica to take away from Ruzafa, then checkout with `method` chosen: at the gateway's page after «Confirmar pedido». */
async function orderAndPay(
  page: Page,
  method: RegExp,
  before?: (payment: ReturnType<Page['getByRole']>) => Promise<void>,
) {
  await page.goto('/pedido?restaurante=valencia-ruzafa&tipo=recoger');
  await dismissClosingAlert(page);
  await addFromBuilder(page, 'La Clásica');
  await page.goto('/detalle-del-pedido');
  await dismissClosingAlert(page);
  await waitForHydration(page);
  const payment = page.getByRole('group', { name: 'Forma de pago' });
  await payment.getByRole('radio', { name: method }).check();
  if (before) await before(payment);
  await page.getByRole('button', { name: 'Confirmar pedido' }).click();
  await expect(page).toHaveURL(/\/pasarela-pruebas\?/);
  await expect(page.getByRole('note')).toContainText('Simulador de la pasarela de pago: ningún cargo es real');
}

async function payByCard(page: Page, card = TEST_CARD) {
  await page.getByRole('textbox', { name: /Número de tarjeta/ }).fill(card);
  await page.getByRole('textbox', { name: /Caducidad/ }).fill('12/30');
  await page.getByRole('textbox', { name: /CVV/ }).fill('123');
  await page.getByRole('button', { name: 'Pagar', exact: true }).click();
}

/** The order number on the confirmation page. */
async function orderNumber(page: Page): Promise<string> {
  const heading = await page.getByRole('heading', { level: 1 }).innerText();
  return /[A-Z]{2,3}-[A-Z0-9]{6}/.exec(heading)![0];
}

async function openBoard(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    locale: 'es-ES',
    timezoneId: 'Europe/Madrid',
  });
  await signIn(context.request, STAFF.email, STAFF.password);
  const board = await context.newPage();
  await board.goto('/admin/pedidos?restaurante=valencia-ruzafa');
  await waitForHydration(board);
  await expect(board.getByText('En directo')).toBeVisible();
  return board;
}

test('a customer pays by card on the gateway page; the board shows the order only once it is paid', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  await signIn(page.request, createCustomer(testInfo, 'pago-tarjeta').email);
  await orderAndPay(page, /^Tarjeta, pago online/);
  await expect(page.getByText('Pago con tarjeta')).toBeVisible();
  await expect(page.getByText(/Importe/)).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // Before paying: the order exists, waiting, and the restaurant does not see it.
  const waiting = new URL(decodeURIComponent(page.url()));
  expect(waiting.pathname).toBe('/pasarela-pruebas');
  const board = await openBoard(browser);
  const boardOrders = () => board.getByRole('article', { name: /^Pedido / }).allInnerTexts();
  const before = await boardOrders();

  await payByCard(page);
  await expect(page).toHaveURL(/\/pedido-confirmado\/[^?]+\?pago=ok/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('¡Pedido recibido!');
  await expect(page.getByText('Con tarjeta, online · pagado')).toBeVisible();
  const number = await orderNumber(page);
  expect(before.join('\n')).not.toContain(number);
  const card = board.getByRole('article', { name: `Pedido ${number}` });
  await expect(card).toBeVisible({ timeout: 5000 });
  await expect(card).toContainText('Pagado online · tarjeta');
  await board.context().close();
});

test('a customer cancels an order paid by card: the refund is promised, and the ticket and its correction stay at hand', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  await signIn(page.request, createCustomer(testInfo, 'pago-cancelado').email);
  await orderAndPay(page, /^Tarjeta, pago online/);
  await payByCard(page);
  await expect(page.getByText('Con tarjeta, online · pagado')).toBeVisible();
  await page.getByRole('button', { name: 'Cancelar pedido' }).click();
  const question = page.getByRole('dialog', { name: '¿Cancelar el pedido?' });
  await expect(question).toContainText('te devolvemos lo que pagaste, por el mismo medio de pago');
  await expect(question).not.toContainText('no se te cobrará nada');
  await question.getByRole('button', { name: 'Sí, cancelar el pedido' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('cancelado');

  // The ticket issued with the payment is still the customer's, and says what cancelled it.
  const documents = page.getByRole('region', { name: 'Ticket y factura' });
  await expect(documents).toContainText('una factura rectificativa anula este ticket');
  await expect(documents.getByRole('button', { name: 'Quiero factura con mi NIF' })).toHaveCount(0);
  await documents.getByRole('link', { name: 'Ver el ticket (factura simplificada)' }).click();
  await expect(page.getByRole('heading', { name: 'Factura simplificada', exact: true })).toBeVisible();
  await expect(page.getByTestId('ticket-corrected-by')).toHaveText(/^Rectificada por la factura \S+$/);
});

test('a Bizum payment denied in the app is paid again by card from the confirmation page', async ({
  page,
  allowConsoleError,
}, testInfo) => {
  test.setTimeout(90_000);
  allowConsoleError(/status of 4\d\d/);
  await signIn(page.request, createCustomer(testInfo, 'pago-bizum').email);
  await orderAndPay(page, /^Bizum/);
  await expect(page.getByText('Pago con Bizum')).toBeVisible();
  await page.getByRole('textbox', { name: /Teléfono móvil/ }).fill('612345678');
  await page.getByRole('button', { name: 'Rechazar' }).click();

  await expect(page).toHaveURL(/\?pago=ko/);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: 'El pago no se ha completado' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Falta completar el pago');
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('button', { name: 'Pagar con tarjeta' }).click();
  await expect(page).toHaveURL(/\/pasarela-pruebas\?/);
  await expect(page.getByText('Pago con tarjeta')).toBeVisible();
  await payByCard(page);
  await expect(page).toHaveURL(/\?pago=ok/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('¡Pedido recibido!');
});

test('a customer who goes back to the cart after a denied card finds everything in it', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  await signIn(page.request, createCustomer(testInfo, 'pago-vuelta').email);
  await orderAndPay(page, /^Tarjeta, pago online/);
  // Another card than the test card is denied.
  await payByCard(page, '4000 0000 0000 0002');
  await expect(page).toHaveURL(/\?pago=ko/);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Volver a la cesta' }).click();
  await expect(page).toHaveURL(/\/detalle-del-pedido/);
  await expect(page.getByText('La Clásica').first()).toBeVisible();
});

test('a customer saves the card while paying and pays the next order with it, without typing it, then deletes it', async ({
  page,
  allowConsoleError,
}, testInfo) => {
  test.setTimeout(120_000);
  // Deleting the card asks for the password first: the browser logs the 423.
  allowConsoleError(/status of 423/);
  await signIn(page.request, createCustomer(testInfo, 'pago-guardada').email);
  await orderAndPay(page, /^Tarjeta, pago online/, async (payment) => {
    await payment.getByRole('checkbox', { name: 'Guardar la tarjeta para próximos pedidos' }).check();
  });
  await expect(page.getByText(/La tarjeta quedará guardada/)).toBeVisible();
  await payByCard(page);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('¡Pedido recibido!');

  await orderAndPay(page, /^Tarjeta, pago online/, async (payment) => {
    await payment.getByRole('radio', { name: /···· 0004/ }).check();
  });
  await expect(page.getByText('Pago con tarjeta guardada')).toBeVisible();
  await expect(page.getByRole('textbox', { name: /Número de tarjeta/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Pagar con la tarjeta guardada' }).click();
  await expect(page).toHaveURL(/\?pago=ok/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('¡Pedido recibido!');

  // The card is in the account, where it is deleted after a confirmation (spec: payment method delete modal).
  await page.goto('/mi-cuenta#tarjetas');
  const cards = page.locator('#tarjetas');
  await expect(cards).toContainText('0004');
  const deleteCard = async () => {
    await cards.getByRole('button', { name: /^Eliminar la tarjeta .*0004$/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Eliminar tarjeta' });
    await expect(confirm).toContainText('¿Seguro que quieres eliminar la tarjeta');
    await confirm.getByRole('button', { name: 'Eliminar' }).click();
  };
  // The password is confirmed first (423 → /confirmar-contrasena → back to the cards), then the tap is repeated.
  await waitForHydration(page);
  await deleteCard();
  await expect(page).toHaveURL(/\/confirmar-contrasena\?redirect=account&seccion=tarjetas$/);
  await page.getByLabel('Contraseña').fill(DEMO_CUSTOMER.password);
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page).toHaveURL(/\/mi-cuenta/);
  await waitForHydration(page);
  await deleteCard();
  await expect(page.getByText('Tarjeta eliminada.')).toBeVisible();
  await expect(cards).not.toContainText('0004');
  await expect(cards).toContainText('No tienes tarjetas guardadas.');
  await page.reload();
  await expect(page.locator('#tarjetas')).toContainText('No tienes tarjetas guardadas.');
});

test('a refund the bank refused is on the board until a manager retries it and it goes through', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  await signIn(page.request, createCustomer(testInfo, 'pago-devolucion').email);
  await orderAndPay(page, /^Tarjeta, pago online/);
  await payByCard(page);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('¡Pedido recibido!');
  const number = await orderNumber(page);
  // The restaurant cancelled it and the bank refused the refund (as the worker records it).
  withDatabase((db) => {
    const order = db.prepare(`SELECT id FROM "Order" WHERE number = ?`).get(number) as { id: number };
    db.prepare(`UPDATE "Order" SET status = 'cancelled', paymentStatus = 'refund_failed' WHERE id = ?`).run(order.id);
    db.prepare(
      `UPDATE "PaymentAttempt" SET state = 'refund_failed', refundDueAt = ? WHERE orderId = ? AND state = 'paid'`,
    ).run(sqlDate(new Date(Date.now() + 3_600_000)), order.id);
  });

  const board = await openBoard(browser);
  const owed = board.getByRole('region', { name: /devolución no se ha podido hacer/ });
  await expect(owed).toContainText(number);
  await owed.getByRole('button', { name: 'Reintentar ahora' }).click();
  await expect(board.getByText(`Reintentamos la devolución del pedido ${number}.`)).toBeVisible();
  // The worker sends it to the gateway (the simulator accepts it): the notice goes.
  await expect(async () => {
    await board.reload();
    await expect(board.getByText('En directo')).toBeVisible();
    await expect(board.getByRole('region', { name: /devolución/ })).toHaveCount(0);
  }).toPass({ timeout: 20_000 });
  await board.context().close();
});
