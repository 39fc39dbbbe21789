import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import { freePort, startCluster } from '../../scripts/postgresql-cluster.mjs';
import { chooseScheduledTime } from './checkout-time';
import { addFromBuilder, DEMO_CUSTOMER, dismissClosingAlert } from './fixtures';

// Two app processes of the same build on one PostgreSQL (issue 17): what one
// process does, the other knows at once. A customer orders in the browser
// from one; otherwise the calls a browser or the board would make, sent to one
// process or the other as a load balancer would. The build is the one the
// suite's own server runs.

const root = path.resolve(import.meta.dirname, '../..');
const STAFF = { email: 'personal@example.com', password: 'Personal1234!' };
const MANAGER = { email: 'gerente@example.com', password: 'Gerente1234!' };
const RESTAURANT = 'valencia-ruzafa';

type Server = { url: string; child: ChildProcess; logFile: string };
let cluster: { url: string; stop: () => void };
let a: Server;
let b: Server;
/** A pickup time the restaurant offers, found by the order test. */
let slot: string;

async function startServer(env: NodeJS.ProcessEnv): Promise<Server> {
  fs.mkdirSync(path.join(root, 'test-results'), { recursive: true });
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // Its output goes to test-results/, kept by CI when a test fails.
  const logFile = path.join(root, 'test-results', `multi-process-${port}.log`);
  const log = fs.openSync(logFile, 'w');
  const child = spawn(process.execPath, ['scripts/server.mjs'], {
    cwd: root,
    env: { ...env, PORT: String(port), SITE_URL: url },
    stdio: ['ignore', log, log],
  });
  await expect
    .poll(async () => (await fetch(`${url}/api/ready`).catch(() => null))?.status, { timeout: 60_000 })
    .toBe(200);
  return { url, child, logFile };
}

function stopServer(server: Server | undefined): Promise<void> {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    server.child.once('exit', () => resolve());
    server.child.kill('SIGTERM');
  });
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  cluster = await startCluster(path.join(root, 'var', `postgresql-e2e-${process.pid}`));
  const shared = path.join(root, 'var', `multi-process-${process.pid}`);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    HOSTNAME: '127.0.0.1',
    DATABASE_URL: cluster.url,
    // The same secrets in both, as docs/deploy.md asks.
    SESSION_SECRET: randomUUID() + randomUUID(),
    JWT_SECRET: randomUUID() + randomUUID(),
    UPLOAD_DIR: path.join(shared, 'uploads'),
    MAIL_OUTBOX_DIR: path.join(shared, 'mail'),
    COOKIE_SECURE: 'false',
  };
  const prepared = spawnSync(path.join(root, 'node_modules/.bin/tsx'), ['scripts/prepare-db.ts'], {
    cwd: root,
    env,
    encoding: 'utf8',
  });
  expect(prepared.status, prepared.stderr).toBe(0);
  [a, b] = await Promise.all([startServer(env), startServer(env)]);
});

test.afterAll(async () => {
  await Promise.all([stopServer(a), stopServer(b)]);
  cluster?.stop();
  fs.rmSync(path.join(root, 'var', `multi-process-${process.pid}`), { recursive: true, force: true });
});

async function call(
  server: Server,
  method: string,
  url: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
) {
  const response = await fetch(`${server.url}${url}`, {
    method,
    headers: {
      ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
      ...(options.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...options.headers,
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : null };
}

async function signIn(server: Server, credentials: { email: string; password: string }): Promise<string> {
  const { status, body } = await call(server, 'POST', '/api/login', { body: credentials });
  expect(status).toBe(200);
  return body.access_token as string;
}

test('company data changed through one process is on the other’s kept legal page at once, not a minute later', async () => {
  const manager = await signIn(a, MANAGER);
  const legalNotice = async () => (await fetch(`${b.url}/aviso-legal`)).text();
  const { company } = (await call(a, 'GET', '/api/admin/settings', { token: manager })).body.data;
  // B keeps the page: a first visit may get the build's copy and render it again
  // behind; a second, once that is done, is B's own fresh copy, kept for 60 s.
  await legalNotice();
  await new Promise((resolve) => setTimeout(resolve, 1000));
  expect(await legalNotice()).toContain(company.name);
  const renamed = `${company.name.replace(/,? S\.L\.$/, '')} Levante, S.L.`;
  const put = (name: string) =>
    call(a, 'PUT', '/api/admin/settings', { token: manager, body: { company: { ...company, name } } });
  expect((await put(renamed)).status).toBe(200);
  try {
    // Without the signal B would serve the page it kept for up to 60 s.
    await expect.poll(legalNotice, { timeout: 5_000 }).toContain(renamed);
  } finally {
    expect((await put(company.name)).status).toBe(200);
  }
});

test('a price changed through one process is served by the other’s catalogue on its next request', async () => {
  const manager = await signIn(a, MANAGER);
  const listed = async () =>
    (await call(b, 'GET', `/api/restaurant/${RESTAURANT}/burgers?type=recoger`)).body.data as {
      id: number;
      price_cents: number;
    }[];
  type AdminProduct = { base_price_cents: number; restaurants: { slug: string; price_cents: number | null }[] };
  // A burger the restaurant sells at the base price (no price of its own).
  let chosen: { id: number; product: AdminProduct } | null = null;
  for (const { id } of await listed()) {
    const product = (await call(a, 'GET', `/api/admin/products/${id}`, { token: manager })).body.data as AdminProduct;
    if (product.restaurants.find((restaurant) => restaurant.slug === RESTAURANT)?.price_cents === null) {
      chosen = { id, product };
      break;
    }
  }
  expect(chosen).not.toBeNull();
  const { id, product } = chosen!;
  const raised = product.base_price_cents + 150;
  const put = (cents: number) =>
    call(a, 'PUT', `/api/admin/products/${id}`, { token: manager, body: { base_price_cents: cents } });
  expect((await put(raised)).status).toBe(200);
  try {
    expect((await listed()).find((item) => item.id === id)?.price_cents).toBe(raised);
  } finally {
    expect((await put(product.base_price_cents)).status).toBe(200);
  }
});

test('a customer signed in on one process is recognised by the other, and signed out on both', async () => {
  const token = await signIn(a, DEMO_CUSTOMER);
  expect((await call(b, 'GET', '/api/user', { token })).body.email).toBe(DEMO_CUSTOMER.email);
  expect((await call(a, 'POST', '/api/logout', { token })).status).toBe(204);
  expect((await call(b, 'GET', '/api/user', { token })).status).toBe(401);
});

test('a wrong password on one process makes the other process wait too', async () => {
  const wrong = { email: 'gerente@example.com', password: 'NoEsLaClave1!' };
  expect((await call(a, 'POST', '/api/login', { body: wrong })).status).toBeLessThan(429);
  const next = await call(b, 'POST', '/api/login', { body: wrong });
  expect(next.status).toBe(429);
  expect(Number(next.headers.get('retry-after'))).toBeGreaterThan(0);
});

test('an order placed on one process reaches a board streaming from the other within 2 s; its retry there answers the same order', async () => {
  const staff = await signIn(b, STAFF);
  const stream = await fetch(`${b.url}/api/admin/orders/stream?restaurant=${RESTAURANT}`, {
    headers: { Authorization: `Bearer ${staff}` },
  });
  expect(stream.status).toBe(200);
  const reader = stream.body!.getReader();
  const decoder = new TextDecoder();
  let received = '';
  const readUntil = async (needle: string) => {
    while (!received.includes(needle)) {
      const { value, done } = await reader.read();
      if (done) throw new Error(`the stream ended before ${needle}`);
      received += decoder.decode(value, { stream: true });
    }
  };
  await readUntil(': connected');
  // The process opens its LISTEN connection with its first board.
  await new Promise((resolve) => setTimeout(resolve, 500));

  // The customer's calls go to the other process.
  const customer = await signIn(a, DEMO_CUSTOMER);
  const burgers = await call(a, 'GET', `/api/restaurant/${RESTAURANT}/burgers?type=recoger`);
  const burger = burgers.body.data[0];
  const added = await call(a, 'POST', '/api/cart', {
    token: customer,
    body: {
      delivery_type: 'recoger',
      restaurant: RESTAURANT,
      table_number: null,
      products: { kind: 'burger', product_id: burger.id, quantity: 1 },
    },
  });
  expect(added.status).toBe(201);
  const slots = await call(a, 'GET', '/api/checkout/slots', { token: customer });
  slot = slots.body.data.slots[0].value;
  const body = {
    asap: false,
    scheduled_for: slot,
    customer_name: 'Lucía Martínez García',
    customer_phone: '612487390',
    payment_method: 'cash',
  };
  const key = `multi-process-${randomUUID()}`;
  const placedAt = Date.now();
  const placed = await call(a, 'POST', '/api/orders', { token: customer, body, headers: { 'Idempotency-Key': key } });
  expect(placed.status).toBe(201);
  await readUntil(`"id":"${placed.body.data.id}"`);
  expect(Date.now() - placedAt).toBeLessThan(2000);
  await reader.cancel();

  const retried = await call(b, 'POST', '/api/orders', { token: customer, body, headers: { 'Idempotency-Key': key } });
  expect(retried.status).toBe(200);
  expect(retried.body.data.id).toBe(placed.body.data.id);
});

test('a product sold out through one process is off the other’s catalogue on its next request', async () => {
  const staff = await signIn(a, STAFF);
  const listed = async () =>
    (await call(b, 'GET', `/api/restaurant/${RESTAURANT}/burgers?type=recoger`)).body.data.map(
      (product: { id: number }) => product.id,
    );
  const [burger] = await listed();
  const soldOut = await call(a, 'PUT', `/api/admin/restaurants/${RESTAURANT}/availability`, {
    token: staff,
    body: { product_id: burger, available: false },
  });
  expect(soldOut.status).toBe(200);
  expect(await listed()).not.toContain(burger);
  await call(a, 'PUT', `/api/admin/restaurants/${RESTAURANT}/availability`, {
    token: staff,
    body: { product_id: burger, available: true },
  });
  expect(await listed()).toContain(burger);
});

test('on PostgreSQL a customer orders in the browser, and follows the order live as staff on the other process accept it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const login = await page.request.post(`${a.url}/api/login`, { data: DEMO_CUSTOMER });
  expect(login.status()).toBe(200);
  await page.goto(`${a.url}/pedido?restaurante=${RESTAURANT}&tipo=recoger`);
  await dismissClosingAlert(page);
  await addFromBuilder(page, 'La Clásica', { without: ['Lechuga'] });
  const cartLink = page.getByRole('link', { name: /^Tu pedido:/ });
  await expect(cartLink).toHaveAccessibleName('Tu pedido: 1 producto');
  await cartLink.click();
  await expect(page).toHaveURL(/\/detalle-del-pedido$/, { timeout: 15_000 });
  await dismissClosingAlert(page);
  await expect(page.getByText('Sin lechuga').first()).toBeVisible();
  await chooseScheduledTime(page);
  await page.getByRole('button', { name: 'Confirmar pedido' }).click();
  await expect(page).toHaveURL(/\/pedido-confirmado\/[\w-]+$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^¡Pedido recibido! Pedido n.º [A-Z]+-[A-Z0-9]{6}$/);
  await expect(page.locator('[aria-current="step"]')).toContainText('Recibido');
  const publicId = page.url().split('/').pop()!;

  // Staff accept it on the other process: the customer's page, served by the first, follows.
  const staff = await signIn(b, STAFF);
  const accepted = await call(b, 'POST', `/api/admin/orders/${publicId}/status`, {
    token: staff,
    body: { status: 'accepted', prep_minutes: 20 },
  });
  expect(accepted.status).toBe(200);
  await expect(page.locator('[aria-current="step"]')).toContainText('Aceptado', { timeout: 15_000 });
});

test('each process logs JSON lines, with the request id on the lines of a request', async () => {
  // A forged payment notification: refused, and logged as a warning.
  const forged = await fetch(`${a.url}/api/payments/redsys/notification`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: 'Ds_SignatureVersion=HMAC_SHA256_V9&Ds_MerchantParameters=x&Ds_Signature=y',
  });
  expect(forged.status).toBe(400);
  const requestId = forged.headers.get('x-request-id');
  expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
  const lines = () =>
    fs
      .readFileSync(a.logFile, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { level: string; time: string; msg: string; request_id?: string });
  await expect.poll(() => lines().some((line) => line.request_id === requestId)).toBe(true);
  const all = lines();
  for (const line of all)
    expect(line).toEqual(expect.objectContaining({ level: expect.any(String), time: expect.any(String) }));
  expect(all.find((line) => line.request_id === requestId)).toMatchObject({ level: 'warn', msg: /refused/ });
});

test('kill -9 of one process while orders come in loses no acknowledged order, and the other sends every confirmation', async () => {
  test.setTimeout(180_000);
  const staff = await signIn(b, STAFF);
  const [burger] = (await call(b, 'GET', `/api/restaurant/${RESTAURANT}/burgers?type=recoger`)).body.data;
  // Orders taken by phone for the demo customer: each writes its confirmation to the outbox.
  const order = (server: Server, index: number) =>
    call(server, 'POST', '/api/admin/orders', {
      token: staff,
      headers: { 'Idempotency-Key': `kill-${index}-${randomUUID()}` },
      body: {
        restaurant: RESTAURANT,
        delivery_type: 'recoger',
        customer_email: DEMO_CUSTOMER.email,
        customer_name: 'Lucía Martínez García',
        customer_phone: '612487390',
        asap: false,
        scheduled_for: slot,
        payment_method: 'cash',
        lines: [{ kind: 'burger', product_id: burger.id, quantity: 1 }],
      },
    }).catch(() => null);
  // The first process answers one order, then dies with more in flight; the other keeps taking them.
  const first = [order(a, 0), order(a, 1), order(a, 2)];
  expect((await first[0])?.status).toBe(201);
  const more = [order(a, 3), order(a, 4), order(b, 5), order(b, 6), order(b, 7)];
  await new Promise((resolve) => setTimeout(resolve, 20));
  a.child.kill('SIGKILL');
  const acknowledged = (await Promise.all([...first, ...more]))
    .filter((answer) => answer?.status === 201)
    .map((answer) => answer!.body.data.id as string);
  expect(acknowledged.length).toBeGreaterThanOrEqual(4);

  const database = new pg.Client({ connectionString: cluster.url });
  await database.connect();
  try {
    const { rows } = await database.query<{ id: number; publicId: string }>(
      'SELECT id, "publicId" FROM "Order" WHERE "publicId" = ANY($1)',
      [acknowledged],
    );
    expect(rows.map((row) => row.publicId).sort()).toEqual([...acknowledged].sort());
    // Every confirmation written, by either process, is sent by the survivor:
    // unclaimed ones at its next round, those the dead one had claimed once their lease ends.
    await expect
      .poll(
        async () => {
          const outbox = await database.query<{ unsent: string }>(
            `SELECT count(*) AS unsent FROM "MailOutbox" WHERE kind = 'order_confirmation' AND "sentAt" IS NULL`,
          );
          return Number(outbox.rows[0]!.unsent);
        },
        { timeout: 150_000, intervals: [2_000] },
      )
      .toBe(0);
    const jobs = await database.query<{ payload: string }>(
      `SELECT payload FROM "MailOutbox" WHERE kind = 'order_confirmation'`,
    );
    const withJob = new Set(jobs.rows.map((row) => Number(JSON.parse(row.payload).order_id)));
    expect(rows.filter((row) => !withJob.has(row.id))).toEqual([]);
  } finally {
    await database.end();
  }
});
