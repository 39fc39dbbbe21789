import { expect, expectNoSeriousAxeViolations, signIn, test, waitForHydration } from './fixtures';

// The manager's long stories (a promotion, the company data, a new burger, a
// new staff account, the reports, the audit log, a table's QR, a phone order)
// run on the desktop only: they are tagged @desktop and the phone project
// leaves them out (playwright.config.ts). What a phone must still get right on
// their pages is checked here, one visit each: the page renders, passes axe
// and never scrolls sideways.

const MANAGER = { email: 'gerente@example.com', password: 'Gerente1234!' };

const PAGES = [
  ['/admin/promociones', 'Promociones'],
  ['/admin/promociones/nueva', 'Nueva promoción'],
  ['/admin/ajustes', 'Ajustes'],
  ['/admin/catalogo/ingredientes', 'Catálogo'],
  ['/admin/catalogo/productos/nuevo', 'Nuevo producto'],
  ['/admin/personas', 'Personas'],
  ['/admin/informes', 'Informes'],
  ['/admin/registro', 'Registro de cambios'],
  ['/admin/mesas', 'Códigos QR de las mesas'],
  ['/admin/pedidos/nuevo', 'Pedido por teléfono'],
] as const;

test('on a phone, each page renders, passes axe and never scrolls sideways', async ({ page }) => {
  test.setTimeout(30_000 + PAGES.length * 10_000);
  await signIn(page.request, MANAGER.email, MANAGER.password);
  for (const [path, heading] of PAGES) {
    await test.step(path, async () => {
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await expectNoSeriousAxeViolations(page);
    });
  }
});

test('the new ingredient dialog the catalogue story fills in fits a phone and passes axe', async ({ page }) => {
  await signIn(page.request, MANAGER.email, MANAGER.password);
  await page.goto('/admin/catalogo/ingredientes');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Nuevo ingrediente' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo ingrediente' });
  await expect(dialog.getByRole('checkbox', { name: 'Gluten' })).toBeVisible();
  const box = await dialog.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= page.viewportSize()!.width).toBe(true);
  await expectNoSeriousAxeViolations(page);
});
