import type { Page } from '@playwright/test';
import {
  createCustomer,
  expect,
  expectNoSeriousAxeViolations,
  signIn,
  sqlDate,
  test,
  waitForHydration,
  withDatabase,
  dismissClosingAlert,
  euros,
} from './fixtures';
import { chooseScheduledTime } from './checkout-time';

// The loyalty card and a promotion code at checkout (issue 6). Each test and
// each project (phone, desktop) has its own customer, made in the database
// with the demo customer's password hash, so the runs never share points or
// promotion uses.

const PRODUCT = 'La Clásica';

const cents = (text: string | null) => Math.round(Number((text ?? '').replace(/[^\d,]/g, '').replace(',', '.')) * 100);

const ledgerBalance = (userId: number) =>
  withDatabase(
    (db) =>
      (
        db
          .prepare(`SELECT COALESCE(SUM(points), 0) AS total FROM "LoyaltyLedgerEntry" WHERE userId = ?`)
          .get(userId) as { total: number }
      ).total,
  );

/** The closing alert appears when the restaurant is closed or closes soon (it depends on the clock). */

/** A takeaway La Clásica in Ruzafa, then the checkout with a time from the offered slots. */
async function checkoutWithOneBurger(page: Page) {
  await page.goto('/pedido?restaurante=valencia-ruzafa&tipo=recoger');
  await dismissClosingAlert(page);
  await page.getByRole('button', { name: `Personalizar: ${PRODUCT}` }).click();
  const builder = page.getByRole('dialog', { name: PRODUCT });
  await builder.getByRole('button', { name: /^Añadir por/ }).click();
  await expect(builder).toBeHidden();
  await expect(page.getByTestId('cart-count')).toHaveText('1');

  await page.goto('/detalle-del-pedido');
  await dismissClosingAlert(page);
  await chooseScheduledTime(page, async (slot) => {
    // Not the earliest slot: it could stop being offered while the test runs.
    if ((await slot.locator('option').count()) > 1) await slot.selectOption({ index: 1 });
  });
}

test('6 points buy a discount on one product; the grid then shows the ledger balance', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const customer = createCustomer(testInfo, 'fidelidad', { points: 6 });
  await signIn(page.request, customer.email);
  await checkoutWithOneBurger(page);

  const card = page.getByRole('group', { name: 'Usar mi tarjeta de fidelización' });
  await expect(card.getByTestId('loyalty-grid').locator('[data-filled="true"]')).toHaveCount(6);
  const subtotal = cents(await page.getByTestId('checkout-subtotal').textContent());
  const discount = Math.min(subtotal, 800);
  await expect(card.getByRole('radio', { name: 'No usarla en este pedido' })).toBeChecked();
  const burger = card.getByRole('radio', { name: new RegExp(PRODUCT) });
  await expect(card.getByText(`−${euros(discount)}`)).toBeVisible();
  await burger.check();

  const summary = page.getByRole('region', { name: 'Resumen' });
  await expect(summary.getByText(`Tarjeta de fidelización: ${PRODUCT}`)).toBeVisible();
  await expect(page.getByTestId('checkout-discount-loyalty')).toHaveText(`−${euros(discount)}`);
  // Taken away: the single-use packaging line, never discounted (issue 16).
  const packaging = cents(await page.getByTestId('checkout-packaging').textContent());
  expect(packaging).toBeGreaterThan(0);
  await expect(page.getByTestId('checkout-total')).toHaveText(euros(subtotal - discount + packaging));
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('button', { name: 'Confirmar pedido' }).click();
  await expect(page).toHaveURL(/\/pedido-confirmado\//);
  await expect(page.getByText(`Tarjeta de fidelización: ${PRODUCT}`)).toBeVisible();
  await expect(page.getByText(`−${euros(discount)}`)).toBeVisible();

  // The 6 points are spent; the point the order may earn waits for its hand-over.
  const balance = ledgerBalance(customer.id);
  expect(balance).toBe(0);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Abrir el menú' }).click();
  const grid = page.getByRole('dialog', { name: 'Menú' }).getByTestId('loyalty-grid');
  await expect(grid.getByRole('listitem')).toHaveCount(6);
  await expect(grid.locator('[data-filled="true"]')).toHaveCount(balance);
});

test('a promotion code applies at checkout, follows the cart and shows on the confirmation', async ({
  page,
  allowConsoleError,
}, testInfo) => {
  test.setTimeout(90_000);
  allowConsoleError(/status of 422/);
  const customer = createCustomer(testInfo, 'promocion', { points: 0 });
  const code = `PRUEBA-${testInfo.project.name}-${Date.now().toString(36)}`.toUpperCase();
  const name = 'Prueba: 10 % de descuento';
  const promotionId = withDatabase((db) => {
    const now = new Date();
    const { lastInsertRowid } = db
      .prepare(
        `INSERT INTO "Promotion" (code, name, description, isAutomatic, kind, value, minSubtotalCents, startsAt, endsAt, maxUsesPerUser, createdAt, updatedAt)
         VALUES (?, ?, '', 0, 'percentage', 10, 0, ?, ?, 1, ?, ?)`,
      )
      .run(
        code,
        name,
        sqlDate(new Date(now.getTime() - 86_400_000)),
        sqlDate(new Date(now.getTime() + 86_400_000)),
        sqlDate(now),
        sqlDate(now),
      );
    db.prepare(`INSERT INTO "PromotionDeliveryType" (promotionId, deliveryType) VALUES (?, 'takeaway')`).run(
      lastInsertRowid,
    );
    return Number(lastInsertRowid);
  });
  await signIn(page.request, customer.email);
  await checkoutWithOneBurger(page);

  // Without points: the grid and how many are missing, no choice.
  await expect(
    page.getByText('Te faltan 6 puntos para conseguir un descuento de hasta 8,00 € en un producto.'),
  ).toBeVisible();
  await expect(page.getByRole('radio', { name: 'No usarla en este pedido' })).toHaveCount(0);

  // An unknown code: the Spanish reason under the field.
  const field = page.getByRole('textbox', { name: 'Código promocional' });
  await field.fill('NOEXISTE');
  await page.getByRole('button', { name: 'Aplicar' }).click();
  await expect(page.getByText('Este código no existe.')).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription('Este código no existe.');

  await field.fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Aplicar' }).click();
  await expect(page.getByTestId('promotion-applied')).toContainText(`Código ${code} aplicado`);
  const subtotal = cents(await page.getByTestId('checkout-subtotal').textContent());
  const line = `${name} (${code})`;
  await expect(page.getByRole('region', { name: 'Resumen' }).getByText(line)).toBeVisible();
  await expect(page.getByTestId('checkout-discount-promotion')).toHaveText(`−${euros(Math.round(subtotal / 10))}`);
  const packaging = cents(await page.getByTestId('checkout-packaging').textContent());
  await expectNoSeriousAxeViolations(page);

  // The discount depends on the subtotal: a second unit checks the code again.
  await page.getByRole('button', { name: `Añadir uno de ${PRODUCT}` }).click();
  await expect(page.getByTestId('checkout-subtotal')).toHaveText(euros(subtotal * 2));
  const discount = Math.round((subtotal * 2) / 10);
  await expect(page.getByTestId('checkout-discount-promotion')).toHaveText(`−${euros(discount)}`);
  await expect(page.getByTestId('checkout-packaging')).toHaveText(euros(packaging * 2));
  await expect(page.getByTestId('checkout-total')).toHaveText(euros(subtotal * 2 - discount + packaging * 2));

  // A reload keeps the code applied (checked again for the cart as it is).
  await page.reload();
  await expect(page.getByTestId('promotion-applied')).toContainText(`Código ${code} aplicado`);
  await expect(page.getByTestId('checkout-discount-promotion')).toHaveText(`−${euros(discount)}`);

  await page.getByRole('button', { name: 'Confirmar pedido' }).click();
  await expect(page).toHaveURL(/\/pedido-confirmado\//);
  // The code went with this order: the next checkout in the tab starts without it.
  expect(await page.evaluate(() => sessionStorage.getItem('checkout-promotion-code'))).toBeNull();
  await expect(page.getByText(line)).toBeVisible();
  await expect(page.getByText(`−${euros(discount)}`)).toBeVisible();
  expect(
    withDatabase(
      (db) =>
        (db.prepare(`SELECT usesCount FROM "Promotion" WHERE id = ?`).get(promotionId) as { usesCount: number })
          .usesCount,
    ),
  ).toBe(1);
});
