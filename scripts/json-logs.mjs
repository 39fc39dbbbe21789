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
const PHONE_PREFIX = String.raw`(?:(?:\+|00)34[\s+-]?|34)?`;
const SEP = String.raw`[\s+-]?`;
const PHONE = new RegExp(
  String.raw`(?<![\w-])${PHONE_PREFIX}[6789]\d{2}${SEP}(?:\d{3}${SEP}\d{3}|\d{2}${SEP}\d{2}${SEP}\d{2})(?![\w-])`,
  'g',
);

const MIGRATION = /^\d{14}_[a-z0-9_]+$/;
/** A long string that reads as a secret: digits in it, and not a UUID or a migration's name. */
const isOpaque = (text) => /\d/.test(text) && !UUID.test(text) && !MIGRATION.test(text);

/** %40 and the like, decoded: a URL's query carries e-mails and phones encoded. */
const decodePercent = (text) =>
  text.replace(/(?:%[0-9A-Fa-f]{2})+/g, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      // Not UTF-8: byte by byte.
      return run.replace(/%([0-9A-Fa-f]{2})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16)));
    }
  });

/**
 * What must not reach a log: e-mail addresses, Spanish phone numbers and
 * NIFs/NIEs, bearer tokens, JWTs, and long opaque strings with digits (reset
 * and verification tokens, session cookies). UUIDs (order and request ids) stay.
 */
export function scrub(text) {
  return decodePercent(text)
    .replace(/[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/gu, '[email]')
    .replace(/\bBearer\s+\S+/gi, 'Bearer [token]')
    .replace(/\beyJ[\w-]*\.[\w-]+\.[\w-]*/g, '[token]')
    .replace(/[A-Za-z0-9_+-]{32,}={0,2}/g, (match) => (isOpaque(match) ? '[token]' : match))
    .replace(PHONE, '[phone]')
    .replace(/(?<![\w-])[0-9XYZxyz]\d{7}-?[A-Za-z](?![\w-])/g, '[nif]');
}

/** An error's stack with its message scrubbed; the frames (files, functions) are kept as they are. */
function scrubStack(error) {
  if (!error.stack) return undefined;
  const frames = error.stack.split('\n').filter((line) => /^\s+at /.test(line));
  return [`${error.name}: ${messageOf(error)}`, ...frames].join('\n');
}

/**
 * An error's message, scrubbed. Prisma's validation errors print the whole
 * query with its data (a customer's name, a password hash): only their first
 * line (which call) and last (what was wrong) are kept.
 */
function messageOf(error) {
  const message = String(error.message);
  if (error.name !== 'PrismaClientValidationError') return scrub(message);
  const lines = message.split('\n').filter((line) => line.trim());
  return scrub(lines.length > 2 ? `${lines[0]} … ${lines.at(-1)}` : lines.join(' '));
}

function serializeError(error) {
  return {
    type: error.name,
    message: messageOf(error),
    ...(error.code !== undefined ? { code: String(error.code) } : {}),
    ...(error.digest !== undefined ? { digest: String(error.digest) } : {}),
    stack: scrubStack(error),
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
      const message = util.stripVTControlCharacters(
        rest.length ? scrub(util.format(...rest)) : error ? messageOf(error) : '',
      );
      if (error) logger[level]({ error: serializeError(error) }, message);
      else logger[level](message);
    };
  }
}
