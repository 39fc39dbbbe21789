import {
  accountNavigation,
  dismissClosingAlert,
  expect,
  expectNoSeriousAxeViolations,
  signIn,
  test,
  waitForHydration,
  withDatabase,
} from './fixtures';

// Issue 14, scope 4 (and the restaurant's delete modal of scope 3): a manager
// runs the chain's cities and restaurants from /admin/ciudades and
// /admin/restaurantes; staff edit none (decision 041).

const MANAGER = { email: 'gerente@example.com', password: 'Gerente1234!' };
const STAFF = { email: 'personal@example.com', password: 'Personal1234!' };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('a manager creates a city and a restaurant in it with hours and a postal code, edits its phone, prints the QR code of table 4 and deletes both (issue 14)', async ({
  browser,
  page,
  allowConsoleError,
}, testInfo) => {
  test.slow();
  // The browser logs the API's answers the test provokes: refused input (422) and «in use» (409).
  allowConsoleError(/status of 4(09|22)/);
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const cityName = `Xàtiva ${unique}`;
  const commercialName = `Casa Elefante Xàtiva ${unique}`;
  await signIn(page.request, MANAGER.email, MANAGER.password);

  // A city.
  await page.goto('/admin/ciudades');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ciudades');
  await expect(
    page.getByRole('navigation', { name: 'Partes de la gestión' }).getByRole('link', { name: 'Ciudades' }),
  ).toHaveAttribute('aria-current', 'page');
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'Nueva ciudad' }).click();
  const cityDialog = page.getByRole('dialog', { name: 'Nueva ciudad' });
  await cityDialog.getByLabel('Nombre').fill(cityName);
  await expectNoSeriousAxeViolations(page);
  await cityDialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText(`Ciudad creada: ${cityName}`)).toBeVisible();
  const cityRow = page.getByRole('row').filter({ hasText: cityName });
  await expect(cityRow).toContainText('Ninguno');

  // A restaurant in it: the list, then its editor.
  await page.goto('/admin/restaurantes');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Restaurantes');
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('link', { name: 'Nuevo restaurante' }).click();
  await expect(page).toHaveURL(/\/admin\/restaurantes\/nuevo$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nuevo restaurante');
  await waitForHydration(page);
  await page.getByLabel('Nombre comercial').fill(commercialName);
  await page.getByLabel('Nombre interno').fill(`Xàtiva ${unique}`);
  await page.getByLabel('Ciudad').selectOption({ label: cityName });
  await page.getByLabel('Dirección').fill('Carrer de Montcada, 10');
  await page.getByLabel('Código postal').fill('46800');
  await page.getByLabel('Teléfono').fill('123');

  // Lunch and a dinner past midnight on Monday, copied to the week and to the counter.
  await page.getByRole('button', { name: 'Añadir un turno: A domicilio, lunes' }).click();
  await expect(page.getByLabel('A domicilio, lunes, turno 1: abre')).toBeFocused();
  await page.getByLabel('A domicilio, lunes, turno 1: abre').fill('12:30');
  await page.getByLabel('A domicilio, lunes, turno 1: cierra').fill('16:00');
  await page.getByRole('button', { name: 'Añadir un turno: A domicilio, lunes' }).click();
  await page.getByLabel('A domicilio, lunes, turno 2: abre').fill('20:00');
  await page.getByLabel('A domicilio, lunes, turno 2: cierra').fill('01:00');
  await expect(page.getByTestId('hours-delivery').getByText('hasta el día siguiente')).toHaveCount(1);
  await page.getByRole('button', { name: 'A domicilio: copiar el lunes a todos los días' }).click();
  await expect(page.getByLabel('A domicilio, domingo, turno 2: cierra')).toHaveValue('01:00');
  await page.getByRole('button', { name: 'Igual que A domicilio: el mismo horario para Fast' }).click();
  await expect(page.getByLabel('Fast, miércoles, turno 1: abre')).toHaveValue('12:30');

  // Where it delivers: one postal code at its own price; prices in euros as people type them.
  await page.getByRole('button', { name: 'Añadir código postal' }).click();
  await expect(page.getByRole('textbox', { name: 'Código postal 1', exact: true })).toBeFocused();
  await page.getByRole('textbox', { name: 'Código postal 1', exact: true }).fill('46800');
  await page.getByLabel('Coste de envío a 46800 (€)').fill('3,50');
  await page.getByLabel('Coste de envío (€)').fill('gratis');
  await page.getByLabel('Pedido mínimo (€)').fill('15');
  await page.getByLabel('Número de mesas').fill('8');
  await expectNoSeriousAxeViolations(page);

  // Bad input: said beside each field, nothing created.
  await page.getByRole('button', { name: 'Guardar restaurante' }).click();
  await expect(page.getByText('Revisa los datos introducidos')).toBeVisible();
  await expect(page.getByText('Escribe un teléfono válido de 9 cifras.')).toBeVisible();
  await expect(page.getByText('Escribe un importe en euros, como 12,50.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/restaurantes\/nuevo$/);
  await page.getByLabel('Teléfono').fill('962 27 28 29');
  await page.getByLabel('Coste de envío (€)').fill('2,90');
  await page.getByRole('button', { name: 'Guardar restaurante' }).click();
  await expect(page.getByText(`Restaurante creado: ${commercialName}`)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/restaurantes\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Editar ${commercialName}`);

  // A refused field low on the page comes into view above the sticky save bar, with its
  // message, not focused under the bar (found by a QA pass).
  await waitForHydration(page);
  const order = page.getByLabel('Orden', { exact: true });
  const saved = await order.inputValue();
  await order.fill('-5');
  await page.getByRole('button', { name: 'Guardar restaurante' }).click();
  await expect(order).toBeFocused();
  await expect(page.getByText('El orden empieza en 0.')).toBeVisible();
  const saveBar = await page.getByRole('button', { name: 'Guardar restaurante' }).boundingBox();
  const field = await order.boundingBox();
  expect(field!.y + field!.height).toBeLessThan(saveBar!.y);
  expect(field!.y).toBeGreaterThan(0);
  await order.fill(saved);

  // Its phone changes; what was saved is what the page shows again.
  await waitForHydration(page);
  await page.getByLabel('Teléfono').fill('962 00 11 22');
  await page.getByRole('button', { name: 'Guardar restaurante' }).click();
  await expect(page.getByText(`Restaurante guardado: ${commercialName}`)).toBeVisible();
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByLabel('Teléfono')).toHaveValue('962 001 122');
  await expect(page.getByLabel('A domicilio, domingo, turno 2: cierra')).toHaveValue('01:00');
  await expect(page.getByLabel('Coste de envío a 46800 (€)')).toHaveValue('3,50');
  await expect(page.getByLabel('Coste de envío (€)')).toHaveValue('2,90');
  await expectNoSeriousAxeViolations(page);

  // Listed, with its city, phone, state and tables.
  await page.getByRole('link', { name: 'Volver a los restaurantes' }).click();
  await expect(page).toHaveURL(/\/admin\/restaurantes$/);
  await page.getByRole('searchbox', { name: 'Buscar' }).fill(unique);
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await expect(page).toHaveURL(/q=/);
  const row = page.getByRole('row').filter({ hasText: commercialName });
  await expect(row).toContainText(cityName);
  await expect(row).toContainText('962 001 122');
  await expect(row.getByRole('cell').nth(3)).toHaveText('Activo');
  await expect(row.getByRole('cell').nth(4)).toHaveText('8');

  // Its QR codes: the card of table 4 prints the link to the fast catalogue at table 4.
  await row.getByRole('link', { name: `Códigos QR de las mesas de ${commercialName}` }).click();
  await expect(page).toHaveURL(/\/admin\/mesas\?restaurante=xativa-/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Códigos QR de las mesas');
  const card = page.getByRole('listitem').filter({ hasText: new RegExp(`^Mesa 4${escape(commercialName)}`) });
  await expect(card.getByRole('img', { name: 'Código QR de la mesa 4' }).locator('svg')).toBeVisible();
  const printed = new URL((await card.getByText(/\/pedido\?/).textContent())!);
  expect(printed.pathname).toBe('/pedido');
  expect(printed.searchParams.get('tipo')).toBe('fast');
  expect(printed.searchParams.get('mesa')).toBe('4');
  const slug = printed.searchParams.get('restaurante')!;
  expect(slug).toMatch(/^xativa-/);
  await expectNoSeriousAxeViolations(page);
  // A customer's phone reads it: the same link on this server opens the catalogue at table 4.
  const visitor = await browser.newContext({ viewport: testInfo.project.use.viewport });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(`${printed.pathname}${printed.search}`);
  await expect(visitorPage).toHaveURL(/\/pedido$/);
  await dismissClosingAlert(visitorPage);
  await expect(visitorPage.getByText('Mesa 4', { exact: true })).toBeVisible();
  await visitor.close();

  // The city cannot go while the restaurant is in it: the modal names it and refuses.
  await page.goto(`/admin/ciudades?q=${encodeURIComponent(unique)}`);
  await waitForHydration(page);
  await expect(cityRow.getByRole('cell').nth(2)).toHaveText('1');
  await cityRow.getByRole('button', { name: `Borrar ${cityName}` }).click();
  const refuseCity = page.getByRole('dialog', { name: `Borrar ${cityName}` });
  await refuseCity.getByRole('button', { name: 'Borrar' }).click();
  await expect(refuseCity.getByTestId('delete-dependents')).toContainText('Tiene 1 restaurante.');
  await expect(refuseCity.getByRole('listitem')).toHaveText([commercialName]);
  await expect(refuseCity.getByRole('button', { name: /Borrar/ })).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
  await refuseCity.getByRole('button', { name: 'Cerrar' }).last().click();
  await expect(refuseCity).toBeHidden();

  // A restaurant of the demo chain has orders, or staff and a menu: the modal says so, and nothing goes.
  await page.goto('/admin/restaurantes?q=ruzafa');
  await waitForHydration(page);
  const ruzafa = page.getByRole('row').filter({ hasText: 'Casa Elefante Ruzafa' });
  await ruzafa.getByRole('button', { name: 'Borrar Casa Elefante Ruzafa' }).click();
  const inUse = page.getByRole('dialog', { name: 'Borrar Casa Elefante Ruzafa' });
  await inUse.getByRole('button', { name: 'Borrar' }).click();
  await expect(inUse.getByTestId('delete-dependents')).toContainText(/^Tiene \d+ (pedidos?|personas? del personal)/);
  await expectNoSeriousAxeViolations(page);
  await inUse
    .getByRole('button', { name: /^(Cancelar|Cerrar)$/ })
    .last()
    .click();
  await expect(inUse).toBeHidden();
  await expect(ruzafa).toBeVisible();

  // The new restaurant has nothing that depends on it: asked, then deleted.
  await page.goto(`/admin/restaurantes?q=${encodeURIComponent(unique)}`);
  await waitForHydration(page);
  await row.getByRole('button', { name: `Borrar ${commercialName}` }).click();
  const remove = page.getByRole('dialog', { name: `Borrar ${commercialName}` });
  await expect(remove).toContainText(`¿Seguro que quieres borrar «${commercialName}»?`);
  await remove.getByRole('button', { name: 'Borrar' }).click();
  await expect(page.getByText(`Borrado: ${commercialName}`)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: commercialName })).toHaveCount(0);

  // And now the empty city goes too.
  await page.goto(`/admin/ciudades?q=${encodeURIComponent(unique)}`);
  await waitForHydration(page);
  await cityRow.getByRole('button', { name: `Borrar ${cityName}` }).click();
  await page
    .getByRole('dialog', { name: `Borrar ${cityName}` })
    .getByRole('button', { name: 'Borrar' })
    .click();
  await expect(page.getByText(`Borrado: ${cityName}`)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: cityName })).toHaveCount(0);
});

test('staff edit no restaurant and no city: sent home; «Gestión» opens their reports (issue 14, decision 041)', async ({
  page,
}) => {
  await signIn(page.request, STAFF.email, STAFF.password);
  const ruzafa = withDatabase(
    (db) => (db.prepare(`SELECT id FROM "Restaurant" WHERE slug = 'valencia-ruzafa'`).get() as { id: number }).id,
  );
  for (const path of [
    '/admin/restaurantes',
    '/admin/restaurantes/nuevo',
    `/admin/restaurantes/${ruzafa}`,
    '/admin/ciudades',
  ]) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/$/);
  }
  // What they run stays theirs: the restaurant's controls, and its numbers.
  await page.goto('/admin/restaurante');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/restaurante$/);
  await waitForHydration(page);
  await (await accountNavigation(page)).getByRole('link', { name: 'Gestión', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/informes$/);
  const parts = page.getByRole('navigation', { name: 'Partes de la gestión' });
  await expect(parts.getByRole('link')).toHaveText(['Informes']);
  await expectNoSeriousAxeViolations(page);
});
