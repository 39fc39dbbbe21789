import sharp from 'sharp';
import {
  createCustomer,
  dismissClosingAlert,
  expect,
  expectNoSeriousAxeViolations,
  signIn,
  test,
  waitForHydration,
  withDatabase,
  xsrfHeaders,
} from './fixtures';

// Issue 14: the manager runs the catalogue from /admin/catalogo (its acceptance
// story), and the spec's delete modal says what uses what is deleted.

const MANAGER = { email: 'gerente@example.com', password: 'Gerente1234!' };

test(
  'a manager adds an ingredient with gluten and a burger with it and a photo; a customer sees the photo and the gluten mark and orders it; deleting the ingredient, the modal names the burger and the customer is told (issue 14)',
  { tag: '@desktop' },
  async ({ browser, page, allowConsoleError }, testInfo) => {
    // Two people's whole story in one test: the manager's and the customer's.
    test.slow();
    // The browser logs the API's answers the test provokes: a refused price (422) and «in use» (409).
    allowConsoleError(/status of 4(09|22)/);
    const unique = `${testInfo.project.name}-${Date.now().toString(36)}`;
    await signIn(page.request, MANAGER.email, MANAGER.password);
    await page.goto('/admin/catalogo/ingredientes');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Catálogo');
    await expect(page.getByRole('link', { name: 'Ingredientes', exact: true })).toHaveAttribute('aria-current', 'page');
    await expectNoSeriousAxeViolations(page);

    // Create: a rye bread with gluten, 0,80 € an extra unit.
    const name = `Pan de centeno ${unique}`;
    await page.getByRole('button', { name: 'Nuevo ingrediente' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo ingrediente' });
    await dialog.getByLabel('Nombre').fill(name);
    await dialog.getByLabel('Precio de cada unidad extra (€)').fill('0,80');
    await dialog.getByRole('checkbox', { name: 'Gluten' }).check();
    await expectNoSeriousAxeViolations(page);
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText(`Creado: ${name}`)).toBeVisible();

    // Found through the search form, with its price and allergen.
    await page.getByRole('searchbox', { name: 'Buscar' }).fill(unique);
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    await expect(page).toHaveURL(/q=/);
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('0,80 €');
    await expect(row).toContainText('Gluten');
    await expect(row).toContainText('Sin usar');

    // A price the server refuses, in words, and nothing changes.
    await row.getByRole('button', { name: `Editar ${name}` }).click();
    const edit = page.getByRole('dialog', { name: 'Editar ingrediente' });
    await edit.getByLabel('Precio de cada unidad extra (€)').fill('-1');
    await edit.getByRole('button', { name: 'Guardar' }).click();
    await expect(edit.getByText('Revisa los datos introducidos')).toBeVisible();
    // Said as what is wrong with it, not «write it as an amount» (found by a QA pass).
    await expect(edit.getByText(/no puede ser negativo\.$/)).toBeVisible();
    await edit.getByLabel('Precio de cada unidad extra (€)').fill('1,10');
    await edit.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText(`Guardado: ${name}`)).toBeVisible();
    await expect(row).toContainText('1,10 €');

    // A burger with it and lettuce, and ketchup to choose, sold at Ruzafa for delivery and takeaway;
    // the allergens the customer will see are shown before saving.
    const burgerName = `Burger de centeno ${unique}`;
    await page.getByRole('link', { name: 'Productos', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/catalogo\/productos$/);
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('link', { name: 'Nuevo producto' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nuevo producto');
    await waitForHydration(page);
    await page.getByLabel('Nombre').fill(burgerName);
    await page.getByLabel('Precio (€)').fill('11,50');
    await page.getByRole('button', { name: 'Añadir ingrediente' }).click();
    await page.getByLabel('Ingrediente 1').selectOption({ label: name });
    await page.getByRole('button', { name: 'Añadir ingrediente' }).click();
    await page.getByLabel('Ingrediente 2').selectOption({ label: 'Lechuga' });
    await page.getByRole('button', { name: 'Añadir salsa' }).click();
    await page.getByLabel('Salsa 1').selectOption({ label: 'Kétchup' });
    await expect(page.getByTestId('derived-allergens')).toContainText('Gluten');
    await page.getByRole('checkbox', { name: 'A domicilio' }).check();
    await page.getByRole('checkbox', { name: 'Para recoger' }).check();
    await page.getByRole('checkbox', { name: 'Casa Elefante Ruzafa' }).check();
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('button', { name: 'Guardar producto' }).click();
    await expect(page.getByText(`Producto creado: ${burgerName}`)).toBeVisible();
    // Sold at a restaurant for two order types: no «not on sale yet» beside the «created».
    const offSale = page.getByText(`${burgerName} aún no se vende: elige en «Dónde y cómo se vende»`, { exact: false });
    await expect(offSale).toHaveCount(0);
    await expect(page).toHaveURL(/\/admin\/catalogo\/productos\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Editar ${burgerName}`);
    // Its photo: a JPEG, checked and redrawn by the server.
    await waitForHydration(page);
    const jpeg = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#8a4b2a' } })
      .jpeg()
      .toBuffer();
    await page
      .getByLabel('Añadir una foto')
      .setInputFiles({ name: 'burger.jpg', mimeType: 'image/jpeg', buffer: jpeg });
    await page.getByRole('button', { name: 'Subir foto' }).click();
    await expect(page.getByText('Foto guardada')).toBeVisible();
    await expect(page.getByRole('img', { name: `Foto de ${burgerName}` })).toHaveAttribute(
      'src',
      /^\/api\/product-photos\/[A-Za-z0-9_-]{22}-480\.webp$/,
    );

    // Saved with no restaurant, the manager is told no customer can order it; then it is put back.
    const ruzafa = page.getByRole('checkbox', { name: 'Casa Elefante Ruzafa' });
    await ruzafa.uncheck();
    await page.getByRole('button', { name: 'Guardar producto' }).click();
    await expect(offSale).toBeVisible();
    await ruzafa.check();
    await page.getByRole('button', { name: 'Guardar producto' }).click();
    await expect(page.getByText(`Producto guardado: ${burgerName}`).last()).toBeVisible();

    // A restaurant's own price the server refuses is told at that restaurant's input, naming it (the second
    // restaurant sent: the API names it by its place in the list); nothing is saved.
    await page.getByRole('checkbox', { name: 'Casa Elefante Benimaclet' }).check();
    const benimacletPrice = page.getByLabel('Precio en Casa Elefante Benimaclet (€, vacío: el general)');
    await benimacletPrice.fill('-2');
    await page.getByRole('button', { name: 'Guardar producto' }).click();
    await expect(benimacletPrice).toHaveAttribute('aria-invalid', 'true');
    await expect(benimacletPrice).toBeFocused();
    await expect(benimacletPrice).toHaveAccessibleDescription(
      'Casa Elefante Benimaclet: El precio propio de este restaurante no puede ser negativo.',
    );
    await expect(page.getByLabel('Precio en Casa Elefante Ruzafa (€, vacío: el general)')).not.toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await page.getByRole('checkbox', { name: 'Casa Elefante Benimaclet' }).uncheck();
    await page.getByRole('button', { name: 'Guardar producto' }).click();
    await expect(page.getByText(`Producto guardado: ${burgerName}`).last()).toBeVisible();

    // A customer sees it at Ruzafa for delivery on the next request, with the gluten mark,
    // builds it and orders it (to take away).
    const customer = createCustomer(testInfo, 'catalogue-admin');
    const shopper = await browser.newContext({ viewport: testInfo.project.use.viewport });
    await signIn(shopper.request, customer.email);
    const shopperPage = await shopper.newPage();
    await shopperPage.goto('/pedido?restaurante=valencia-ruzafa&tipo=domicilio');
    await dismissClosingAlert(shopperPage);
    const burgers = shopperPage.getByRole('region', { name: 'Hamburguesas' });
    await expect(burgers.getByRole('heading', { name: burgerName })).toBeVisible();
    const card = burgers.getByRole('article').filter({ has: shopperPage.getByRole('heading', { name: burgerName }) });
    await card.scrollIntoViewIfNeeded();
    await expect(card.locator('img')).toHaveAttribute('src', /^\/api\/product-photos\//);
    await expect
      .poll(() => card.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await burgers.getByRole('button', { name: `Alérgenos: ${burgerName}` }).click();
    const allergens = shopperPage.getByRole('dialog', { name: `Alérgenos de ${burgerName}` });
    await expect(allergens.getByRole('row', { name: /Gluten/ })).toContainText('Contiene');
    await shopperPage.keyboard.press('Escape');
    await shopperPage.goto('/pedido?restaurante=valencia-ruzafa&tipo=recoger');
    await dismissClosingAlert(shopperPage);
    await shopperPage.getByRole('button', { name: `Personalizar: ${burgerName}` }).click();
    const builder = shopperPage.getByRole('dialog', { name: burgerName });
    await builder.getByRole('button', { name: /^Añadir por/ }).click();
    await expect(builder).toBeHidden();
    const headers = await xsrfHeaders(shopper);
    const cart = (await (await shopper.request.get('/api/cart')).json()).data as { product: { name: string } }[];
    expect(cart.map((line) => line.product.name)).toEqual([burgerName]);
    const slots = (await (await shopper.request.get('/api/checkout/slots')).json()).data.slots as { value: string }[];
    const placed = await shopper.request.post('/api/orders', {
      headers: { ...headers, 'Idempotency-Key': `catalogue-admin-${unique}` },
      data: {
        asap: false,
        scheduled_for: slots[0]!.value,
        customer_name: 'Lucía Ferrer',
        customer_phone: '611 223 344',
        payment_method: 'cash',
      },
    });
    expect(placed.status()).toBe(201);
    // Another one waits in the cart when the ingredient goes.
    const productId = (
      (await (await shopper.request.get('/api/restaurant/valencia-ruzafa/burgers?type=recoger')).json()).data as {
        id: number;
        name: string;
      }[]
    ).find((product) => product.name === burgerName)!.id;
    const added = await shopper.request.post('/api/cart', {
      headers,
      data: {
        delivery_type: 'recoger',
        restaurant: 'valencia-ruzafa',
        table_number: null,
        products: { kind: 'burger', product_id: productId, quantity: 1 },
      },
    });
    expect(added.status()).toBe(201);
    await page.getByRole('link', { name: 'Volver a los productos' }).click();
    await expect(page).toHaveURL(/\/admin\/catalogo\/productos$/);
    await page.getByRole('link', { name: 'Ingredientes', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/catalogo\/ingredientes$/);
    await page.getByRole('searchbox', { name: 'Buscar' }).fill(unique);
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();

    // Deleting it: the modal says what uses it, names the burger, and deletes it from it when confirmed.
    await waitForHydration(page);
    await expect(row).not.toContainText('Sin usar');
    await row.getByRole('button', { name: `Borrar ${name}` }).click();
    const remove = page.getByRole('dialog', { name: `Borrar ${name}` });
    await expect(remove).toContainText(`¿Seguro que quieres borrar «${name}»?`);
    await remove.getByRole('button', { name: 'Borrar' }).click();
    await expect(remove.getByTestId('delete-dependents')).toContainText('Se usa en 1 hamburguesa.');
    await expect(remove.getByRole('listitem')).toHaveText([burgerName]);
    await expectNoSeriousAxeViolations(page);
    await remove.getByRole('button', { name: 'Borrar igualmente' }).click();
    await expect(page.getByText(`Borrado: ${name}`)).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);

    // The customer is told why the burger left the cart.
    await shopperPage.goto('/detalle-del-pedido');
    await expect(shopperPage.getByText(`Hemos quitado de tu pedido lo que llevaba «${name}»`)).toBeVisible();
    await shopper.close();

    // An allergen in use is never deleted: the modal says where it is used and refuses.
    await page.getByRole('link', { name: 'Alérgenos', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/catalogo\/alergenos$/);
    await expectNoSeriousAxeViolations(page);
    const gluten = page.getByRole('row').filter({ hasText: 'Gluten' });
    await gluten.getByRole('button', { name: 'Borrar Gluten' }).click();
    const refuse = page.getByRole('dialog', { name: 'Borrar Gluten' });
    await refuse.getByRole('button', { name: 'Borrar' }).click();
    await expect(refuse).toContainText('Un alérgeno en uso no se puede borrar');
    await expect(refuse.getByRole('button', { name: /Borrar/ })).toHaveCount(0);
    await refuse.getByRole('button', { name: 'Cerrar' }).first().click();
    await expect(gluten).toBeVisible();
  },
);

test('the product and restaurant editors, with their save bar, never scroll sideways: phone, tablet, desktop', async ({
  page,
}) => {
  await signIn(page.request, MANAGER.email, MANAGER.password);
  const [productId, restaurantId] = withDatabase((db) => [
    (db.prepare(`SELECT id FROM "Product" WHERE slug = 'paella-valenciana'`).get() as { id: number }).id,
    (db.prepare(`SELECT id FROM "Restaurant" WHERE slug = 'valencia-ruzafa'`).get() as { id: number }).id,
  ]);
  for (const width of [390, 800, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    for (const [path, save] of [
      [`/admin/catalogo/productos/${productId}`, 'Guardar producto'],
      [`/admin/restaurantes/${restaurantId}`, 'Guardar restaurante'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('button', { name: save })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} at ${width} px`).toBeLessThanOrEqual(0);
    }
  }
});
