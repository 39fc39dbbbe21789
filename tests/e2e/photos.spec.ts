import type { Locator } from '@playwright/test';
import { createCustomer, dismissClosingAlert, expect, signIn, test } from './fixtures';

// Product photos (issue 13 item 1, decision 019): every place that shows a
// product shows its picture, loaded, in a box reserved before it arrives.

/** The picture in `scope` has arrived (a broken or missing file has no natural width). */
async function expectLoadedPhoto(scope: Locator) {
  const image = scope.locator('picture img').first();
  await image.scrollIntoViewIfNeeded();
  await expect(image).toHaveJSProperty('complete', true);
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  // The box is there before the picture: the aspect ratio comes from the markup.
  const box = await image.boundingBox();
  expect(box?.height ?? 0).toBeGreaterThan(40);
  return image;
}

test('the home page has its hero, fetched first', async ({ page }) => {
  await page.goto('/');
  const hero = page.getByRole('img', { name: /paella valenciana/ });
  await expect(hero).toHaveAttribute('fetchpriority', 'high');
  await expectLoadedPhoto(page.locator('main section').first());
  const response = await page.request.get((await hero.getAttribute('src')) ?? '');
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

test('catalogue cards, the builder and the cart show the product photo', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  await signIn(page.request, createCustomer(testInfo, 'fotos').email);
  await page.goto('/pedido?restaurante=valencia-ruzafa&tipo=domicilio');
  await dismissClosingAlert(page);

  // The first card's photo is not lazy; one further down is, and loads when scrolled to.
  const cards = page.getByRole('article');
  const first = await expectLoadedPhoto(cards.first());
  await expect(first).toHaveAttribute('loading', 'eager');
  const burger = page.getByRole('region', { name: 'Hamburguesas' }).getByRole('article', { name: 'La Clásica' });
  await expect(burger.locator('picture img')).toHaveAttribute('loading', 'lazy');
  await expect(burger.locator('picture source[type="image/avif"]')).toHaveAttribute('srcset', /-480\.avif 480w/);
  await expectLoadedPhoto(burger);

  await burger.getByRole('button', { name: 'Personalizar: La Clásica' }).click();
  const builder = page.getByRole('dialog', { name: 'La Clásica' });
  await expectLoadedPhoto(builder);
  await builder.getByRole('button', { name: /^Añadir por/ }).click();
  await expect(builder).toBeHidden();

  await page.getByRole('link', { name: /^Tu pedido:/ }).click();
  await expect(page).toHaveURL(/\/detalle-del-pedido$/, { timeout: 15_000 });
  await expectLoadedPhoto(page.getByTestId('cart-line').first());
});
