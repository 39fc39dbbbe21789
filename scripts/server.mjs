// The production server (npm start runs it through scripts/start.mjs): Next.js
// behind a few checks it cannot make itself. Route handlers see no socket, so
// this is where the client's address is decided (TRUSTED_PROXIES); malformed
// URLs and oversized bodies are answered here, in the house error format, with
// the security headers, instead of a bare text 500.
import http from 'node:http';
import path from 'node:path';
import next from 'next';
import compression from 'compression';
import { preflight, trustFrom } from './request-checks.mjs';
import Database from 'better-sqlite3';
import { nonceCachedPages } from './html-nonce.mjs';
import { captureData, createPageCache, isDataKey, sqliteSettings } from './page-cache.mjs';
import { createLogger, requestContext, routeConsoleTo } from './json-logs.mjs';

// JSON lines with the request id (scripts/json-logs.mjs); LOG_FORMAT=text keeps plain lines.
const jsonLogs = process.env.LOG_FORMAT !== 'text';
if (jsonLogs) routeConsoleTo(createLogger());

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.PORT || 3000);
const hostname = process.env.HOSTNAME || '0.0.0.0';
const trust = trustFrom(process.env.TRUSTED_PROXIES);

// No hostname for Next.js itself: with one it makes the middleware's rewrites
// absolute (http://localhost:…), which it then proxies as external requests.
const app = next({ dev: false, dir: root, port });
const handle = app.getRequestHandler();
await app.prepare();

// Compression is ours, not Next's (next.config: compress false): it must come
// after the nonce is written into a cached page. Live event streams are sent
// as they come.
const compress = compression({
  filter: (req, res) =>
    !String(res.getHeader('content-type') ?? '').startsWith('text/event-stream') && compression.filter(req, res),
});

// Pages from Next's cache are answered again before Next to the next visitor
// in the same situation (scripts/page-cache.mjs). It compares the database's
// stamp on every request, so only on SQLite, whose file it can read here.
const databaseUrl = process.env.DATABASE_URL || 'file:./var/data.db';
const pages = databaseUrl.startsWith('file:')
  ? createPageCache({
      readSettings: sqliteSettings(Database, path.resolve(databaseUrl.replace(/^file:/, '').replace(/\?.*$/, ''))),
    })
  : null;

// Graceful shutdown (SIGTERM, SIGINT): /api/ready answers 503 at once so a load
// balancer stops sending; no new connection is taken; requests in flight get
// GRACE_MS to finish (a live board's stream is then closed and reconnects to
// another process); then the app finishes its jobs and closes the database
// (lib/ops/shutdown.ts).
const GRACE_MS = 10_000;
let shuttingDown = false;

const server = http.createServer((req, res) => {
  if (shuttingDown && req.url?.split('?')[0] === '/api/ready') {
    res.writeHead(503, {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
      Connection: 'close',
    });
    res.end(JSON.stringify({ status: 'failing', checks: { shutting_down: 'failing' } }));
    return;
  }
  if (!preflight(req, res, trust)) return;
  requestContext.run({ requestId: req.headers['x-request-id'] }, () => respond(req, res));
});

function respond(req, res) {
  compress(req, res, () => {
    const key = pages?.keyFor(req) ?? null;
    if (key && pages.serve(req, res, key)) return;
    if (key && isDataKey(key)) captureData(res, (body) => pages.keepData(key, res, body));
    else nonceCachedPages(req, res, key ? (html) => pages.keep(key, res, html) : undefined);
    serve(req, res);
  });
}

function serve(req, res) {
  handle(req, res).catch((error) => {
    // The path only: a query may carry an e-mail, a phone or a token. The id leads a plain-text line.
    const path = req.url?.split('?')[0];
    console.error(`${jsonLogs ? '' : `[${req.headers['x-request-id']}] `}${req.method} ${path}`, error);
    if (!res.headersSent) {
      res.writeHead(500, { 'Content-Type': 'application/json; charset=utf-8' });
      res.end(
        JSON.stringify({ message: 'Ha ocurrido un error inesperado. Inténtalo de nuevo.', code: 'server_error' }),
      );
    }
  });
}

server.listen(port, hostname, () =>
  console.log(`Listo en http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${port}`),
);
async function shutdown(signal) {
  if (shuttingDown) return;
  shuttingDown = true;
  console.log(`${signal}: finishing the requests in flight…`);
  const closed = new Promise((resolve) => server.close(resolve));
  server.closeIdleConnections();
  const deadline = setTimeout(() => server.closeAllConnections(), GRACE_MS);
  await closed;
  clearTimeout(deadline);
  try {
    await globalThis[Symbol.for('pedido-online.finishProcess')]?.();
  } catch (error) {
    console.error('The last jobs did not finish:', error);
    process.exit(1);
  }
  console.log('Stopped.');
  process.exit(0);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void shutdown(signal));
