import path from 'node:path';
import type { Page } from '@playwright/test';
import { chooseScheduledTime } from '../e2e/checkout-time';
import { DEMO_CUSTOMER, expect, signIn, test, waitForHydration } from '../e2e/fixtures';

// The customer's journey as a reviewer should see it (issue 13): the home
// page, the catalogue, the builder, the cart and the confirmation, on the
// phone and the desktop. Each screen is saved once it has settled.

const SCREENS = path.resolve(import.meta.dirname, '../../docs/screens');

async function settle(page: Page) {
  await waitForHydration(page);
  const ok = page.getByRole('button', { name: 'Entendido' });
  if (await ok.isVisible()) await ok.click();
  await expect(ok).toBeHidden();
  // Fonts, images and finite animations done: the picture is the one a customer sees.
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(
      [...document.images].filter((image) => !image.complete).map((image) => image.decode().catch(() => undefined)),
    );
    await Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished),
    );
  });
}

test('the customer journey, screen by screen', async ({ page }, testInfo) => {
  const save = async (name: string, fullPage = false) => {
    await settle(page);
    await page.screenshot({ path: path.join(SCREENS, `${name}-${testInfo.project.name}.png`), fullPage });
  };

  await page.goto('/');
  await save('1-home');

  await signIn(page.request, DEMO_CUSTOMER.email);
  await page.goto('/pedido?restaurante=valencia-ruzafa&tipo=domicilio');
  await save('2-catalogue');

  await page.getByRole('button', { name: /^Personalizar: La Clásica/ }).click();
  const builder = page.getByRole('dialog', { name: 'La Clásica' });
  await expect(builder).toBeVisible();
  await save('3-builder');
  await builder.getByRole('button', { name: /^Añadir por/ }).click();
  await expect(builder).toBeHidden();
  await page
    .getByRole('button', { name: /^(Añadir|Personalizar): Flan de huevo casero/ })
    .first()
    .click();
  const dessert = page.getByRole('dialog', { name: 'Flan de huevo casero' });
  await dessert.getByRole('button', { name: /^Añadir por/ }).click();
  await expect(dessert).toBeHidden();

  await page.goto('/detalle-del-pedido');
  await save('4-cart');

  await settle(page);
  await chooseScheduledTime(page);
  await page.getByRole('button', { name: 'Confirmar pedido' }).click();
  await expect(page).toHaveURL(/\/pedido-confirmado\//);
  await save('5-confirmation', true);
});
