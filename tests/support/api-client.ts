import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, vi } from 'vitest';
import { POST as loginRoute } from '@/app/api/login/route';
import { POST as registerRoute } from '@/app/api/register/route';
import { POST as verifyRoute } from '@/app/api/email/verify/route';
import { POST as confirmPasswordRoute } from '@/app/api/user/confirm-password/route';
import { readOutbox } from '@/lib/mail/transport';
import { flushAllMail as flushMailQueue } from '@/lib/jobs/mail-worker';

// Calls route handlers the way a browser or an API client would: a cookie jar
// fed by Set-Cookie (deletions included), X-XSRF-TOKEN echoed on unsafe
// requests, an optional bearer token, and an IP of its own so the in-memory
// rate limits of one test never reach another.

/** Parsed JSON bodies are read freely in assertions. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;

type Context<P> = { params: Promise<P> };
export type RouteHandler<P> = (request: Request, context: Context<P>) => Promise<Response>;

export type CallOptions<P> = {
  params?: P;
  /** A JSON body. */
  json?: unknown;
  /** A multipart body. */
  form?: FormData;
  /** A body sent as it is (the fuzz pass); set its Content-Type in headers. */
  rawBody?: string;
  headers?: Record<string, string>;
  /** false: no X-XSRF-TOKEN; a string: that value; default: the jar's XSRF-TOKEN on unsafe methods. */
  csrf?: boolean | string;
  /** false: send no cookies this time. */
  cookies?: boolean;
  /** Overrides the client's bearer token for this call (null: none). */
  bearer?: string | null;
};

export type ApiResponse = {
  status: number;
  headers: Headers;
  /** The JSON body, or null when there is none or it is not JSON. */
  body: Json;
  bytes: Buffer;
  setCookies: string[];
};

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);
let clients = 0;
const fileOctet = Math.floor(Math.random() * 250) + 1;

export class ApiClient {
  readonly jar = new Map<string, string>();
  bearer: string | null = null;
  readonly ip: string;

  constructor(options: { bearer?: string; ip?: string } = {}) {
    clients += 1;
    this.ip = options.ip ?? `10.${fileOctet}.${clients >> 8}.${clients & 255}`;
    this.bearer = options.bearer ?? null;
  }

  /** Another client with the same cookies, token and IP (to replay them later). */
  copy(): ApiClient {
    const other = new ApiClient({ ip: this.ip, bearer: this.bearer ?? undefined });
    for (const [name, value] of this.jar) other.jar.set(name, value);
    return other;
  }

  cookie(name: string): string | undefined {
    return this.jar.get(name);
  }

  async call<P>(
    handler: RouteHandler<P>,
    method: string,
    url: string,
    options: CallOptions<P> = {},
  ): Promise<ApiResponse> {
    const headers = new Headers({ 'x-forwarded-for': this.ip, 'user-agent': 'vitest', ...options.headers });
    let body: BodyInit | undefined;
    if (options.rawBody !== undefined) body = options.rawBody;
    else if (options.form) body = options.form;
    else if (options.json !== undefined) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(options.json);
    }
    if (options.cookies !== false && this.jar.size) {
      headers.set('cookie', [...this.jar].map(([name, value]) => `${name}=${value}`).join('; '));
    }
    const bearer = options.bearer === undefined ? this.bearer : options.bearer;
    if (bearer) headers.set('authorization', `Bearer ${bearer}`);
    const upper = method.toUpperCase();
    const xsrf = typeof options.csrf === 'string' ? options.csrf : this.jar.get('XSRF-TOKEN');
    if (!SAFE.has(upper) && options.csrf !== false && xsrf) headers.set('x-xsrf-token', decodeURIComponent(xsrf));

    const request = new Request(`http://localhost${url}`, { method: upper, headers, body });
    const response = await handler(request, { params: Promise.resolve((options.params ?? {}) as P) });
    // Work queued after the answer (mail) is done before the test's next step reads the outbox.
    await flushMailQueue();
    const setCookies = response.headers.getSetCookie();
    this.store(setCookies);
    const bytes = Buffer.from(await response.arrayBuffer());
    let parsed: Json = null;
    if (response.headers.get('content-type')?.includes('json') && bytes.length)
      parsed = JSON.parse(bytes.toString('utf8'));
    return { status: response.status, headers: response.headers, body: parsed, bytes, setCookies };
  }

  get<P>(handler: RouteHandler<P>, url: string, options?: CallOptions<P>) {
    return this.call(handler, 'GET', url, options);
  }
  post<P>(handler: RouteHandler<P>, url: string, options?: CallOptions<P>) {
    return this.call(handler, 'POST', url, options);
  }
  put<P>(handler: RouteHandler<P>, url: string, options?: CallOptions<P>) {
    return this.call(handler, 'PUT', url, options);
  }
  delete<P>(handler: RouteHandler<P>, url: string, options?: CallOptions<P>) {
    return this.call(handler, 'DELETE', url, options);
  }

  private store(setCookies: string[]): void {
    for (const line of setCookies) {
      const [pair = '', ...attributes] = line.split(';');
      const index = pair.indexOf('=');
      if (index < 1) continue;
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      let deleted = value === '';
      for (const attribute of attributes) {
        const [key = '', ...rest] = attribute.split('=');
        const attributeValue = rest.join('=').trim();
        if (/^max-age$/i.test(key.trim()) && Number(attributeValue) <= 0) deleted = true;
        if (/^expires$/i.test(key.trim()) && Date.parse(attributeValue) <= Date.now()) deleted = true;
      }
      if (deleted) this.jar.delete(name);
      else this.jar.set(name, value);
    }
  }
}

/** A Set-Cookie line of a response for `name`, if any. */
export function setCookie(response: ApiResponse, name: string): string | undefined {
  return response.setCookies.find((line) => line.startsWith(`${name}=`));
}

/**
 * Temporary outbox, upload folder and secrets file for this test file (set
 * before anything sends mail, stores a photo or signs a cookie); removed after.
 */
export function setUpTemporaryFiles(): { outboxDir: string; uploadDir: string } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'api-test-'));
  const outboxDir = path.join(root, 'mail');
  const uploadDir = path.join(root, 'uploads');
  vi.stubEnv('MAIL_OUTBOX_DIR', outboxDir);
  vi.stubEnv('UPLOAD_DIR', uploadDir);
  vi.stubEnv('SECRETS_FILE', path.join(root, 'secrets.json'));
  vi.stubEnv('SMTP_HOST', undefined);
  afterAll(() => {
    vi.unstubAllEnvs();
    fs.rmSync(root, { recursive: true, force: true });
  });
  return { outboxDir, uploadDir };
}

export const DEMO = {
  customer: { email: 'cliente@example.com', password: 'Cliente1234!' },
  staff: { email: 'personal@example.com', password: 'Personal1234!' },
  manager: { email: 'gerente@example.com', password: 'Gerente1234!' },
} as const;

/** Signs in through POST /api/login; the client keeps the cookies and the bearer token. */
export async function signIn(credentials: { email: string; password: string }, client = new ApiClient()) {
  const response = await client.post(loginRoute, '/api/login', { json: credentials });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  const tokens = response.body as { access_token: string; refresh_token: string };
  return { client, tokens };
}

/** The newest link of the newest mail to `to` whose path matches `pattern`. */
export function mailedLink(to: string, pattern: RegExp): URL {
  const [mail] = readOutbox({ to });
  if (!mail) throw new Error(`No mail to ${to}`);
  const link = mail.text
    .match(/https?:\/\/\S+/g)
    ?.map((candidate) => new URL(candidate))
    .find((url) => pattern.test(url.pathname));
  if (!link) throw new Error(`No link matching ${pattern} in "${mail.subject}"`);
  return link;
}

/** The {id, token} of the newest verification mail to `to`. */
export function verificationLink(to: string): { id: number; token: string } {
  const [, id = '', token = ''] =
    /^\/verify-email\/(\d+)\/([^/]+)$/.exec(mailedLink(to, /^\/verify-email\//).pathname) ?? [];
  return { id: Number(id), token };
}

let registered = 0;

/** A new customer registered through the API (and verified through the mailed link unless told not to). */
export async function registerUser(options: { verified?: boolean; name?: string } = {}) {
  registered += 1;
  const email = `usuario${registered}-${fileOctet}@example.com`;
  const password = 'Segura1234!';
  const client = new ApiClient();
  const response = await client.post(registerRoute, '/api/register', {
    json: {
      name: options.name ?? `Usuario ${registered}`,
      email,
      password,
      password_confirmation: password,
      terms: true,
    },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(202);
  const link = verificationLink(email);
  let tokens: { access_token: string; refresh_token: string };
  if (options.verified ?? true) {
    // The first use of the link verifies and signs in.
    const verified = await client.post(verifyRoute, '/api/email/verify', { json: link });
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    tokens = verified.body;
  } else {
    ({ tokens } = await signIn({ email, password }, client));
  }
  return { client, email, password, id: link.id, tokens };
}

/** POST /api/user/confirm-password: sensitive actions are allowed for 3 hours. */
export async function confirmPassword(client: ApiClient, password: string): Promise<void> {
  const response = await client.post(confirmPasswordRoute, '/api/user/confirm-password', { json: { password } });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
}
