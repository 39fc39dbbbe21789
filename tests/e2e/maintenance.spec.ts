import { expect, setMaintenance, test, withDatabase } from './fixtures';

const TEXT =
  'Ops! Tenemos problemas con nuestro pedido online. Llama directamente al local para realizar tu pedido mientras nuestro elefante soluciona la incidencia.';

test.afterEach(() => setMaintenance(false));

type Phone = { city: string; name: string; phone: string };
const phones = () =>
  withDatabase(
    (db) =>
      db
        .prepare(
          'SELECT c.name AS city, r.commercialName AS name, r.phone FROM Restaurant r JOIN City c ON c.id = r.cityId WHERE r.active = 1',
        )
        .all() as Phone[],
  );

test('the maintenance switch replaces every page with a 503 and Retry-After, answers 503 to the API, then the site comes back', async ({
  page,
  request,
  allowConsoleError,
}) => {
  allowConsoleError(/status of 503/);
  setMaintenance(true);
  for (const path of ['/', '/pedido-online', '/aviso-legal', '/sugerencias?origen=carta&mesa=5']) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(503);
    expect(response?.headers()['retry-after']).toMatch(/^\d+$/);
    await expect(page.getByText(TEXT)).toBeVisible();
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect(page.getByRole('banner')).toHaveCount(0);
  }
  // Whom to call: every restaurant's phone under its city, as a link that dials it.
  const list = page.getByRole('region', { name: 'Teléfonos de nuestros restaurantes' });
  for (const { city, name, phone } of phones()) {
    await expect(list.getByRole('heading', { name: city, exact: true })).toBeVisible();
    const call = list.getByRole('listitem').filter({ hasText: name }).getByRole('link', { name: phone });
    await expect(call).toHaveAttribute('href', /^tel:\+34\d{9}$/);
  }
  const api = await request.get('/api/no-existe');
  expect(api.status()).toBe(503);
  expect(await api.json()).toMatchObject({ code: 'maintenance' });

  setMaintenance(false);
  await page.getByRole('button', { name: 'Refrescar' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Sugerencias/i);
  // The same address, query and all: a form's GET would otherwise have dropped it.
  await expect(page).toHaveURL(/\/sugerencias\?origen=carta&mesa=5$/);
  await expect(page.getByText(TEXT)).toHaveCount(0);
  expect((await request.get('/api/no-existe')).status()).toBe(404);
});

test('a 503 from a call made by the page switches it to the maintenance page', async ({ page, allowConsoleError }) => {
  allowConsoleError(/status of 503/);
  await page.goto('/sugerencias');
  await page.getByLabel('Nombre y apellidos').fill('Carmen Vidal');
  await page.getByLabel('Correo electrónico').fill('carmen@example.com');
  await page.getByLabel('Tu sugerencia').fill('Me encantaría que abrierais en Alicante.');
  await page.getByLabel('He leído y acepto la política de privacidad.').check();
  setMaintenance(true);
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByText(TEXT)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Refrescar' })).toBeVisible();
  const [first] = phones();
  await expect(
    page.getByRole('region', { name: 'Teléfonos de nuestros restaurantes' }).getByRole('link', { name: first!.phone }),
  ).toBeVisible();
});
