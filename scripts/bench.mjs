// npm run bench: performance measurements against the built app, on a free
// port with a fresh copy of the demo chain. Prints one JSON report.
//
// Measured so far (the speed issue adds the page and API ratios):
//   order fan-out  50 order boards connected to the live stream of one
//                  restaurant; for each of 10 orders, the time from sending
//                  POST /api/orders to the `order.created` event on every
//                  board (median and p99 over all boards and orders).
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const BOARDS = Number(process.env.BENCH_BOARDS ?? 50);
/** At most 10: a customer may place 10 orders a minute. */
const ORDERS = Math.min(10, Number(process.env.BENCH_ORDERS ?? 10));
const RESTAURANT = 'valencia-ruzafa';

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ['scripts/start.mjs', '--fresh'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOSTNAME: '127.0.0.1',
    DATABASE_URL: `file:./var/bench-${port}.db`,
    MAIL_OUTBOX_DIR: `var/bench-mail-${port}`,
    COOKIE_SECURE: 'false',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const stop = () => server.kill('SIGTERM');
process.on('exit', stop);

async function waitForServer() {
  for (let attempt = 0; attempt < 600; attempt++) {
    try {
      if ((await fetch(`${base}/pedido-online`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not start');
}

async function token(email, password) {
  const response = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`login ${email}: ${response.status}`);
  return (await response.json()).access_token;
}

/** One board: reads the stream and records when each order's `order.created` arrives. */
async function connectBoard(staffToken, seen) {
  const response = await fetch(`${base}/api/admin/orders/stream?restaurant=${RESTAURANT}`, {
    headers: { Authorization: `Bearer ${staffToken}`, Accept: 'text/event-stream' },
  });
  if (!response.ok) throw new Error(`stream: ${response.status}`);
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let connected;
  const ready = new Promise((resolve) => (connected = resolve));
  (async () => {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      const blocks = buffer.split('\n\n');
      buffer = blocks.pop();
      for (const block of blocks) {
        if (block.includes(': connected')) connected();
        if (!block.includes('event: order.created')) continue;
        const data = JSON.parse(
          block
            .split('\n')
            .find((line) => line.startsWith('data: '))
            .slice(6),
        );
        const at = performance.now();
        (seen.get(data.id) ?? seen.set(data.id, []).get(data.id)).push(at);
      }
    }
  })().catch(() => {});
  await ready;
  return () => reader.cancel().catch(() => {});
}

async function placeOrder(customerToken, slot) {
  const headers = { Authorization: `Bearer ${customerToken}`, 'Content-Type': 'application/json' };
  const sentAt = performance.now();
  const order = await fetch(`${base}/api/orders`, {
    method: 'POST',
    headers: { ...headers, 'Idempotency-Key': `bench-${Date.now()}-${Math.random()}` },
    body: JSON.stringify({
      asap: false,
      scheduled_for: slot,
      customer_name: 'Banco de pruebas',
      customer_phone: '600 000 000',
      payment_method: 'cash',
    }),
  });
  if (order.status !== 201) throw new Error(`order: ${order.status} ${await order.text()}`);
  return { id: (await order.json()).data.id, sentAt };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const round = (ms) => Math.round(ms * 10) / 10;

try {
  await waitForServer();
  const [staffToken, customerToken] = await Promise.all([
    token('personal@example.com', 'Personal1234!'),
    token('cliente@example.com', 'Cliente1234!'),
  ]);
  const burgers = (await (await fetch(`${base}/api/restaurant/${RESTAURANT}/burgers?type=recoger`)).json()).data;
  const productId = burgers.find((burger) => burger.slug === 'burger-clasica').id;

  const seen = new Map();
  const closers = await Promise.all(Array.from({ length: BOARDS }, () => connectBoard(staffToken, seen)));
  const delays = [];
  let missing = 0;
  for (let index = 0; index < ORDERS; index++) {
    // The first slot offered for this cart (the restaurant may be closed now).
    await fetch(`${base}/api/cart`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${customerToken}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        delivery_type: 'recoger',
        restaurant: RESTAURANT,
        table_number: null,
        products: { kind: 'burger', product_id: productId, quantity: 1 },
      }),
    });
    const slots = (
      await (
        await fetch(`${base}/api/checkout/slots`, { headers: { Authorization: `Bearer ${customerToken}` } })
      ).json()
    ).data.slots;
    const { id, sentAt } = await placeOrder(customerToken, slots[0].value);
    const deadline = performance.now() + 5000;
    while ((seen.get(id)?.length ?? 0) < BOARDS && performance.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const arrivals = seen.get(id) ?? [];
    missing += BOARDS - arrivals.length;
    delays.push(...arrivals.map((at) => at - sentAt));
  }
  for (const close of closers) close();
  delays.sort((a, b) => a - b);
  const report = {
    order_fanout: {
      boards: BOARDS,
      orders: ORDERS,
      events_received: delays.length,
      events_missing: missing,
      median_ms: round(percentile(delays, 50)),
      p99_ms: round(percentile(delays, 99)),
      max_ms: round(delays.at(-1)),
      note: 'from sending POST /api/orders to order.created on each board',
    },
  };
  console.log(JSON.stringify(report, null, 2));
  if (missing > 0) process.exitCode = 1;
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  stop();
}
