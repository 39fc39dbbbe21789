// The production server's logs (issue 17, scope 4): one JSON object per line
// (pino), with the request id of the request being served on every line
// logged while serving it, and without personal data or secrets. Everything
// the app and Next.js write through console.* goes through here, so no call
// site can forget; the request id travels in an AsyncLocalStorage that
// scripts/server.mjs opens around each request.
import { AsyncLocalStorage } from 'node:async_hooks';
import util from 'node:util';
import pino from 'pino';

/** The request being served (its id), shared with the bundled app through globalThis. */
export const requestContext = (globalThis[Symbol.for('pedido-online.requestContext')] ??= new AsyncLocalStorage());

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * What must not reach a log: e-mail addresses, Spanish phone numbers and
 * NIFs, bearer tokens, JWTs, and long opaque strings (reset and verification
 * tokens in a URL, session cookies). UUIDs (order and request ids) stay.
 */
export function scrub(text) {
  return text
    .replace(/[\w.+-]+@[\w-]+(?:\.[\w-]+)*\.[A-Za-z]{2,}/g, '[email]')
    .replace(/\bBearer\s+\S+/gi, 'Bearer [token]')
    .replace(/\beyJ[\w-]*\.[\w-]+\.[\w-]*/g, '[token]')
    .replace(/[A-Za-z0-9_%-]{32,}/g, (match) => (UUID.test(match) ? match : '[token]'))
    .replace(/(?<![\w-])(?:\+34[\s-]?)?[6789]\d{2}[\s-]?\d{3}[\s-]?\d{3}(?![\w-])/g, '[phone]')
    .replace(/(?<![\w-])[0-9XYZ]\d{7}[A-Z](?![\w-])/g, '[nif]');
}

function serializeError(error) {
  return {
    type: error.name,
    message: scrub(String(error.message)),
    ...(error.code !== undefined ? { code: String(error.code) } : {}),
    ...(error.digest !== undefined ? { digest: String(error.digest) } : {}),
    stack: error.stack ? scrub(error.stack) : undefined,
  };
}

/** A pino logger writing to `stream` (stdout by default), with the request id of the current request. */
export function createLogger(stream = pino.destination({ fd: 1, sync: true })) {
  return pino(
    {
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      mixin: () => {
        const store = requestContext.getStore();
        return store ? { request_id: store.requestId } : {};
      },
    },
    stream,
  );
}

const LEVELS = { debug: 'debug', log: 'info', info: 'info', warn: 'warn', error: 'error' };

/** Sends console.debug/log/info/warn/error (of `target`) to `logger` as JSON lines: an Error argument becomes `error`. */
export function routeConsoleTo(logger, target = console) {
  for (const [method, level] of Object.entries(LEVELS)) {
    target[method] = (...args) => {
      const error = args.find((arg) => arg instanceof Error);
      const rest = args.filter((arg) => arg !== error);
      // Next colours its own lines for a terminal: the colour codes are not part of the message.
      const message = scrub(util.stripVTControlCharacters(rest.length ? util.format(...rest) : (error?.message ?? '')));
      if (error) logger[level]({ error: serializeError(error) }, message);
      else logger[level](message);
    };
  }
}
