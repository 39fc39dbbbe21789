import path from 'node:path';
import type { Page } from '@playwright/test';
import { chooseScheduledTime } from '../e2e/checkout-time';
import { DEMO_CUSTOMER, dismissClosingAlert, expect, signIn, test } from '../e2e/fixtures';

// The customer's journey as a reviewer should see it (issue 13): the home
// page, the catalogue, the builder, the cart and the confirmation, on the
// phone and the desktop. Each screen is saved once it has settled.

const SCREENS = path.resolve(import.meta.dirname, '../../docs/screens');

async function settle(page: Page) {
  await dismissClosingAlert(page);
  // Fonts, images and finite animations done: the picture is the one a customer sees.
  await page.evaluate(async () => {
    await document.fonts.ready;
    // The pictures in view (lazy ones below the fold never load until scrolled to), waited for at most 5 s.
    const inView = [...document.images].filter(
      (image) => !image.complete && image.getBoundingClientRect().top < window.innerHeight,
    );
    await Promise.race([
      Promise.all(inView.map((image) => image.decode().catch(() => undefined))),
      new Promise((resolve) => setTimeout(resolve, 5000)),
    ]);
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
    .getByRole('button', { name: /^Personalizar: Flan de huevo casero/ })
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
