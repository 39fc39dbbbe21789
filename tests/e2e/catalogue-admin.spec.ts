import {
  createCustomer,
  expect,
  expectNoSeriousAxeViolations,
  signIn,
  test,
  waitForHydration,
  withDatabase,
} from './fixtures';

// Issue 14: the manager runs the catalogue's ingredients from /admin/catalogo,
// and the spec's delete modal says what uses what is deleted.

const MANAGER = { email: 'gerente@example.com', password: 'Gerente1234!' };

test('a manager adds, edits and deletes ingredients; the delete modal names the burger that uses one, and its customer is told (issue 14)', async ({
  browser,
  page,
  allowConsoleError,
}, testInfo) => {
  // The browser logs the API's answers the test provokes: a refused price (422) and «in use» (409).
  allowConsoleError(/status of 4(09|22)/);
  const unique = `${testInfo.project.name}-${Date.now().toString(36)}`;
  await signIn(page.request, MANAGER.email, MANAGER.password);
  await page.goto('/admin/catalogo/ingredientes');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Catálogo');
  await expect(page.getByRole('link', { name: 'Ingredientes' })).toHaveAttribute('aria-current', 'page');
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
  await edit.getByLabel('Precio de cada unidad extra (€)').fill('1,10');
  await edit.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText(`Guardado: ${name}`)).toBeVisible();
  await expect(row).toContainText('1,10 €');

  // A burger carries it as an option (the product editor comes later: set in the database),
  // and a customer has that burger in the cart.
  const burger = withDatabase((db) => {
    const ingredient = db.prepare(`SELECT id FROM "Ingredient" WHERE name = ?`).get(name) as { id: number };
    const product = db.prepare(`SELECT id, name FROM "Product" WHERE slug = 'burger-clasica'`).get() as {
      id: number;
      name: string;
    };
    db.prepare(
      `INSERT INTO "ProductIngredient" (productId, ingredientId, defaultQuantity, maxQuantity, sortOrder) VALUES (?, ?, 0, 1, 99)`,
    ).run(product.id, ingredient.id);
    return product;
  });
  const customer = createCustomer(testInfo, 'catalogue-admin');
  const shopper = await browser.newContext({ viewport: testInfo.project.use.viewport });
  await signIn(shopper.request, customer.email);
  const added = await shopper.request.post('/api/cart', {
    headers: { 'X-XSRF-TOKEN': await xsrf(shopper) },
    data: {
      delivery_type: 'recoger',
      restaurant: 'valencia-ruzafa',
      table_number: null,
      products: { kind: 'burger', product_id: burger.id, quantity: 1 },
    },
  });
  expect(added.status()).toBe(201);

  // Deleting it: the modal says what uses it, names the burger, and deletes it from it when confirmed.
  await page.reload();
  await waitForHydration(page);
  await expect(row).toContainText('1'); // one product
  await row.getByRole('button', { name: `Borrar ${name}` }).click();
  const remove = page.getByRole('dialog', { name: `Borrar ${name}` });
  await expect(remove).toContainText(`¿Seguro que quieres borrar «${name}»?`);
  await remove.getByRole('button', { name: 'Borrar' }).click();
  await expect(remove.getByTestId('delete-dependents')).toContainText('Se usa en 1 hamburguesa.');
  await expect(remove.getByRole('listitem')).toHaveText([burger.name]);
  await expectNoSeriousAxeViolations(page);
  await remove.getByRole('button', { name: 'Borrar igualmente' }).click();
  await expect(page.getByText(`Borrado: ${name}`)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);

  // The customer is told why the burger left the cart, once.
  const shopperPage = await shopper.newPage();
  await shopperPage.goto('/detalle-del-pedido');
  await expect(shopperPage.getByText(`Hemos quitado de tu pedido lo que llevaba «${name}»`)).toBeVisible();
  await shopper.close();

  // An allergen in use is never deleted: the modal says where it is used and refuses.
  await page.getByRole('link', { name: 'Alérgenos' }).click();
  await expect(page).toHaveURL(/\/admin\/catalogo\/alergenos$/);
  const gluten = page.getByRole('row').filter({ hasText: 'Gluten' });
  await gluten.getByRole('button', { name: 'Borrar Gluten' }).click();
  const refuse = page.getByRole('dialog', { name: 'Borrar Gluten' });
  await refuse.getByRole('button', { name: 'Borrar' }).click();
  await expect(refuse).toContainText('Un alérgeno en uso no se puede borrar');
  await expect(refuse.getByRole('button', { name: /Borrar/ })).toHaveCount(0);
  await refuse.getByRole('button', { name: 'Cerrar' }).first().click();
  await expect(gluten).toBeVisible();
});

/** The CSRF token of a context's cookies (cookie-authenticated API calls that change something send it back). */
async function xsrf(context: import('@playwright/test').BrowserContext): Promise<string> {
  await context.request.get('/sanctum/csrf-cookie');
  const cookie = (await context.cookies()).find((candidate) => candidate.name === 'XSRF-TOKEN');
  return decodeURIComponent(cookie!.value);
}
