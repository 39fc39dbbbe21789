import {
  accountNavigation,
  createCustomer,
  DEMO_CUSTOMER,
  expect,
  expectNoSeriousAxeViolations,
  signIn,
  sqlDate,
  test,
  waitForHydration,
  withDatabase,
} from './fixtures';

// The home page's photo, as messages/es.json describes it (Home.heroAlt).
const HERO_ALT = /^Una paella valenciana/;

const PAGES = [
  { path: '/', heading: /Bienvenido a/ },
  { path: '/pedido-online', heading: 'Pedido online' },
  { path: '/aviso-legal', heading: 'Aviso legal' },
  { path: '/privacidad', heading: /privacidad/i },
  { path: '/condiciones-generales', heading: /Condiciones generales/i },
  { path: '/cookies', heading: /cookies/i },
  { path: '/accesibilidad', heading: 'Declaración de accesibilidad' },
  { path: '/trabaja-con-nosotros', heading: /Trabaja con nosotros/i },
  { path: '/sugerencias', heading: /Sugerencias/i },
  { path: '/reclamaciones', heading: /Reclamaciones/i },
  { path: '/marketing', heading: /comerciales/i },
];

for (const { path, heading } of PAGES) {
  test(`${path} renders in Spanish with the layout and no serious accessibility violations`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    // The build compiles the messages: an argument left out would read "undefined", not fail.
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description).toBeTruthy();
    expect(description).not.toMatch(/undefined|[{}]/);
    await expect(page.locator('main')).not.toContainText('undefined');

    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: /ir al pedido online/ })).toHaveAttribute('href', '/pedido-online');

    const footer = page.getByRole('contentinfo');
    for (const [name, href] of [
      ['Aviso legal', '/aviso-legal'],
      ['Política de privacidad', '/privacidad'],
      ['Condiciones generales', '/condiciones-generales'],
      ['Política de cookies', '/cookies'],
      ['Declaración de accesibilidad', '/accesibilidad'],
      ['Trabaja con nosotros', '/trabaja-con-nosotros'],
      ['Sugerencias', '/sugerencias'],
      ['Reclamaciones', '/reclamaciones'],
      ['Comunicaciones comerciales', '/marketing'],
    ] as const) {
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(footer.getByRole('link', { name: /en (Instagram|Facebook|TikTok)$/ })).toHaveCount(3);
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);

    // No horizontal scrolling on any viewport.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoSeriousAxeViolations(page);
  });
}

test('the landing shows the three ways to order', async ({ page }) => {
  await page.goto('/pedido-online');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: /A domicilio/ })).toHaveAttribute('href', '/pedido-online/domicilio');
  await expect(main.getByRole('link', { name: /Para recoger/ })).toHaveAttribute('href', '/pedido-online/recoger');
  await expect(main.getByRole('link', { name: /Fast/ })).toHaveAttribute('href', '/pedido-online/fast');
});

test('the locale cookie is i18n_redirected for 365 days on path /', async ({ page, context }) => {
  await page.goto('/');
  const cookie = (await context.cookies()).find((candidate) => candidate.name === 'i18n_redirected');
  expect(cookie?.value).toBe('es');
  expect(cookie?.path).toBe('/');
  const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86_400;
  expect(days).toBeGreaterThan(364);
  expect(days).toBeLessThanOrEqual(365);
});

test('every cookie a visitor and a signed-in customer get is listed on the cookie policy (issue 16)', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await page.goto('/pedido?restaurante=valencia-ruzafa&tipo=recoger');
  await signIn(page.request, DEMO_CUSTOMER.email);
  await page.goto('/pedido-online');
  const names = (await context.cookies()).map((cookie) => cookie.name);
  expect(names).toEqual(expect.arrayContaining(['i18n_redirected', 'pedido', 'sesion', 'con_sesion', 'XSRF-TOKEN']));

  await page.goto('/cookies');
  const listed = await page.getByRole('main').getByRole('heading', { level: 3 }).allTextContents();
  expect(listed.length).toBeGreaterThanOrEqual(names.length);
  for (const name of names) expect(listed, name).toContain(name);
  await expect(page.getByRole('main')).toContainText('no te mostramos ningún aviso o banner de cookies');
});

test('the complaints page shows the complaint-sheet notice of each community with restaurants (issue 16)', async ({
  page,
}) => {
  await page.goto('/reclamaciones');
  const main = page.getByRole('main');
  for (const community of ['Comunitat Valenciana', 'Comunidad de Madrid', 'Cataluña', 'Andalucía']) {
    await expect(main.getByRole('heading', { level: 3, name: community })).toBeVisible();
  }
  await expect(main).toContainText('Existen hojas de reclamaciones a disposición del consumidor');
});

test('an unknown path answers 404 with the Spanish not-found page and a link home', async ({
  page,
  allowConsoleError,
}) => {
  allowConsoleError(/status of 404/);
  const response = await page.goto('/esta-pagina-no-existe/de-verdad');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('No se ha podido encontrar esta página');
  // The tab says so too, not the site's default title: also where a page of one segment, or a city, is unknown.
  await expect(page).toHaveTitle(/^No se ha podido encontrar esta página · /);
  for (const path of ['/contactox', '/pedido-online/recoger/atlantida']) {
    expect((await page.goto(path))?.status()).toBe(404);
    await expect(page).toHaveTitle(/^No se ha podido encontrar esta página · /);
  }
  await page.goto('/esta-pagina-no-existe/de-verdad');
  // The big number is read with its words, not as a bare «404».
  await expect(page.getByText('Código de error 404', { exact: true })).toBeAttached();
  await page.getByRole('main').getByRole('link', { name: 'Volver al inicio' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Bienvenido a/);
});

test('/verify-email takes at most its id and token: a longer address is a 404', async ({ page, allowConsoleError }) => {
  allowConsoleError(/status of 404/);
  expect((await page.goto('/verify-email/1/token/otra-cosa'))?.status()).toBe(404);
  await expect(page.getByText('Código de error 404', { exact: true })).toBeAttached();
  expect((await page.goto('/verify-email'))?.status()).toBe(200);
});

test('an unknown API path answers a JSON 404', async ({ request }) => {
  const response = await request.get('/api/no-existe');
  expect(response.status()).toBe(404);
  expect(await response.json()).toMatchObject({ code: 'not_found' });
});

test('the offline banner shows while the browser is offline', async ({ page, context, allowConsoleError }) => {
  allowConsoleError(/ERR_INTERNET_DISCONNECTED/);
  await page.goto('/pedido-online');
  const banner = page.getByRole('status').filter({ hasText: 'Estás sin conexión' });
  await expect(banner).toHaveCount(0);
  await context.setOffline(true);
  await expect(banner).toBeVisible();
  await context.setOffline(false);
  await expect(banner).toHaveCount(0);
});

test('the loading bar shows on a slow client navigation and goes once the page is there', async ({ page }) => {
  await signIn(page.request, DEMO_CUSTOMER.email);
  // The account page's data is slow to come: the bar appears after its 200 ms, then leaves with the page.
  // Delayed before the first page loads, so that a prefetch cannot have brought it already.
  await page.route(/\/mi-cuenta(\?.*)?$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto('/pedido-online');
  await waitForHydration(page);
  const bar = page.getByRole('progressbar', { name: 'Cargando la página' });
  await (await accountNavigation(page)).getByRole('link', { name: 'Mis datos' }).click();
  await expect(bar).toBeVisible();
  await expect(bar).toHaveCSS('height', '2px');
  await expect(page).toHaveURL(/\/mi-cuenta$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(bar).toBeHidden();
});

test('a 403 from a call made by the page sends the customer to the home page (spec section 8)', async ({
  page,
  allowConsoleError,
}, testInfo) => {
  allowConsoleError(/status of 403/);
  await signIn(page.request, createCustomer(testInfo, 'prohibido').email);
  // The header asks for the signed-in user on every page (spec section 4).
  await page.route('**/api/user', (route) =>
    route.fulfill({
      status: 403,
      contentType: 'application/json',
      body: JSON.stringify({ code: 'forbidden', message: 'No tienes permiso para realizar esta acción.' }),
    }),
  );
  await page.goto('/pedido-online');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Bienvenido a/);
});

test('a page that fails while the customer moves to it shows the error page with its status (spec section 8)', async ({
  page,
  allowConsoleError,
}, testInfo) => {
  // React logs the server's error (minified #441: an error in the Server Components render).
  allowConsoleError(/Minified React error #441|status of 500/);
  // A row the account page cannot render (a birth date that is no date): the page's server render fails.
  const customer = createCustomer(testInfo, 'fallo');
  withDatabase((db) =>
    db
      .prepare(`INSERT INTO "Child" (userId, name, birthDate, createdAt) VALUES (?, 'Pablo', 'no-es-una-fecha', ?)`)
      .run(customer.id, sqlDate(new Date())),
  );
  await signIn(page.request, customer.email);
  await page.goto('/pedido-online');
  await waitForHydration(page);
  await (await accountNavigation(page)).getByRole('link', { name: 'Mis datos' }).click();
  await expect(page).toHaveURL(/\/mi-cuenta$/);
  await expect(page.getByTestId('error-status').locator('[aria-hidden="true"]')).toHaveText('500');
  await expect(page.getByText('Código de error 500', { exact: true })).toBeAttached();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ha ocurrido un error inesperado.');
  await expect(page.getByRole('button', { name: 'Reintentar' })).toBeVisible();
});

test('the home page keeps its 16 px margins on a 10" tablet, the photo too (QA pass)', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 1280 });
  await page.goto('/');
  const photo = page.getByRole('img', { name: HERO_ALT });
  await expect(photo).toBeVisible();
  const box = (await photo.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(16);
  expect(box.x + box.width).toBeLessThanOrEqual(800 - 16);
});
