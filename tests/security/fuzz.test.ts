import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { startMailWorker } from '@/lib/jobs/mail-worker';
import { ApiClient, registerUser, setUpTemporaryFiles } from '../support/api-client';

// A fuzz pass over every route handler (issue 9, scope 12): malformed JSON,
// huge and deeply nested bodies, wrong types, control characters, hostile
// path segments; as a visitor, with a session cookie and with a bearer token.
// Not one answer may be a 5xx, and every error must be the house body without
// a stack trace or SQL. Route files are found by themselves: a new endpoint is
// fuzzed without editing this file.

setUpTemporaryFiles();

const APP = path.resolve(import.meta.dirname, '../../app');
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
type Handler = (request: Request, context: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>;

function routeFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? routeFiles(full) : entry.name === 'route.ts' ? [full] : [];
  });
}

const ROUTES = routeFiles(APP).map((file) => ({
  file,
  route: `/${path.relative(APP, path.dirname(file)).split(path.sep).join('/')}`,
}));

/** Values for a dynamic segment: ordinary, hostile, absurd. */
const SEGMENTS = [
  '1',
  '0',
  '-1',
  '999999999999999999999',
  'abc',
  '../../var/secrets.json',
  'ñ%00',
  '%FF',
  '\u0000',
  'x'.repeat(5000),
  '1e308',
  '𝕏',
];

/** Raw bodies sent with Content-Type: application/json. */
const RAW_BODIES: string[] = [
  '',
  '{',
  'null',
  '[]',
  '"texto"',
  '{"a":',
  '\u0000',
  `${'['.repeat(10_000)}1${']'.repeat(10_000)}`,
  `{"products":${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}}`,
  JSON.stringify({ __proto__: { isAdmin: true }, constructor: { prototype: { polluted: true } } }),
  '{"email":"a@b.c","password":"\\ud800"}',
  JSON.stringify({ x: 'y'.repeat(70_000) }),
];

/** Field names the API uses, filled with every wrong type. */
const FIELDS = [
  'email',
  'password',
  'name',
  'code',
  'recovery_code',
  'token',
  'id',
  'quantity',
  'products',
  'product',
  'delivery_type',
  'restaurant',
  'table_number',
  'address_id',
  'promotion_code',
  'message',
  'kind',
  'payment_method',
  'confirmation',
  'postal_code',
];
const WRONG = [
  null,
  true,
  -0,
  1e308,
  -1,
  2 ** 53,
  'NaN',
  '',
  ' ',
  '\u0000\u0007\u001b',
  'x'.repeat(20_000),
  [],
  [[]],
  {},
  { a: { b: {} } },
  '<script>alert(1)</script>',
  "' OR 1=1 --",
];

function bodyCases(): string[] {
  const generated = fc.sample(
    fc.dictionary(
      fc.constantFrom(...FIELDS),
      fc.oneof(
        fc.constantFrom(...WRONG),
        fc.string(),
        fc.integer(),
        fc.double(),
        fc.array(fc.anything(), { maxLength: 3 }),
      ),
    ),
    { numRuns: 12, seed: 20261124 },
  );
  const typed = FIELDS.map((field) =>
    JSON.stringify(
      Object.fromEntries(
        FIELDS.map((name, index) => [
          name,
          name === field ? WRONG[index % WRONG.length] : WRONG[(index + 3) % WRONG.length],
        ]),
      ),
    ),
  );
  return [...RAW_BODIES, ...typed, ...generated.map((value) => JSON.stringify(value))];
}

const LEAKS = /(at \w+ \(|node_modules|prisma|sqlite|SELECT |INSERT |\.ts:\d+)/i;

describe('the fuzz pass over every route handler', () => {
  let cookieClient: ApiClient;
  let bearerClient: ApiClient;
  beforeAll(async () => {
    // As the server does (instrumentation.ts): GET /api/health counts the workers.
    startMailWorker();
    const account = await registerUser();
    cookieClient = account.client;
    bearerClient = new ApiClient({ bearer: account.tokens.access_token });
  });

  it('finds the route handlers', () => {
    expect(ROUTES.length).toBeGreaterThan(40);
  });

  for (const { file, route } of ROUTES) {
    it(`${route}: no 5xx, only the house error body`, async () => {
      const routeModule = (await import(file)) as Partial<Record<(typeof METHODS)[number], Handler>>;
      const methods = METHODS.filter((method) => typeof routeModule[method] === 'function');
      const names = [...route.matchAll(/\[(?:\.\.\.)?([^\]]+)\]/g)].map((match) => match[1]!);
      const segmentSets = names.length
        ? SEGMENTS.map((value) => Object.fromEntries(names.map((name) => [name, value])))
        : [{}];
      const failures: string[] = [];
      const clients = [new ApiClient(), cookieClient, bearerClient];
      for (const method of methods) {
        const handler = routeModule[method]!;
        const bodies = method === 'GET' ? [undefined] : bodyCases();
        let turn = 0;
        for (const params of segmentSets) {
          for (const body of bodies.slice(0, names.length ? 4 : bodies.length)) {
            const client = clients[turn++ % clients.length]!;
            const url = route.replace(/\[(?:\.\.\.)?([^\]]+)\]/g, (_m, name: string) =>
              encodeURIComponent(String(params[name as keyof typeof params])),
            );
            const response = await client.call(handler, method, `${url}?type=%FF&postal_code=${'9'.repeat(300)}`, {
              params: Object.fromEntries(
                Object.entries(params).map(([name, value]) => [name, route.includes(`[...${name}]`) ? [value] : value]),
              ),
              headers: body === undefined ? {} : { 'content-type': 'application/json' },
              json: undefined,
              rawBody: body,
            });
            const text = response.bytes.toString('utf8');
            if (response.status >= 500)
              failures.push(`${method} ${url} ${body?.slice(0, 60)} → ${response.status} ${text.slice(0, 200)}`);
            else if (response.status >= 400 && response.headers.get('content-type')?.includes('json')) {
              if (typeof response.body?.message !== 'string' || typeof response.body?.code !== 'string')
                failures.push(`${method} ${url} → ${response.status} without {message, code}: ${text.slice(0, 200)}`);
              if (LEAKS.test(text))
                failures.push(`${method} ${url} → ${response.status} leaks internals: ${text.slice(0, 200)}`);
            }
          }
        }
      }
      expect(failures).toEqual([]);
    });
  }
});
