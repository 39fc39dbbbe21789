import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { FOOTER_LINKS } from '@/lib/site/footer-links';
import { formlessContentSegments } from '@/lib/site/legal';
import {
  createCustomer,
  DEMO_CUSTOMER,
  dismissClosingAlert,
  expect,
  isPhone,
  setMaintenance,
  test,
  waitForHydration,
  withDatabase,
} from './fixtures';

// Issue 11: pages that are the same for everyone come from Next's cache. The
// signed-in header is a client island fed by /api/user, so each customer sees
// their own name and cart on the very same cached bytes, and nobody's data is
// ever in those bytes.

const CACHED_PAGES = ['/', '/pedido-online', '/aviso-legal', '/sugerencias'];

/** Signs in with a token and puts `quantity` burgers in the cart through the API. */
async function fillCart(request: APIRequestContext, email: string, quantity: number): Promise<void> {
  const login = await request.post('/api/login', { data: { email, password: DEMO_CUSTOMER.password } });
  const headers = { Authorization: `Bearer ${(await login.json()).access_token}` };
  const products = await request.get('/api/restaurant/valencia-ruzafa/burgers?type=recoger');
  const burger = ((await products.json()).data as { id: number; slug: string }[]).find(
    (candidate) => candidate.slug === 'burger-clasica',
  )!;
  const added = await request.post('/api/cart', {
    headers,
    data: {
      delivery_type: 'recoger',
      restaurant: 'valencia-ruzafa',
      table_number: null,
      products: { kind: 'burger', product_id: burger.id, quantity, extra_options: {} },
    },
  });
  expect(added.status()).toBe(201);
}

async function signedInPage(browser: Browser, email: string) {
  const context = await browser.newContext();
  const login = await context.request.post('/api/login', { data: { email, password: DEMO_CUSTOMER.password } });
  expect(login.ok()).toBe(true);
  return context.newPage();
}

/** The header names the user: its user menu, or on phones the greeting of the full-screen menu. */
async function expectSignedInAs(page: Page, name: string) {
  if (!isPhone(page)) {
    await expect(page.getByRole('button', { name: `Menú de ${name}` })).toBeVisible();
    return;
  }
  await page.getByRole('button', { name: 'Abrir el menú' }).click();
  const menu = page.getByRole('dialog', { name: 'Menú' });
  await expect(menu.getByText(`Hola, ${name}`)).toBeVisible();
  await menu.getByRole('button', { name: 'Cerrar el menú' }).click();
  await expect(menu).toBeHidden();
}

test('a cached page is served the same to everyone, and each customer still sees their own name and cart', async ({
  browser,
  page: visitor,
  request,
}, testInfo) => {
  // Three pages × three browsers, and on phones a menu opened for each name.
  test.setTimeout(90_000);
  const ana = createCustomer(testInfo, 'cache-ana', { name: 'Ana Cacheada' });
  const bruno = createCustomer(testInfo, 'cache-bruno', { name: 'Bruno Cacheado' });
  await fillCart(request, ana.email, 2);
  await fillCart(request, bruno.email, 5);
  const anaPage = await signedInPage(browser, ana.email);
  const brunoPage = await signedInPage(browser, bruno.email);

  for (const path of CACHED_PAGES) {
    // The bytes come from the cache, carry nobody's data, and bear this response's nonce.
    const served = await anaPage.request.get(path);
    expect(served.headers()['x-nextjs-cache'], path).toMatch(/HIT|STALE|MISS/);
    const html = await served.text();
    expect(html).not.toContain('Ana Cacheada');
    expect(html).not.toContain(ana.email);
    const nonce = /'nonce-([^']+)'/.exec(served.headers()['content-security-policy'] ?? '')![1];
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts.filter((candidate) => candidate.includes(' src='))) expect(tag).toContain(nonce);

    await anaPage.goto(path);
    await waitForHydration(anaPage);
    await expectSignedInAs(anaPage, 'Ana Cacheada');
    await expect(anaPage.getByTestId('cart-count')).toHaveText('2');
    await expect(anaPage.getByText('Bruno Cacheado')).toHaveCount(0);

    await brunoPage.goto(path);
    await waitForHydration(brunoPage);
    await expectSignedInAs(brunoPage, 'Bruno Cacheado');
    await expect(brunoPage.getByTestId('cart-count')).toHaveText('5');
    await expect(brunoPage.getByText('Ana Cacheada')).toHaveCount(0);

    await visitor.goto(path);
    await waitForHydration(visitor);
    await expect(visitor.getByRole('link', { name: 'Iniciar sesión' }).first()).toBeVisible();
    await expect(visitor.getByTestId('cart-count')).toBeHidden();
    await expect(visitor.getByText(/Cachead[ao]/)).toHaveCount(0);
  }
  await anaPage.context().close();
  await brunoPage.context().close();
});

test('the catalogue comes from the cache at /pedido, and each customer still gets their own filters, cart and table', async ({
  browser,
  page: visitor,
  request,
}, testInfo) => {
  const elena = createCustomer(testInfo, 'cache-elena', { name: 'Elena Filtros' });
  const fede = createCustomer(testInfo, 'cache-fede', { name: 'Fede Sinfiltros' });
  await fillCart(request, elena.email, 3);
  const elenaPage = await signedInPage(browser, elena.email);
  const saved = await elenaPage.request.put('/api/user/preferences', {
    data: { allergens: ['gluten', 'eggs'], preferences: [] },
    headers: {
      'X-XSRF-TOKEN': decodeURIComponent(
        (await elenaPage.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')!.value,
      ),
    },
  });
  expect(saved.ok()).toBe(true);
  const fedePage = await signedInPage(browser, fede.email);

  // Both ask for the same restaurant and type: the second one is served the first one's bytes.
  await elenaPage.goto('/pedido?restaurante=valencia-ruzafa&tipo=recoger');
  await expect(elenaPage).toHaveURL(/\/pedido$/);
  await fedePage.goto('/pedido?restaurante=valencia-ruzafa&tipo=fast&mesa=7');
  await fedePage.goto('/pedido?restaurante=valencia-ruzafa&tipo=recoger');
  const served = await fedePage.request.get('/pedido');
  // From the cache either way: STALE when the minute's page was due and is being made again behind it.
  expect(served.headers()['x-nextjs-cache']).toMatch(/^(HIT|STALE)$/);
  const html = await served.text();
  for (const personal of ['Elena Filtros', 'Fede Sinfiltros', elena.email, fede.email])
    expect(html).not.toContain(personal);

  await waitForHydration(elenaPage);
  await expect(elenaPage.getByRole('button', { name: 'Filtros (2)' })).toBeVisible();
  await expect(elenaPage.getByTestId('cart-count')).toHaveText('3');
  await waitForHydration(fedePage);
  await expect(fedePage.getByRole('button', { name: 'Filtrar la carta' })).toBeVisible();
  await expect(fedePage.getByTestId('cart-count')).toHaveText('0');

  // The table is this browser's: the fast catalogue shows it from the cookie.
  await fedePage.goto('/pedido?restaurante=valencia-ruzafa&tipo=fast&mesa=7');
  await waitForHydration(fedePage);
  await expect(fedePage.getByText('Mesa 7')).toBeVisible();

  await visitor.goto('/pedido?restaurante=valencia-ruzafa&tipo=recoger');
  await waitForHydration(visitor);
  await expect(visitor.getByRole('button', { name: 'Filtrar la carta' })).toBeVisible();
  await expect(visitor.getByText(/Elena|Fede/)).toHaveCount(0);
  await elenaPage.context().close();
  await fedePage.context().close();
});

test("the catalogue page carries each product once, as a card: later sections and the builder's details come in the browser", async ({
  page,
}) => {
  await page.goto('/pedido?restaurante=valencia-ruzafa&tipo=recoger');
  await expect(page).toHaveURL(/\/pedido$/);
  const html = await (await page.request.get('/pedido')).text();
  expect(html.length).toBeLessThanOrEqual(150 * 1024);
  const desserts = (await (await page.request.get('/api/restaurant/valencia-ruzafa/desserts?type=recoger')).json())
    .data as { id: number; name: string; sauces: unknown[]; ingredients: unknown[]; extra_options: unknown[] }[];
  // One with something to choose: the others add in one tap, without the builder.
  const dessert = desserts.find(
    (item) => item.sauces.length + item.ingredients.length + item.extra_options.length > 0,
  )!;
  // The dessert is on the page as a summary, neither as a rendered card nor with the builder's parts.
  expect(html).toContain(dessert.name);
  expect(html).not.toContain(`id="product-${dessert.id}"`);
  for (const key of ['defaultQuantity', 'extraPriceCents', 'extraOptions']) expect(html).not.toContain(key);

  await dismissClosingAlert(page);
  const card = page.getByRole('region', { name: 'Postres' }).getByRole('article', { name: dessert.name });
  await card.scrollIntoViewIfNeeded();
  const details = page.waitForRequest((request) => request.url().includes('/api/restaurant/valencia-ruzafa/desserts'));
  await card.getByRole('button', { name: /^(Añadir|Personalizar): / }).click();
  await details;
  await expect(page.getByRole('dialog', { name: dessert.name })).toBeVisible();
});

test('a price changed by the seed (a new catalogue stamp, from another process) is on the next catalogue page', async ({
  page,
}) => {
  const card = () => page.getByRole('article').filter({ hasText: 'Arroz negro' }).first();
  await page.goto('/pedido?restaurante=valencia-ruzafa&tipo=recoger');
  await waitForHydration(page);
  const before = await card().innerText();
  const original = withDatabase(
    (db) =>
      db.prepare(`SELECT basePriceCents FROM "Product" WHERE slug = 'arroz-negro'`).get() as { basePriceCents: number },
  ).basePriceCents;
  try {
    // What the seed does: write the data, then a new stamp (revalidateCatalogue).
    withDatabase((db) => {
      db.prepare(`UPDATE "Product" SET basePriceCents = ? WHERE slug = 'arroz-negro'`).run(original + 111);
      db.prepare(`UPDATE "Setting" SET value = ? WHERE key = 'catalogue_version'`).run(`e2e-${Date.now()}`);
    });
    await page.reload();
    await waitForHydration(page);
    const euros = ((original + 111) / 100).toFixed(2).replace('.', ',');
    await expect(card()).toContainText(`${euros} €`);
    expect(before).not.toContain(`${euros} €`);
  } finally {
    withDatabase((db) => {
      db.prepare(`UPDATE "Product" SET basePriceCents = ? WHERE slug = 'arroz-negro'`).run(original);
      db.prepare(`UPDATE "Setting" SET value = ? WHERE key = 'catalogue_version'`).run(`e2e-back-${Date.now()}`);
    });
  }
});

test('a page answered again before Next has a nonce of its own each time, and still goes down for maintenance', async ({
  request,
}) => {
  const nonces = new Set<string>();
  // The first answer sets the locale cookie; from the second on the visitor's situation repeats.
  for (let visit = 0; visit < 4; visit++) {
    const response = await request.get('/aviso-legal');
    expect(response.status()).toBe(200);
    const nonce = /'nonce-([^']+)'/.exec(response.headers()['content-security-policy'] ?? '')?.[1];
    expect(nonce).toBeDefined();
    const html = await response.text();
    expect(html).toContain(`nonce="${nonce}"`);
    expect(html.match(/nonce="([^"]+)"/g)?.every((attribute) => attribute === `nonce="${nonce}"`)).toBe(true);
    nonces.add(nonce!);
  }
  expect(nonces.size).toBe(4);

  setMaintenance(true);
  try {
    expect((await request.get('/aviso-legal')).status()).toBe(503);
  } finally {
    setMaintenance(false);
  }
  expect((await request.get('/aviso-legal')).status()).toBe(200);
});

test('the build renders the landing pages, the catalogue and the footer pages without a form; the three with one are kept from their first request', async ({
  request,
}) => {
  // What `next build` lists as prerendered (●) is its prerender manifest; the locale is the first segment.
  const manifest = JSON.parse(
    fs.readFileSync(path.join(process.env.NEXT_DIST_DIR || '.next', 'prerender-manifest.json'), 'utf8'),
  ) as { routes: Record<string, unknown> };
  const built = Object.keys(manifest.routes);
  const expected = ['/', '/pedido-online', '/pedido', ...formlessContentSegments().map((segment) => `/${segment}`)];
  expect(built).toEqual(expect.arrayContaining(expected.map((route) => `/es${route === '/' ? '' : route}`)));
  // The work-with-us, suggestions and complaints pages list the restaurants and their complaint-sheet
  // notices, which the build cannot read (it runs before the database exists): Next renders each on its
  // first request and answers it from its cache afterwards, as it does the others.
  for (const { href } of FOOTER_LINKS) {
    await request.get(`${href}?primera=1`);
    const response = await request.get(`${href}?segunda=1`);
    expect(response.status(), href).toBe(200);
    // HIT, or STALE once its minute has passed: answered from the cache while it renders again behind.
    expect(['HIT', 'STALE'], href).toContain(response.headers()['x-nextjs-cache']);
  }
});

test('the cached catalogue has no address of its own', async ({ request }) => {
  const response = await request.get('/carta-en-cache/x/valencia-ruzafa/takeaway');
  expect(response.status()).toBe(404);
  expect(await response.text()).not.toContain('Ruzafa');
});

test('the signed-in header is in place before the user arrives, so nothing moves', async ({ browser }, testInfo) => {
  const customer = createCustomer(testInfo, 'cache-cls', { name: 'Carla Quieta' });
  const page = await signedInPage(browser, customer.email);
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  // The user's answer is held back, so the placeholder is what the first paint shows.
  await page.route('**/api/user', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 700));
    await route.continue();
  });
  await page.goto('/');
  expect(await page.evaluate(() => document.documentElement.dataset.session)).toBe('1');
  await expect(page.getByRole('link', { name: 'Iniciar sesión' })).toBeHidden();
  // The user has arrived: the signed-in controls replace the placeholder (the user menu from sm up).
  await expect(
    page.getByRole('button', { name: isPhone(page) ? 'Abrir el menú' : 'Menú de Carla Quieta' }),
  ).toBeVisible();
  const total = await page.evaluate(() =>
    (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0),
  );
  expect(total).toBeLessThanOrEqual(0.02);
  await page.context().close();
});

test('a session that is gone puts the visitor header back and clears the hint', async ({
  page,
  allowConsoleError,
}, testInfo) => {
  const customer = createCustomer(testInfo, 'cache-gone', { name: 'Dario Ido' });
  const login = await page.request.post('/api/login', {
    data: { email: customer.email, password: DEMO_CUSTOMER.password },
  });
  expect(login.ok()).toBe(true);
  withDatabase((db) => db.prepare(`DELETE FROM "UserSession" WHERE userId = ?`).run(customer.id));
  allowConsoleError(/401/);
  await page.goto('/aviso-legal');
  await waitForHydration(page);
  await expect(page.getByRole('link', { name: 'Iniciar sesión' }).first()).toBeVisible();
  await expect.poll(() => page.evaluate(() => document.documentElement.dataset.session ?? null)).toBeNull();
  expect((await page.context().cookies()).find((cookie) => cookie.name === 'con_sesion')).toBeUndefined();
  await expect(page.getByText('Dario Ido')).toHaveCount(0);
});
